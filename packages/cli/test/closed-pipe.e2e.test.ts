/**
 * `recycle-rules run big.yaml | head`: the reader closes the pipe before the transcript is
 * written. The CLI stops quietly (exit 141, as a program ended by SIGPIPE) instead of dying on an
 * unhandled EPIPE with a stack trace.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, "../dist/bin.js");

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "rr-pipe-"));
  // A transcript far larger than a pipe's buffer: 2,000 cards discarded one by one.
  const hand = Array.from({ length: 2000 }, () => "      - Swamp").join("\n");
  writeFileSync(path.join(root, "big.scenario.yaml"), `game: mtg\nturn: A\nstep: end\nplayers:\n  A:\n    library: [Island]\n    hand:\n${hand}\nsteps:\n  - step: cleanup\n`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a reader that closes the pipe early", () => {
  it("ends the run quietly: no stack trace, exit 141", async () => {
    const child = spawn(process.execPath, [bin, "run", "big.scenario.yaml"], { cwd: root, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    // Read the first chunk, then close our end, as `head -1` does.
    child.stdout.once("data", () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    expect(stderr).toBe("");
    expect(status).toBe(141);
  }, 30_000);
});
