/**
 * End to end in a real editor: headless Neovim's built-in LSP client starts the built server,
 * opens an example, and reports the diagnostics it received. Runs whenever `nvim` is installed;
 * .ci/run installs it, so in CI (CI=true) a missing nvim is a failure, not a skip.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { examplesDir, packageRoot, serverPath } from "./client.js";

// RECYCLE_RULES_NVIM picks another Neovim binary (or a missing one, to check the CI rule).
const NVIM = process.env["RECYCLE_RULES_NVIM"] || "nvim";
const nvim = spawnSync(NVIM, ["--version"], { encoding: "utf8" });
const hasNvim = nvim.status === 0;
const inCi = process.env["CI"] === "true";

if (!hasNvim) {
  const reason = "nvim is not installed: the Neovim end-to-end test is SKIPPED (apt-get install -y --no-install-recommends neovim to run it)";
  if (!inCi) console.warn(`\n*** ${reason} ***\n`);
}

describe("Neovim (headless) as the LSP client", () => {
  // Skipped only outside CI; in CI a missing nvim fails here.
  it.skipIf(!hasNvim && !inCi)("receives recycle/illegal-cost on the activate line of vi-empty-trash", () => {
    if (!hasNvim) throw new Error("CI=true but nvim is not installed: .ci/run must install neovim before the tests run.");
    const work = mkdtempSync(path.join(tmpdir(), "recycle-rules-nvim-"));
    const out = path.join(work, "diagnostics.txt");
    const run = spawnSync(
      NVIM,
      ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", `luafile ${path.join(packageRoot, "test", "nvim", "lsp_check.lua")}`, path.join(examplesDir, "vi-empty-trash.scenario.yaml")],
      {
        cwd: examplesDir,
        encoding: "utf8",
        timeout: 25_000,
        // XDG dirs keep Neovim's lsp.log and state out of the user's home.
        env: { ...process.env, SERVER: serverPath, NODE: process.execPath, OUT: out, XDG_CACHE_HOME: work, XDG_STATE_HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
      },
    );
    expect(run.error, `nvim did not finish: ${run.error?.message}`).toBeUndefined();
    expect(run.status, `nvim exited ${run.status}\nstderr: ${run.stderr}`).toBe(0);
    const lines = readFileSync(out, "utf8").trim().split("\n");
    expect(lines[0]).toBe("OK");
    // 0-based line 17 (line 18 in the file): "  - activate: Vi, Destructive", the card at column 14.
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^17:14 recycle\/illegal-cost Recycling 1 from your trash is part of the cost/)]);
  });
});
