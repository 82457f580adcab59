/**
 * The file-access policy (src/api/file-access.ts) on real files: links, folders, a FIFO, a
 * device, a socket, sizes and extensions. Every refusal must come back at once, name its rule
 * and quote nothing of the file.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_LIMITS, lintScenario, readPolicyFile, type PolicyRead } from "../src/index.js";

const SECRET = "root:x:0:0:the secret first line";

let dir: string;
let outside: string;
beforeAll(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-file-access-")));
  outside = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-file-access-outside-")));
  mkdirSync(path.join(dir, "ws"));
  writeFileSync(path.join(dir, "ws", "cards.json"), "[]\n");
  writeFileSync(path.join(dir, "ws", "notes.txt"), SECRET);
  writeFileSync(path.join(outside, "passwd.json"), SECRET);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const file = (...parts: string[]): string => path.join(dir, ...parts);
const refusal = (read: PolicyRead): { rule: string; reason: string } => {
  if (read.ok) throw new Error("expected a refusal, the file was read");
  expect(read.reason).not.toContain("secret");
  expect(read.reason).not.toContain(dir);
  return { rule: read.rule, reason: read.reason };
};

describe("readPolicyFile reads", () => {
  it("a regular file within the limits, as UTF-8, with its real path", () => {
    writeFileSync(file("ws", "ünï.scenario.yaml"), "scenario: é\n");
    expect(readPolicyFile(file("ws", "ünï.scenario.yaml"), { maxBytes: 100 })).toEqual({ ok: true, text: "scenario: é\n", realPath: file("ws", "ünï.scenario.yaml") });
  });

  it("a file of exactly maxBytes, and one byte more is too large", () => {
    writeFileSync(file("ten.txt"), "0123456789");
    expect(readPolicyFile(file("ten.txt"), { maxBytes: 10 }).ok).toBe(true);
    expect(refusal(readPolicyFile(file("ten.txt"), { maxBytes: 9 }))).toEqual({ rule: "too-large", reason: "it is 10 bytes, over the 9 bytes limit for this kind of file" });
  });

  it("through a symbolic link that stays inside the roots, reporting where it leads", () => {
    symlinkSync(file("ws", "cards.json"), file("ws", "link.json"));
    const read = readPolicyFile(file("ws", "link.json"), { roots: [file("ws")], maxBytes: 100, extensions: [".json"] });
    expect(read).toEqual({ ok: true, text: "[]\n", realPath: file("ws", "cards.json") });
  });

  it("inside a root that is itself reached through a link", () => {
    symlinkSync(file("ws"), file("ws-link"));
    expect(readPolicyFile(file("ws", "cards.json"), { roots: [file("ws-link")], maxBytes: 100 }).ok).toBe(true);
  });
});

describe("readPolicyFile refuses, saying which rule", () => {
  it("a missing file, with the system's code and no path", () => {
    expect(refusal(readPolicyFile(file("missing.json"), { maxBytes: 100 }))).toEqual({ rule: "unreachable", reason: "ENOENT: no such file or directory" });
  });

  it("a file outside the roots, named directly or through a link", () => {
    expect(refusal(readPolicyFile(path.join(outside, "passwd.json"), { roots: [file("ws")], maxBytes: 100 })).rule).toBe("outside-roots");
    symlinkSync(path.join(outside, "passwd.json"), file("ws", "innocent.json"));
    const read = refusal(readPolicyFile(file("ws", "innocent.json"), { roots: [file("ws")], maxBytes: 100, extensions: [".json"] }));
    expect(read).toEqual({ rule: "outside-roots", reason: expect.stringContaining("outside the folders files may be read from") });
  });

  it("in the caller's words for the roots, when it has them", () => {
    const read = readPolicyFile(path.join(outside, "passwd.json"), { roots: [file("ws")], rootsName: "the workspace folders", maxBytes: 100 });
    expect(refusal(read).reason).toBe("its real path (symbolic links resolved) is outside the workspace folders");
  });

  it("everything when the roots are empty", () => {
    expect(refusal(readPolicyFile(file("ws", "cards.json"), { roots: [], maxBytes: 100 })).rule).toBe("outside-roots");
  });

  it("a file without one of the extensions (compared without case), judged on the real path", () => {
    expect(refusal(readPolicyFile(file("ws", "notes.txt"), { maxBytes: 100, extensions: [".json"] }))).toEqual({ rule: "wrong-extension", reason: "it is not a *.json file" });
    writeFileSync(file("ws", "UPPER.JSON"), "{}");
    expect(readPolicyFile(file("ws", "UPPER.JSON"), { maxBytes: 100, extensions: [".json"] }).ok).toBe(true);
    symlinkSync(file("ws", "notes.txt"), file("ws", "notes-link.json"));
    expect(refusal(readPolicyFile(file("ws", "notes-link.json"), { maxBytes: 100, extensions: [".json", ".yaml"] })).reason).toBe("it is not a *.json or *.yaml file");
  });

  it("a folder (EISDIR)", () => {
    expect(refusal(readPolicyFile(file("ws"), { maxBytes: 100 }))).toEqual({ rule: "not-regular-file", reason: "EISDIR: it is a folder, not a regular file; only regular files are read" });
  });

  it("/dev/zero, a character device that never ends: at once, without reading", () => {
    const started = Date.now();
    expect(refusal(readPolicyFile("/dev/zero", { maxBytes: FILE_LIMITS.scenarioBytes }))).toEqual({
      rule: "not-regular-file",
      reason: "it is a character device, not a regular file; only regular files are read",
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  const fifo = spawnSync("mkfifo", ["--help"]).status === 0;
  it.skipIf(!fifo)("a FIFO with no writer: at once, never opened (opening would wait forever)", () => {
    expect(spawnSync("mkfifo", [file("ws", "pipe.scenario.yaml")]).status).toBe(0);
    expect(refusal(readPolicyFile(file("ws", "pipe.scenario.yaml"), { roots: [file("ws")], maxBytes: 100 }))).toEqual({
      rule: "not-regular-file",
      reason: "it is a FIFO (named pipe), not a regular file; only regular files are read",
    });
  });

  describe("a socket", () => {
    let server: Server;
    beforeAll(async () => {
      server = createServer();
      await new Promise<void>((resolve) => server.listen(file("ws", "socket.json"), resolve));
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("with the code the system gives (ENXIO)", () => {
      expect(refusal(readPolicyFile(file("ws", "socket.json"), { maxBytes: 100 }))).toEqual({ rule: "not-regular-file", reason: "ENXIO: it is a socket, not a regular file; only regular files are read" });
    });
  });

  it("a file over the limit, sized in units people read, in bytes where the units would hide the difference", () => {
    writeFileSync(file("big.txt"), Buffer.alloc(3 * 1024 * 1024 + 10));
    expect(refusal(readPolicyFile(file("big.txt"), { maxBytes: 2 * 1024 * 1024 })).reason).toBe("it is 3 MB, over the 2 MB limit for this kind of file");
    expect(refusal(readPolicyFile(file("big.txt"), { maxBytes: 3 * 1024 * 1024 })).reason).toBe(`it is ${3 * 1024 * 1024 + 10} bytes, over the 3 MB limit for this kind of file`);
  });
});

describe("FILE_LIMITS", () => {
  it("are generous, and a deck list keeps the 4 MB it always had", () => {
    expect(FILE_LIMITS).toEqual({ scenarioBytes: 5 * 1024 * 1024, deckBytes: 4 * 1024 * 1024, cardDataBytes: 20 * 1024 * 1024 });
  });
});

describe("a scenario's deck: lists are read through the policy (api/node-files.ts)", () => {
  const deckCodes = (deck: string): { code: string; message: string }[] =>
    lintScenario(`players:\n  A:\n    deck: ${deck}\n`, { filePath: file("ws", "s.scenario.yaml") }).diagnostics.map((d) => ({ code: d.code, message: d.message }));

  it.skipIf(spawnSync("mkfifo", ["--help"]).status !== 0)("a FIFO is not found, at once, with the message deck: lists always had", () => {
    expect(spawnSync("mkfifo", [file("ws", "pipe.deck")]).status).toBe(0);
    expect(deckCodes("./pipe.deck")).toEqual([
      { code: "scenario/deck-not-found", message: 'The deck file "./pipe.deck" can\'t be read (pipe.deck in the scenario\'s own folder): it is a folder or not a regular file, or it can\'t be opened.' },
    ]);
  });

  it("a deck list over FILE_LIMITS.deckBytes is not read", () => {
    writeFileSync(file("ws", "huge.deck"), Buffer.alloc(FILE_LIMITS.deckBytes + 1, "#"));
    expect(deckCodes("./huge.deck").map((d) => d.code)).toEqual(["scenario/deck-not-found"]);
  });
});
