/**
 * The GitHub Action's script (action/run.mjs), run as action.yml's step runs it (action-helpers.ts)
 * on copies of a sample repository (fixtures/action-sample) with the built CLI: the SARIF log and
 * its validity, the annotations, conformance, the exit code, the step outputs and the job
 * summary. Needs `dist/` (turbo builds before testing). Nothing here touches the network: the
 * install of the published CLI is tested with a local package.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type * as Sarif from "sarif";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action, cliBin, importActionLib, parseGithubOutput, runStep, type StepRun } from "./action-helpers.js";
import { removeTree, tempTree } from "./helpers.js";
import { validateSarif } from "./sarif-schema.js";

// Each run spawns bash, the script and two or three CLI processes that load the card data.
const slow = { timeout: 60_000 };

const workspaces: string[] = [];
function run(...args: Parameters<typeof runStep>): StepRun {
  const r = runStep(...args);
  workspaces.push(r.workspace);
  return r;
}

beforeAll(() => {
  if (!existsSync(cliBin)) throw new Error(`${cliBin} is missing: build the cli (and engine, cards, linter, conformance) before this test.`);
});
afterAll(() => workspaces.forEach(removeTree));

const annotations = (stdout: string) => stdout.split("\n").filter((line) => /^::(error|warning|notice) /.test(line));

function readSarif(file: string): Sarif.Log {
  const log = JSON.parse(readFileSync(file, "utf8")) as Sarif.Log;
  const valid = validateSarif(log);
  expect(validateSarif.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  return log;
}

describe("the action's step on a repository with findings", slow, () => {
  let r: StepRun;
  beforeAll(() => {
    r = run({ paths: "my scenarios\ndecks", "conformance-paths": "conformance" });
  });

  it("fails (exit 1) because lint found an error", () => {
    expect(r.stderr).toBe("");
    expect(r.status).toBe(1);
  });

  it("writes a valid SARIF log naming the files as the repository does", () => {
    const log = readSarif(path.join(r.workspace, "recycle-rules.sarif"));
    const results = log.runs[0]?.results ?? [];
    expect(results.map((x) => [x.ruleId, x.level, x.locations?.[0]?.physicalLocation?.artifactLocation?.uri])).toEqual([
      ["recycle/order", "warning", "my%20scenarios/runes-order-not-given.scenario.yaml"],
      ["recycle/illegal-cost", "error", "my%20scenarios/vi-empty-trash.scenario.yaml"],
    ]);
  });

  it("prints an annotation per finding, and conformance's summary", () => {
    expect(annotations(r.stdout)).toEqual([
      expect.stringMatching(/^::warning file=my scenarios\/runes-order-not-given\.scenario\.yaml,line=14,.*title=recycle\/order::/),
      expect.stringMatching(/^::error file=my scenarios\/vi-empty-trash\.scenario\.yaml,line=14,endLine=14,col=15,.*title=recycle\/illegal-cost::.*\(rule 416\.3\)$/),
    ]);
    expect(r.stdout).toMatch(/^1 passed, 0 failed$/m);
  });

  it("sets the step outputs", () => {
    expect(r.outputs).toEqual({
      "exit-code": "1",
      "lint-exit-code": "1",
      "conformance-exit-code": "0",
      "sarif-file": path.join(r.workspace, "recycle-rules.sarif"),
      errors: "1",
      warnings: "1",
      root: r.workspace,
    });
    // Every output action.yml declares is one the script writes.
    for (const name of Object.keys(action.outputs)) expect(r.outputs, name).toHaveProperty([name]);
  });

  it("writes a job summary with a row per check", () => {
    expect(r.summary).toContain("| lint | failed: 1 error, 1 warning, 0 notes (exit 1) |");
    expect(r.summary).toContain("| conformance | passed: 1 passed, 0 failed (exit 0) |");
    expect(r.summary).toContain("SARIF log: `recycle-rules.sarif`");
  });
});

describe("the action's step on a clean repository", slow, () => {
  it("passes with an empty SARIF log and no annotations, and runs the bundled cases", () => {
    const r = run({ paths: "decks\nmy scenarios/vi-pays-from-trash.scenario.yaml", conformance: "true" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(readSarif(path.join(r.workspace, "recycle-rules.sarif")).runs[0]?.results).toEqual([]);
    expect(annotations(r.stdout)).toEqual([]);
    // The bundled cases are the CLI's own: dozens, all passing.
    const [, passed] = /^(\d+) passed, 0 failed$/m.exec(r.stdout) ?? [];
    expect(Number(passed)).toBeGreaterThan(50);
    expect(r.outputs).toMatchObject({ "exit-code": "0", "lint-exit-code": "0", "conformance-exit-code": "0", errors: "0", warnings: "0" });
  });

  it("skips conformance unless asked, and lint when paths is empty", () => {
    const lintOnly = run({ paths: "decks" });
    expect(lintOnly.status).toBe(0);
    expect(lintOnly.stdout).not.toMatch(/passed, \d+ failed/);
    expect(lintOnly.outputs["conformance-exit-code"]).toBe("");
    expect(lintOnly.summary).not.toContain("| conformance |");

    const conformanceOnly = run({ paths: "", "conformance-paths": "conformance" });
    expect(conformanceOnly.status).toBe(0);
    expect(conformanceOnly.outputs).toMatchObject({ "lint-exit-code": "", "sarif-file": "", "conformance-exit-code": "0" });
    expect(existsSync(path.join(conformanceOnly.workspace, "recycle-rules.sarif"))).toBe(false);
  });
});

describe("the action's inputs", slow, () => {
  it("runs in working-directory, where sarif-file and paths are read from", () => {
    const r = run(
      { "working-directory": "checkout dir", paths: "my scenarios/runes-order-not-given.scenario.yaml", "sarif-file": "reports/lint.sarif", "max-warnings": "0" },
      { checkout: "checkout dir" },
    );
    const root = path.join(r.workspace, "checkout dir");
    // --max-warnings 0 fails on the one warning; the CLI says so once, though lint runs twice.
    expect(r.status).toBe(1);
    expect(r.stderr.match(/too many warnings/g)).toHaveLength(1);
    expect(r.outputs).toMatchObject({ "sarif-file": path.join(root, "reports", "lint.sarif"), root, errors: "0", warnings: "1" });
    const uri = readSarif(path.join(root, "reports", "lint.sarif")).runs[0]?.results?.[0]?.locations?.[0]?.physicalLocation?.artifactLocation?.uri;
    expect(uri).toBe("my%20scenarios/runes-order-not-given.scenario.yaml");
    expect(annotations(r.stdout)).toEqual([expect.stringMatching(/^::warning file=my scenarios\/runes-order-not-given\.scenario\.yaml,/)]);
  });

  it("passes args through to both lint runs", () => {
    const r = run({ paths: "my scenarios", args: "--quiet" });
    expect(r.status).toBe(1);
    expect(annotations(r.stdout)).toEqual([expect.stringMatching(/^::error file=my scenarios\/vi-empty-trash/)]);
    expect(r.outputs).toMatchObject({ errors: "1", warnings: "0" });
  });

  it("leaves the annotations out when annotations is false", () => {
    const r = run({ paths: "my scenarios", annotations: "false" });
    expect(r.status).toBe(1);
    expect(annotations(r.stdout)).toEqual([]);
    expect(r.outputs.errors).toBe("1");
  });

  it.each([
    ["--format json", { args: "--format json" }, /can't contain --format/],
    ["-qf json", { args: "-qf json" }, /can't contain -qf/],
    ["--fix", { args: "--fix" }, /can't contain --fix/],
    ["--", { args: "-- more" }, /can't contain --:/],
    ["an unclosed quote", { args: "--config 'a b" }, /unclosed ' quote/],
    ["a boolean that isn't one", { conformance: "yes" }, /"conformance" must be true or false/],
    ["nothing to do", { paths: "" }, /Nothing to do/],
  ])("refuses %s before running anything (exit 2, an annotation)", (_name, inputs, message) => {
    const r = run(inputs);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/^::error title=recycle-rules action::/m);
    expect(r.stdout).toMatch(message);
    expect(r.outputs).toEqual({ "exit-code": "2" });
  });

  it("refuses a version that isn't a version, range or tag, before installing", () => {
    const r = run({ version: "file:../elsewhere" }, { published: true });
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/^::error title=recycle-rules action::Input "version" must be a version/m);
    expect(r.stdout).not.toContain("::group::Install");
  });
});

describe("the action's step when something fails", slow, () => {
  it("exits 2 with the CLI's reason as an annotation, and leaves no SARIF log to upload", () => {
    const r = run({ paths: "no such folder" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('No such file or directory: "no such folder".');
    expect(r.stdout).toMatch(/^::error title=recycle-rules lint failed::recycle-rules: No such file or directory: "no such folder"\.$/m);
    expect(existsSync(path.join(r.workspace, "recycle-rules.sarif"))).toBe(false);
    expect(r.outputs).toMatchObject({ "exit-code": "2", "lint-exit-code": "2", "sarif-file": "" });
  });

  it("fails on a conformance case whose golden differs, with an annotation on the golden", () => {
    const golden = path.join("conformance", "416.1-vi-recycles-to-the-bottom.golden");
    const r = run(
      { paths: "decks", "conformance-paths": "conformance" },
      { prepare: (ws) => writeFileSync(path.join(ws, golden), readFileSync(path.join(ws, golden), "utf8").replace("main-deck: Blind Fury; Garbage Grabber", "main-deck: Garbage Grabber; Blind Fury")) },
    );
    expect(r.status).toBe(1);
    expect(r.outputs).toMatchObject({ "exit-code": "1", "lint-exit-code": "0", "conformance-exit-code": "1" });
    expect(annotations(r.stdout)).toEqual([expect.stringMatching(/^::error file=conformance\/416\.1-vi-recycles-to-the-bottom\.golden,line=\d+,title=conformance/)]);
    expect(r.summary).toContain("| conformance | failed: 0 passed, 1 failed (exit 1) |");
  });

  it("fails on a conformance case without a golden, and doesn't write one: in CI goldens are only compared", () => {
    const r = run(
      { paths: "decks", "conformance-paths": "conformance" },
      { prepare: (ws) => writeFileSync(path.join(ws, "conformance", "copy.scenario.yaml"), readFileSync(path.join(ws, "conformance", "416.1-vi-recycles-to-the-bottom.scenario.yaml"))) },
    );
    expect(r.status).toBe(1);
    expect(r.outputs["conformance-exit-code"]).toBe("1");
    expect(existsSync(path.join(r.workspace, "conformance", "copy.golden"))).toBe(false);
  });
});

describe("the action script's parts", () => {
  it("splits args at spaces, keeping quoted spaces", async () => {
    const { splitArgs } = await importActionLib();
    expect(splitArgs("")).toEqual([]);
    expect(splitArgs("  --quiet \n --max-warnings  3 ")).toEqual(["--quiet", "--max-warnings", "3"]);
    expect(splitArgs(`--config "ci/my config.json" --x='a "b"' ''`)).toEqual(["--config", "ci/my config.json", `--x=a "b"`, ""]);
    expect(() => splitArgs(`--config "a`)).toThrow(/unclosed " quote/);
  });

  it("hands lint's config options to conformance too, so both judge with one config", async () => {
    const { configArgs } = await importActionLib();
    expect(configArgs(["--quiet", "--config", "ci/rr.json", "--max-warnings", "3"])).toEqual(["--config", "ci/rr.json"]);
    expect(configArgs(["-c", "a.json", "--config=b.json", "--no-config"])).toEqual(["--config", "a.json", "--config=b.json", "--no-config"]);
    expect(configArgs(["--quiet"])).toEqual([]);
  });

  it("writes outputs in the form $GITHUB_OUTPUT reads, a line break and all", async () => {
    const { appendOutputs } = await importActionLib();
    const dir = tempTree({ "output": "earlier=1\n" });
    const file = path.join(dir, "output");
    appendOutputs(file, { code: 2, empty: "", path: "a folder\nwith a line break/x.sarif" });
    expect(parseGithubOutput(readFileSync(file, "utf8"))).toEqual({ earlier: "1", code: "2", empty: "", path: "a folder\nwith a line break/x.sarif" });
    removeTree(dir);
  });

  it("defaults the CLI version to the one released with the action", async () => {
    const { cliVersion } = await importActionLib();
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    expect(cliVersion("")).toBe(pkg.version);
    for (const ok of ["1.2.3", "^1", "1.x || 2.x", "latest", "1.0.0-next.1"]) expect(cliVersion(ok)).toBe(ok);
    for (const bad of ["file:../x", "github:a/b", "https://x/y.tgz", "../x"]) expect(() => cliVersion(bad)).toThrow(/must be a version/);
  });

  it("installs a CLI package with npm and returns its bin (a local package: no network)", slow, async () => {
    const { installCli, npmCommand } = await importActionLib();
    const dir = tempTree({
      "pkg/package.json": JSON.stringify({ name: "@recycle-rules/cli", version: "9.9.9", bin: { "recycle-rules": "./dist/bin.js" } }),
      "pkg/dist/bin.js": "console.log('fake cli', process.argv.slice(2).join(' '));\n",
    });
    const offline = { ...process.env, npm_config_offline: "true", npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false" };
    const npm = npmCommand();
    const pack = spawnSync(npm.command, [...npm.args, "pack", "--pack-destination", dir], { cwd: path.join(dir, "pkg"), env: offline, encoding: "utf8" });
    expect(pack.status).toBe(0);
    const tarball = path.join(dir, "recycle-rules-cli-9.9.9.tgz");
    // installCli reports its npm run as a log group on stdout; keep the test's output clean.
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    let bin: string;
    try {
      bin = installCli(`file:${tarball}`, dir, offline);
    } finally {
      write.mockRestore();
    }
    expect(bin).toMatch(/node_modules[/\\]@recycle-rules[/\\]cli[/\\]dist[/\\]bin\.js$/);
    expect(spawnSync(process.execPath, [bin, "lint", "x"], { encoding: "utf8" }).stdout).toBe("fake cli lint x\n");
    removeTree(dir);
  });
});
