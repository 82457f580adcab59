/**
 * `recycle-rules conformance`, in-process: arguments, exit codes, where each reporter writes, CI,
 * the progress bar and sharding. The harness's own behaviour is tested in packages/conformance;
 * these tests use the real harness and the real bundled cases (or copies of them in a temp dir).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { bundledCasesDir } from "@recycle-rules/conformance";
import { main } from "../src/index.js";
import { captureIo, removeTree, tempTree } from "./helpers.js";

const VI = "example-416.3-vi-pays-with-one-card";
const RUNE = "416.1.b-rune-to-the-rune-deck";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) removeTree(root);
});

/** A temp dir holding copies of bundled cases (and their goldens unless told not to). */
function casesDir(names: readonly string[], withGoldens = true): string {
  const root = tempTree({});
  roots.push(root);
  for (const name of names) {
    const from = path.join(bundledCasesDir, "riftbound", name);
    copyFileSync(`${from}.scenario.yaml`, path.join(root, `${name}.scenario.yaml`));
    if (withGoldens) copyFileSync(`${from}.golden`, path.join(root, `${name}.golden`));
  }
  return root;
}

/** Runs the command with an explicit environment: .ci/run sets CI=true for the whole test run. */
async function conformance(args: string[], options: { cwd?: string; env?: Record<string, string>; tty?: boolean } = {}) {
  const io = captureIo(options.cwd ?? process.cwd(), { env: options.env ?? {}, tty: options.tty ?? false });
  const code = await main(["conformance", ...args], io);
  return { code, out: io.out(), err: io.err() };
}

const lastLine = (text: string) => text.trimEnd().split("\n").at(-1);

// Replaying ~50 cases takes a moment on a busy CI machine.
const slow = { timeout: 30_000 };

