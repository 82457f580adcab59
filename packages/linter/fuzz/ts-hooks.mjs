// Module hooks for register-ts.mjs: `./x.js` resolves to `./x.ts` when only the TypeScript source
// exists (the import style of the repo's sources), and a `.ts` file is transpiled on load. Types
// are not checked here: `tsc -p fuzz/tsconfig.json` does that (the package's typecheck script).
import { readFile } from "node:fs/promises";
import { URL } from "node:url";
import ts from "typescript";

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith("./") || specifier.startsWith("../");
    if (error?.code !== "ERR_MODULE_NOT_FOUND" || !relative || !specifier.endsWith(".js")) throw error;
    return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return nextLoad(url, context);
  const source = await readFile(new URL(url), "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true, inlineSourceMap: true },
  });
  return { format: "module", source: outputText, shortCircuit: true };
}
