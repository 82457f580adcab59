import { createServer, type Server } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../src/index.js";
import { codeWithRules } from "../src/format/stylish.js";
import type { LintDiagnostic } from "../src/linter-port.js";
import { captureIo, removeTree, stubLinter, tempTree } from "./helpers.js";

const clean = "scenario: nothing to report\n";
const withError = [
  "scenario: an illegal cost",
  "steps:",
  "  - activate: Vi, Destructive",
  "    # stub: error recycle/illegal-cost 416.3 Vi's cost can't be paid.",
  "",
].join("\n");
const withWarning = [
  "scenario: a warning only",
  "  # stub: warning recycle/order 416.5.a No order was given.",
  "",
].join("\n");

let root: string;
beforeAll(() => {
  root = tempTree({
    "clean.scenario.yaml": clean,
    "error.scenario.yaml": withError,
    "warning.scenario.yaml": withWarning,
    "nested/deeper/error2.scenario.yaml": withError,
    "nested/ignored.yaml": withError,
  });
});
afterAll(() => removeTree(root));

async function lint(...args: string[]) {
  const io = captureIo(root, { linter: stubLinter });
  const code = await main(["lint", ...args], io);
  return { code, out: io.out(), err: io.err() };
}

describe("exit codes", () => {
  it("is 0 for a clean file, with no output", async () => {
    expect(await lint("clean.scenario.yaml")).toEqual({ code: 0, out: "", err: "" });
  });

  it("is 0 for warnings alone", async () => {
    const r = await lint("warning.scenario.yaml");
    expect(r.code).toBe(0);
    expect(r.out).toContain("✖ 1 problem (0 errors, 1 warning)");
  });

  it("is 1 when warnings exceed --max-warnings, and 0 at the limit", async () => {
    expect((await lint("warning.scenario.yaml", "--max-warnings", "1")).code).toBe(0);
    const over = await lint("warning.scenario.yaml", "--max-warnings", "0");
    expect(over.code).toBe(1);
    expect(over.err).toContain("too many warnings (maximum: 0)");
  });

  it("is 1 when any file has an error", async () => {
    expect((await lint("clean.scenario.yaml", "error.scenario.yaml")).code).toBe(1);
  });

  it.each([
    [["frobnicate"], /Unknown command "frobnicate"/],
    [["lint"], /at least one file/],
    [["lint", "missing.scenario.yaml"], /No such file or directory: "missing.scenario.yaml"/],
    [["lint", "nowhere/**/*.scenario.yaml"], /No files matching/],
    [["lint", "--format", "xml", "clean.scenario.yaml"], /Unknown format "xml"/],
    [["lint", "--max-warnings", "lots", "clean.scenario.yaml"], /--max-warnings needs a whole number/],
    [["lint", "--fix", "--stdin"], /--fix writes the files it fixes; it can't be used with --stdin/],
    [["lint", "--fix-dry-run", "clean.scenario.yaml"], /Unknown option '--fix-dry-run'/],
    [["run"], /run needs one scenario file/],
    [["run", "clean.scenario.yaml", "error.scenario.yaml"], /run takes one scenario file/],
    [[], /Usage:/],
  ])("is 2 for %j, with a message on stderr", async (argv, message) => {
    const io = captureIo(root, { linter: stubLinter });
    expect(await main(argv, io)).toBe(2);
    expect(io.err()).toMatch(message);
    expect(io.out()).toBe("");
  });

  describe("an unreadable file", () => {
    // A Unix socket exists but can't be opened for reading (ENXIO), even by root, for whom a
    // chmod 000 file would still be readable.
    let server: Server;
    const socketName = "socket.scenario.yaml";
    beforeAll(async () => {
      server = createServer();
      await new Promise<void>((resolve) => server.listen(path.join(root, socketName), resolve));
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("is 2, names the file and prints no partial report", async () => {
      const r = await lint("error.scenario.yaml", socketName);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`Can't read "${socketName.replace(/\./g, "\\.")}": ENXIO`));
      expect(r.out).toBe("");
    });
  });

  it("is 2 with the stack when the linter crashes", async () => {
    const io = captureIo(root, {
      linter: {
        lintScenario: () => {
          throw new Error("boom");
        },
        runScenario: () => {
          throw new Error("boom");
        },
        lintFile: () => {
          throw new Error("boom");
        },
      },
    });
    expect(await main(["lint", "clean.scenario.yaml"], io)).toBe(2);
    expect(io.err()).toMatch(/internal error: Error: boom\n\s+at /);
  });

  it("is 2 when the linter reports its own failure as scenario/internal-error", async () => {
    const crashed = { code: "scenario/internal-error", severity: "error" as const, message: "The linter failed.", rule: [], range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 }, startOffset: 0, endOffset: 1 } };
    const io = captureIo(root, {
      linter: { lintScenario: () => ({ diagnostics: [crashed] }), runScenario: () => ({ diagnostics: [crashed], transcript: "" }), lintFile: () => ({ diagnostics: [crashed] }) },
    });
    expect(await main(["lint", "clean.scenario.yaml"], io)).toBe(2);
    expect(io.err()).toMatch(/crashed while linting/);
  });
});