describe("recycle-rules conformance", slow, () => {
  it("runs the bundled cases by default and ends with exactly 'N passed, 0 failed'", async () => {
    const r = await conformance([]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(lastLine(r.out)).toMatch(/^\d+ passed, 0 failed$/);
    expect(Number(lastLine(r.out)?.split(" ")[0])).toBeGreaterThanOrEqual(30);
  });

  it("exits 1 on a broken golden and prints the diff and the rule", async () => {
    const root = casesDir([VI]);
    const golden = path.join(root, `${VI}.golden`);
    writeFileSync(golden, readFileSync(golden, "utf8").replace("(might 4)", "(might 5)"));
    const r = await conformance([root], { cwd: root });
    expect(r.code).toBe(1);
    expect(r.out).toContain(`FAIL ${VI}.scenario.yaml [416.3, 416.1.a]`);
    expect(r.out).toContain("rules:   416.3, 416.1.a");
    expect(r.out).toContain("-    base: Vi, Destructive (might 5)");
    expect(r.out).toContain("+    base: Vi, Destructive (might 4)");
    expect(lastLine(r.out)).toBe("0 passed, 1 failed");
  });

  it("--update writes the goldens, after which the run passes", async () => {
    const root = casesDir([VI], false);
    const r = await conformance([".", "--update"], { cwd: root });
    expect(r.code).toBe(0);
    expect(r.out).toContain(`wrote ${VI}.golden`);
    expect(existsSync(path.join(root, `${VI}.golden`))).toBe(true);
    expect((await conformance(["."], { cwd: root })).code).toBe(0);
  });

  describe("with CI=true", () => {
    const env = { CI: "true" };

    it("refuses --update with exit 2 and writes nothing", async () => {
      const root = casesDir([VI], false);
      const r = await conformance([root, "--update"], { cwd: root, env });
      expect(r.code).toBe(2);
      expect(r.err).toContain("--update is refused in CI");
      expect(r.out).toBe("");
      expect(existsSync(path.join(root, `${VI}.golden`))).toBe(false);
    });

    it("fails a missing golden", async () => {
      const root = casesDir([VI], false);
      const r = await conformance([root], { cwd: root, env });
      expect(r.code).toBe(1);
      expect(r.out).toContain("never written in CI");
      expect(lastLine(r.out)).toBe("0 passed, 1 failed");
    });

    it("fails an obsolete golden", async () => {
      const root = casesDir([RUNE]);
      writeFileSync(path.join(root, "removed-case.golden"), "scenario: gone\n");
      const r = await conformance([root], { cwd: root, env });
      expect(r.code).toBe(1);
      expect(r.out).toContain("Obsolete golden");
      expect(lastLine(r.out)).toBe("1 passed, 1 failed");
    });

    it("treats CI=false as not CI", async () => {
      const root = casesDir([VI], false);
      expect((await conformance([root, "--update"], { cwd: root, env: { CI: "false" } })).code).toBe(0);
    });
  });

  it("shards 1/3, 2/3 and 3/3 together run each case exactly once", async () => {
    const names: string[] = [];
    let total = 0;
    for (const shard of ["1/3", "2/3", "3/3"]) {
      const r = await conformance(["--reporter", "tap", "--shard", shard]);
      expect(r.code).toBe(0);
      names.push(...[...r.out.matchAll(/^ok \d+ - (.*)$/gm)].map((m) => m[1] ?? ""));
      total += Number(/^(\d+) passed/.exec(r.err)?.[1]);
    }
    const all = await conformance(["--reporter", "tap"]);
    const everything = [...all.out.matchAll(/^ok \d+ - (.*)$/gm)].map((m) => m[1] ?? "");
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...everything].sort());
    expect(total).toBe(everything.length);
  });

  it("junit: the XML alone on stdout, the summary line on stderr", async () => {
    const root = casesDir([VI, RUNE]);
    const r = await conformance([root, "--reporter", "junit"], { cwd: root });
    expect(r.code).toBe(0);
    expect(r.out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(r.out.trimEnd().endsWith("</testsuites>")).toBe(true);
    expect(r.err).toBe("2 passed, 0 failed\n");
  });

  it("github: an ::error annotation per failure, then the summary line", async () => {
    const root = casesDir([VI, RUNE]);
    const golden = path.join(root, `${VI}.golden`);
    writeFileSync(golden, readFileSync(golden, "utf8").replace("(might 4)", "(might 5)"));
    const r = await conformance([root, "-r", "github"], { cwd: root });
    expect(r.code).toBe(1);
    const lines = r.out.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^::error file=${VI}\\.golden,line=\\d+,title=conformance%3A ${VI}\\.scenario\\.yaml \\[416\\.3%2C 416\\.1\\.a\\]::`));
    expect(lines[1]).toBe("1 passed, 1 failed");
  });

  it("draws a progress bar only on a terminal, and erases it before the report", async () => {
    const root = casesDir([VI, RUNE]);
    const tty = await conformance([root], { cwd: root, tty: true });
    expect(tty.out).toContain("\r[###############---------------] 1/2");
    expect(tty.out).toContain("\r\u001b[K2 passed, 0 failed\n");
    const piped = await conformance([root], { cwd: root, tty: false });
    expect(piped.out).toBe("2 passed, 0 failed\n");
  });

  it.each([
    [["--reporter", "xml"], 'Unknown reporter "xml"'],
    [["--shard", "4/3"], "between 1 and 3"],
    [["--shard", "half"], "i/n"],
    [["no/such/dir"], "No such file or directory"],
    [["--frobnicate"], "Unknown option"],
    [["--workers", "0"], "--workers takes a whole number"],
    [["--workers", "two"], "--workers takes a whole number"],
  ])("exits 2 for %j", async (args, message) => {
    const r = await conformance(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it("exits 2 when the paths hold no cases at all", async () => {
    const root = tempTree({ "notes.md": "" });
    roots.push(root);
    const r = await conformance([root], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.err).toContain("No conformance cases");
  });

  it("--help describes the options", async () => {
    const r = await conformance(["--help"]);
    expect(r.code).toBe(0);
    for (const option of ["--update", "--reporter", "--shard", "--workers", "junit", "tap", "github"]) expect(r.out).toContain(option);
  });

  it("--workers 2 prints what --workers 1 prints, progress bar included", async () => {
    const root = casesDir([VI, RUNE]);
    const golden = path.join(root, `${VI}.golden`);
    writeFileSync(golden, readFileSync(golden, "utf8").replace("(might 4)", "(might 5)"));
    for (const reporter of ["default", "tap", "github"]) {
      const one = await conformance([root, "-r", reporter, "--workers", "1"], { cwd: root, tty: true });
      const two = await conformance([root, "-r", reporter, "--workers", "2"], { cwd: root, tty: true });
      expect(two).toEqual(one);
      expect(two.code).toBe(1);
    }
  });
});

describe("the built bin", slow, () => {
  const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [bin, "conformance", ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1", ...env } });

  it("reads CI from the environment and passes stdout's TTY state through", () => {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: build the cli (turbo runs build before test).`);
    const refused = run(["--update"], { CI: "true" });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("--update is refused in CI");
    const shard = run(["--shard", "1/2"], { CI: "true" });
    expect(shard.status).toBe(0);
    // Piped, so no progress bar: the output is exactly the summary.
    expect(shard.stdout).toMatch(/^shard 1\/2\n\d+ passed, 0 failed\n$/);
  });
});
