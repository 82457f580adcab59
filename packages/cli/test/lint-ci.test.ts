/**
 * The lint options for CI and editors: --format github, --quiet, --color/--no-color with
 * FORCE_COLOR and NO_COLOR, and --stdin. In-process through main() with the stub linter, then
 * through the built bin with the real linter for what only a process has (stdin, environment).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main, type CliIo } from "../src/index.js";
import { captureIo, removeTree, stubLinter, tempTree } from "./helpers.js";

const errorText = ["scenario: x", "steps:", "    # stub: error recycle/illegal-cost 416.3 Costs 50%, a lot: more.", ""].join("\n");
const warningText = ["scenario: y", "  # stub: warning recycle/order 416.5.a No order was given.", "# stub: info made/up-code - Just so you know.", ""].join("\n");

let root: string;
beforeAll(() => {
  root = tempTree({ "a,b:c/error.scenario.yaml": errorText, "warn.scenario.yaml": warningText });
});
afterAll(() => removeTree(root));

async function lint(args: string[], extra: Partial<CliIo> = {}) {
  const io = captureIo(root, { linter: stubLinter, ...extra });
  const code = await main(["lint", ...args], io);
  return { code, out: io.out(), err: io.err() };
}

describe("--format github", () => {
  it("prints one workflow command per finding, escaping data and properties", async () => {
    const r = await lint(["--format", "github", "a,b:c/error.scenario.yaml", "warn.scenario.yaml"]);
    expect(r.code).toBe(1);
    const errorLine = errorText.split("\n")[2] ?? "";
    expect(r.out.split("\n")).toEqual([
      // `%` is escaped in the message, which keeps its `,` and `:`; the path's are escaped, as a property's must be.
      `::error file=a%2Cb%3Ac/error.scenario.yaml,line=3,endLine=3,col=5,endColumn=${errorLine.length + 1},title=recycle/illegal-cost::Costs 50%25, a lot: more. (rule 416.3)`,
      "::warning file=warn.scenario.yaml,line=2,endLine=2,col=3,endColumn=60,title=recycle/order::No order was given. (rule 416.5.a)",
      "::notice file=warn.scenario.yaml,line=3,endLine=3,col=1,endColumn=46,title=made/up-code::Just so you know.",
      "",
    ]);
  });
});

describe("--quiet", () => {
  it("reports errors only", async () => {
    const r = await lint(["--quiet", "--format", "github", "a,b:c/error.scenario.yaml", "warn.scenario.yaml"]);
    expect(r.out.trimEnd().split("\n")).toHaveLength(1);
    expect(r.out).toMatch(/^::error /);
    expect((await lint(["-q", "warn.scenario.yaml"])).out).toBe("");
  });

  it("leaves warnings out of the --max-warnings count", async () => {
    expect((await lint(["--max-warnings", "0", "warn.scenario.yaml"])).code).toBe(1);
    expect(await lint(["--quiet", "--max-warnings", "0", "warn.scenario.yaml"])).toEqual({ code: 0, out: "", err: "" });
  });
});

describe("colour", () => {
  const red = "\u001b[31merror\u001b[39m";
  const coloured = async (args: string[], env: Record<string, string>, tty: boolean) =>
    (await lint([...args, "a,b:c/error.scenario.yaml"], { env, tty })).out.includes(red);

  it("follows the terminal when nothing says otherwise", async () => {
    expect(await coloured([], {}, true)).toBe(true);
    expect(await coloured([], {}, false)).toBe(false);
  });

  it("lets NO_COLOR and FORCE_COLOR overrule the terminal", async () => {
    expect(await coloured([], { NO_COLOR: "1" }, true)).toBe(false);
    expect(await coloured([], { NO_COLOR: "" }, true)).toBe(true);
    for (const on of ["1", "2", "3", "true", ""]) expect(await coloured([], { FORCE_COLOR: on }, false)).toBe(true);
    for (const off of ["0", "false"]) expect(await coloured([], { FORCE_COLOR: off }, true)).toBe(false);
    expect(await coloured([], { FORCE_COLOR: "1", NO_COLOR: "1" }, false)).toBe(true);
  });

  it("lets --color and --no-color overrule the environment", async () => {
    expect(await coloured(["--color"], { NO_COLOR: "1", FORCE_COLOR: "0" }, false)).toBe(true);
    expect(await coloured(["--no-color"], { FORCE_COLOR: "1" }, true)).toBe(false);
  });
});

describe("--stdin (in-process)", () => {
  const stdin = (text: string) => Readable.from([Buffer.from(text)]);

  it("lints standard input as a scenario called <stdin>", async () => {
    const r = await lint(["--stdin", "--format", "github"], { stdin: stdin(warningText) });
    expect(r.out).toMatch(/^::warning file=<stdin>,line=2,/);
    const stylish = await lint(["--stdin"], { stdin: stdin(warningText) });
    expect(stylish.out).toMatch(/^\n<stdin>\n/);
  });

  it("reports the --stdin-filename path, relative to the working directory", async () => {
    const r = await lint(["--stdin", "--stdin-filename", "sub/x.scenario.yaml", "--format", "json"], { stdin: stdin(errorText) });
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { filePath: string }[])[0]?.filePath).toBe(path.join(root, "sub/x.scenario.yaml"));
  });

  it.each([
    [["--stdin", "warn.scenario.yaml"], /name no files with it/],
    [["--stdin-filename", "x.deck", "warn.scenario.yaml"], /add --stdin/],
    [["--stdin", "--stdin-filename", ""], /needs a file name/],
  ])("refuses %j with exit 2", async (args, message) => {
    const r = await lint(args, { stdin: stdin("") });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});

describe("the built bin", { timeout: 30_000 }, () => {
  const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
  const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
  // The caller's colour settings would leak into these runs: each test sets its own.
  const run = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
    spawnSync(process.execPath, [bin, "lint", ...args], {
      cwd: root,
      encoding: "utf8",
      input: options.input ?? "",
      env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...options.env },
    });

  beforeAll(() => {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: build the cli (turbo runs build before test).`);
  });

  it("--stdin with a deck's name lints the text as a deck list, with the real linter", () => {
    const deck = "Deck\n5 Curator of Mysteries\n";
    const asDeck = run(["--stdin", "--stdin-filename", "decks/mine.deck", "--format", "json"], { input: deck });
    const found = JSON.parse(asDeck.stdout) as { filePath: string; diagnostics: { code: string }[] }[];
    expect(found[0]?.filePath).toBe(path.join(root, "decks/mine.deck"));
    expect(found[0]?.diagnostics.length).toBeGreaterThan(0);
    expect(found[0]?.diagnostics.every((d) => d.code.startsWith("deck/"))).toBe(true);
    // The same text under the default name is a (broken) scenario, not a deck list.
    const asScenario = JSON.parse(run(["--stdin", "--format", "json"], { input: deck }).stdout) as typeof found;
    expect(asScenario[0]?.diagnostics.some((d) => d.code.startsWith("deck/"))).toBe(false);
  });

  it("--stdin reads a bundled example as the file itself would be read", () => {
    const file = path.join(examples, "decks", "mtg-cycling-plain.deck");
    const fromFile = run(["--format", "github", file]);
    const fromStdin = run(["--format", "github", "--stdin", "--stdin-filename", file], { input: spawnSync("cat", [file], { encoding: "utf8" }).stdout });
    expect(fromStdin.status).toBe(fromFile.status);
    expect(fromStdin.stdout).toBe(fromFile.stdout);
    expect(fromFile.stdout).toMatch(/^::error /);
  });

  it("takes colour from FORCE_COLOR and NO_COLOR when piped, and the flags over both", () => {
    const red = "\u001b[31merror\u001b[39m";
    const args = ["--stdin", "--stdin-filename", "x.deck"];
    const input = "Deck\n5 Curator of Mysteries\n";
    expect(run(args, { input }).stdout).not.toContain(red);
    expect(run(args, { input, env: { FORCE_COLOR: "1" } }).stdout).toContain(red);
    expect(run(args, { input, env: { FORCE_COLOR: "0" } }).stdout).not.toContain(red);
    expect(run([...args, "--color"], { input, env: { NO_COLOR: "1" } }).stdout).toContain(red);
    expect(run([...args, "--no-color"], { input, env: { FORCE_COLOR: "1" } }).stdout).not.toContain(red);
  });
});
