/**
 * Files named on the command line, end to end through the built bin: a scenario named `.yaml` is
 * linted, not skipped in silence; a FIFO, a device or a file too large is a clear error (exit 2),
 * at once. Every run is a child process with a time limit: reading a FIFO would block the whole
 * process, so an in-process test could never fail, only hang.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FILE_LIMITS } from "@recycle-rules/linter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeTree, tempTree } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, "../dist/bin.js");
const example = path.resolve(here, "../../../examples/vi-empty-trash.scenario.yaml");
/** Far more than a CLI run takes; a run that blocks on a file is killed then and fails. */
const LIMIT_MS = 20_000;

let root: string;
let fifo = false;
beforeAll(() => {
  root = tempTree({ "sub/clean.scenario.yaml": "players:\n  A: {}\n", "notes.md": "# notes\n" });
  // The reproduction: an example with an error (recycle/illegal-cost), named .yaml and .yml.
  copyFileSync(example, path.join(root, "x.yaml"));
  copyFileSync(example, path.join(root, "sub", "y.YML"));
  writeFileSync(path.join(root, "big.scenario.yaml"), Buffer.alloc(FILE_LIMITS.scenarioBytes + 1, "#"));
  writeFileSync(path.join(root, "big.deck"), Buffer.alloc(FILE_LIMITS.deckBytes + 1, "#"));
  symlinkSync("/dev/zero", path.join(root, "zero.scenario.yaml"));
  fifo = spawnSync("mkfifo", [path.join(root, "pipe.scenario.yaml"), path.join(root, "pipe.deck")]).status === 0;
});
afterAll(() => removeTree(root));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", timeout: LIMIT_MS, env: { ...process.env, NO_COLOR: "1" } });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

describe("a file named on the command line is never skipped in silence", () => {
  it("a scenario named .yaml (the reproduction) is linted as a scenario: its error, exit 1, as run reports it", () => {
    const lint = cli("lint", "x.yaml");
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain("x.yaml\n  18:15  error");
    expect(lint.stdout).toContain("recycle/illegal-cost (rule 416.3)");
    const run = cli("run", "x.yaml");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("recycle/illegal-cost (rule 416.3)");
  });

  it("so is a .yml file, the extension compared without case", () => {
    const lint = cli("lint", "sub/y.YML", "--format", "json");
    expect(lint.status).toBe(1);
    expect((JSON.parse(lint.stdout) as { diagnostics: { code: string }[] }[])[0]?.diagnostics.map((d) => d.code)).toEqual(["recycle/illegal-cost"]);
  });

  it("another kind of file is an error that says it was not linted and why, exit 2, before any report", () => {
    const lint = cli("lint", "sub/clean.scenario.yaml", "notes.md");
    expect(lint.status).toBe(2);
    expect(lint.stdout).toBe("");
    expect(lint.stderr).toBe(
      'recycle-rules: "notes.md" was not linted: lint reads scenarios (*.scenario.yaml, or any *.yaml or *.yml file named on the command line) and deck lists (*.deck, *.dek).\n',
    );
  });

  it("directories and globs still select only *.scenario.yaml, *.deck and *.dek", () => {
    const lint = cli("lint", "sub", "--format", "json");
    expect(lint.status).toBe(0);
    expect((JSON.parse(lint.stdout) as { filePath: string }[]).map((r) => path.basename(r.filePath))).toEqual(["clean.scenario.yaml"]);
    expect(cli("lint", "sub/*").stdout).toBe("");
  });

  it("a file outside the working directory is read: the user named it", () => {
    const elsewhere = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-cli-elsewhere-")));
    try {
      copyFileSync(example, path.join(elsewhere, "z.yaml"));
      expect(cli("lint", path.join(elsewhere, "z.yaml")).status).toBe(1);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe("a special or too large file named on the command line is a clear error, exit 2, at once", () => {
  const refused = (result: ReturnType<typeof cli>, message: string): void => {
    expect(result.signal).toBeNull();
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(`recycle-rules: ${message}\n`);
  };
  const notRegular = (what: string): string => `it is ${what}, not a regular file; only regular files are read.`;

  it("a FIFO: lint, run and deck encode", (context) => {
    if (!fifo) context.skip();
    refused(cli("lint", "pipe.scenario.yaml"), `Can't read "pipe.scenario.yaml": ${notRegular("a FIFO (named pipe)")}`);
    refused(cli("run", "pipe.scenario.yaml"), `Can't read "pipe.scenario.yaml": ${notRegular("a FIFO (named pipe)")}`);
    refused(cli("deck", "encode", "pipe.deck"), `Can't read "pipe.deck": ${notRegular("a FIFO (named pipe)")}`);
  });

  it("/dev/zero, named directly or through a link", () => {
    refused(cli("lint", "zero.scenario.yaml"), `Can't read "zero.scenario.yaml": ${notRegular("a character device")}`);
    const run = cli("run", "/dev/zero");
    refused(run, `Can't read "${path.relative(root, "/dev/zero")}": ${notRegular("a character device")}`);
  });

  it("a scenario over 5 MB, a deck list over 4 MB", () => {
    refused(cli("lint", "big.scenario.yaml"), `Can't read "big.scenario.yaml": it is ${FILE_LIMITS.scenarioBytes + 1} bytes, over the 5 MB limit for this kind of file.`);
    refused(cli("lint", "big.deck"), `Can't read "big.deck": it is ${FILE_LIMITS.deckBytes + 1} bytes, over the 4 MB limit for this kind of file.`);
  });
});
