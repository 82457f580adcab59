import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundledCasesDir } from "../src/index.js";

/** A fresh directory with the given files (path → content); returns its real path. */
export function tempTree(files: Record<string, string> = {}): string {
  // realpath: tmpdir() may be a symlink, and the harness reports resolved paths.
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-conformance-")));
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return root;
}

/** Copies bundled cases (by base name, without suffix) and, unless told not to, their goldens. */
export function copyBundled(root: string, names: readonly string[], withGoldens = true): void {
  const dir = path.join(bundledCasesDir, "riftbound");
  for (const name of names) {
    copyFileSync(path.join(dir, `${name}.scenario.yaml`), path.join(root, `${name}.scenario.yaml`));
    if (withGoldens) copyFileSync(path.join(dir, `${name}.golden`), path.join(root, `${name}.golden`));
  }
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/** The case the runner tests break and rewrite: Vi's 416.3 example. */
export const VI_CASE = "example-416.3-vi-pays-with-one-card";
export const RUNE_CASE = "416.1.b-rune-to-the-rune-deck";
