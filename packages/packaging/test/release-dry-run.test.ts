/**
 * The release rehearsal (scripts/release-dry-run.mjs, also `pnpm run release:dry-run`): a copy of
 * the repository goes through `changeset version`, packing, `pnpm publish --dry-run` and vsce.
 * It never writes the checkout and never uploads.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "./workspace.js";

it("a release cut from this checkout versions, changelogs, packs and packages everything", () => {
  const result = spawnSync(process.execPath, [path.join(repoRoot, "scripts", "release-dry-run.mjs")], { cwd: repoRoot, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  expect(output).toMatch(/release dry run: passed in [\d.]+ s; nothing was uploaded/);
  expect(output).toMatch(/packaged recycle-rules-vscode-[\d.]+\.vsix/);
});
