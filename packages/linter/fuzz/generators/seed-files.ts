import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A file of the repository the mutators start from. */
export interface SeedFile {
  /** Its path from the repository root (shown in findings). */
  readonly path: string;
  readonly text: string;
  /** How it is linted when its mutations keep its kind: a transcript (`.golden`) is tried as either. */
  readonly kind: "scenario" | "deck" | "transcript";
}

/** The repository root, from this file's place in it (packages/linter/fuzz/generators). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Folders whose scenario, deck and golden files are seeds: every example, conformance case and linter fixture. */
const SEED_FOLDERS = ["examples", "packages/conformance/cases", "packages/linter/test/fixtures"];
/** Documentation whose ```yaml and ```deck blocks are seeds too: the format's own examples. */
const SEED_DOCS = ["docs/scenario-format.md", "docs/deck-format.md"];

/** Reads every seed once (the campaign does this at start-up and hands the texts to its workers). */
export function readSeedFiles(root = REPO_ROOT): SeedFile[] {
  const out: SeedFile[] = [];
  for (const folder of SEED_FOLDERS) {
    for (const file of filesUnder(path.join(root, folder))) {
      const kind = seedKind(file);
      if (kind) out.push({ path: path.relative(root, file), text: readFileSync(file, "utf8"), kind });
    }
  }
  for (const doc of SEED_DOCS) out.push(...docBlocks(doc, readFileSync(path.join(root, doc), "utf8")));
  return out;
}

function seedKind(file: string): SeedFile["kind"] | undefined {
  if (/\.scenario\.ya?ml$/.test(file)) return "scenario";
  if (/\.(deck|dek)$/.test(file)) return "deck";
  if (file.endsWith(".golden")) return "transcript";
  return undefined;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The fenced ```yaml / ```deck / ```xml blocks of a Markdown file, each a seed of its kind. */
function docBlocks(doc: string, markdown: string): SeedFile[] {
  const out: SeedFile[] = [];
  for (const match of markdown.matchAll(/^```(yaml|yml|deck|xml)\n([\s\S]*?)^```/gm)) {
    const [, language, body] = match;
    if (body !== undefined) out.push({ path: `${doc} (block ${out.length + 1})`, text: body, kind: language === "yaml" || language === "yml" ? "scenario" : "deck" });
  }
  return out;
}
