#!/usr/bin/env node
/* global console, process */
// Bundles the extension and the language server into dist/ with esbuild, and copies the card data
// the server reads at run time and the linter's JSON Schemas. Both bundles are CommonJS for Node
// 20: VS Code loads the extension with require(), and forks dist/server.js.
//
// The workspace packages locate their data with `import.meta.url` (cards reads
// ../data/*.json next to its module). CommonJS has no import.meta, so it is defined as the
// bundle's own file URL; the server goes to dist/server/server.js and the data to dist/data/, so
// ../data/ from the bundle finds it exactly as it does from packages/cards/dist/. Everything
// stays under dist/, the build output turbo caches and restores.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readdirSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/**
 * A dependency's directory as Node would find it from `fromDir` (pnpm links each package's own
 * dependencies into its node_modules, so nested ones are found through their dependent).
 */
function packageDir(fromDir, name) {
  return realpathSync(path.join(fromDir, "node_modules", name));
}

const serverDir = packageDir(root, "@recycle-rules/language-server");
const serverEntry = path.join(serverDir, "dist", "server.js");
if (!existsSync(serverEntry)) {
  console.error(`build: ${serverEntry} is missing; build the workspace first (npx -y pnpm@12.4.2 run build).`);
  process.exit(1);
}
const linterDir = packageDir(serverDir, "@recycle-rules/linter");
const cardsDir = packageDir(linterDir, "@recycle-rules/cards");

const common = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  logLevel: "warning",
  legalComments: "none",
  minify: true,
  keepNames: true,
  // jsonc-parser's "main" is a UMD build that requires its own files at run time ("./impl/format"),
  // which a bundle doesn't have; its ES module build bundles whole. (An alias is resolved from the
  // working directory, hence the absolute path of the linter's copy.)
  alias: { "jsonc-parser": path.join(packageDir(linterDir, "jsonc-parser"), "lib", "esm", "main.js") },
  define: { "import.meta.url": "__recycleRulesModuleUrl" },
  banner: { js: 'const __recycleRulesModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
};

rmSync(path.join(root, "dist"), { recursive: true, force: true });
await Promise.all([
  build({ ...common, entryPoints: [path.join(root, "src", "extension.ts")], outfile: path.join(root, "dist", "extension.js"), external: ["vscode"] }),
  // The server without keepNames: it wraps every function and class in a naming call that runs
  // at start-up (about 40 KB of the bundle and ~20-30 ms of the cold start, measured), and nothing
  // in the server reads a function's name. Stack traces of a minified bundle are unreadable
  // either way; the extension keeps the option (it is loaded once, by VS Code).
  build({ ...common, keepNames: false, entryPoints: [serverEntry], outfile: path.join(root, "dist", "server", "server.js") }),
]);

/** Copies the files of `fromDir` whose names end with one of `suffixes` into dist/<to>/; their names. */
function copyInto(fromDir, suffixes, to) {
  const out = path.join(root, "dist", to);
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(fromDir)) if (suffixes.some((suffix) => file.endsWith(suffix))) cpSync(path.join(fromDir, file), path.join(out, file));
  return readdirSync(out).join(", ");
}
// Every data file of @recycle-rules/cards (both games, more as they arrive; Magic's name index is
// a .tsv the server reads only when a Magic list needs it), and every JSON Schema the linter
// publishes: package.json's yamlValidation points Red Hat's YAML extension at
// dist/schema/scenario.schema.json, and its jsonValidation VS Code's JSON support at
// dist/schema/recycle-rules.config.schema.json.
const data = copyInto(path.join(cardsDir, "data"), [".json", ".tsv"], "data");
const schemas = copyInto(path.join(packageDir(serverDir, "@recycle-rules/linter"), "schema"), [".schema.json"], "schema");
console.log(`build: dist/extension.js, dist/server/server.js, dist/data/ (${data}), dist/schema/ (${schemas})`);