describe("stylish output", () => {
  it("prints the relative path, 1-based line:col, severity, message, code and rule, then a summary", async () => {
    const r = await lint("error.scenario.yaml", "warning.scenario.yaml");
    expect(r.out).toBe(
      [
        "",
        "error.scenario.yaml",
        "  4:5  error  Vi's cost can't be paid.  recycle/illegal-cost (rule 416.3)",
        "",
        "warning.scenario.yaml",
        "  2:3  warning  No order was given.  recycle/order (rule 416.5.a)",
        "",
        "✖ 2 problems (1 error, 1 warning)",
        "",
      ].join("\n"),
    );
  });

  it("expands directories and globs to scenario files only", async () => {
    const dir = await lint("nested");
    expect(dir.out).toContain(["nested/deeper/error2.scenario.yaml", "  4:5  error"].join("\n"));
    expect(dir.out).not.toContain("ignored.yaml");
    const glob = await lint("**/*.scenario.yaml");
    expect(glob.out.match(/^\S.*\.scenario\.yaml$/gm)).toEqual([
      "error.scenario.yaml",
      "nested/deeper/error2.scenario.yaml",
      "warning.scenario.yaml",
    ]);
    expect(glob.out).toContain("✖ 3 problems (2 errors, 1 warning)");
  });

  it("shows paths relative to cwd even from a subdirectory", async () => {
    const io = captureIo(path.join(root, "nested"), { linter: stubLinter });
    expect(await main(["lint", "../error.scenario.yaml"], io)).toBe(1);
    expect(io.out()).toContain("\n../error.scenario.yaml\n");
  });

  it("writes a rule's own note with a dash, not as parentheses inside parentheses", () => {
    const d = { code: "recycle/illegal-cost", rule: ["118.3 (current CR)", "119.4 (current CR)"] } as unknown as LintDiagnostic;
    expect(codeWithRules(d)).toBe("recycle/illegal-cost (rules 118.3 — current CR, 119.4 — current CR)");
  });

  it("uses ANSI colours only when asked", async () => {
    expect((await lint("error.scenario.yaml")).out).not.toContain("\u001b[");
    const io = captureIo(root, { linter: stubLinter, color: true });
    await main(["lint", "error.scenario.yaml"], io);
    expect(io.out()).toContain("\u001b[31merror\u001b[39m");
  });
});

describe("json output", () => {
  it("is an array of { filePath, diagnostics } with absolute paths and the linter's 0-based ranges", async () => {
    const r = await lint("--format", "json", "clean.scenario.yaml", "error.scenario.yaml");
    expect(r.code).toBe(1);
    const parsed = JSON.parse(r.out) as unknown;
    expect(parsed).toEqual([
      { filePath: path.join(root, "clean.scenario.yaml"), diagnostics: [] },
      {
        filePath: path.join(root, "error.scenario.yaml"),
        diagnostics: [
          {
            code: "recycle/illegal-cost",
            severity: "error",
            message: "Vi's cost can't be paid.",
            rule: ["416.3"],
            range: { start: { line: 3, character: 4 }, end: { line: 3, character: 69 } },
          },
        ],
      },
    ]);
  });
});

describe("run", () => {
  it("prints the transcript, then the diagnostics; exit 1 on errors", async () => {
    const io = captureIo(root, { linter: stubLinter });
    expect(await main(["run", "error.scenario.yaml"], io)).toBe(1);
    expect(io.out()).toMatch(/^step 1: stub transcript\nfinal state: stub\n\nerror\.scenario\.yaml\n {2}4:5 {2}error/);
  });

  it("says so when there is nothing to report; exit 0", async () => {
    const io = captureIo(root, { linter: stubLinter });
    expect(await main(["run", "clean.scenario.yaml"], io)).toBe(0);
    expect(io.out()).toBe("step 1: stub transcript\nfinal state: stub\n\n✔ no problems\n");
  });
});

describe("help and version", () => {
  it("prints the usage for --help, help and per command", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const io = captureIo(root);
      expect(await main(argv, io)).toBe(0);
      expect(io.out()).toContain("recycle-rules lint <files|dirs|globs…>");
    }
    const io = captureIo(root);
    expect(await main(["lint", "--help"], io)).toBe(0);
    expect(io.out()).toContain("--max-warnings n");
  });

  it("prints the package version", async () => {
    const { createRequire } = await import("node:module");
    const pkg = createRequire(import.meta.url)("../package.json") as { version: string };
    const io = captureIo(root);
    expect(await main(["--version"], io)).toBe(0);
    expect(io.out()).toBe(`${pkg.version}\n`);
  });
});
