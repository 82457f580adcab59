/**
 * The four report formats. The JUnit output is validated against schema/junit.xsd with
 * xmllint-wasm (libxml2 compiled to WebAssembly: no native install, no network at run time).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bundledCasesDir, formatDefault, formatGithub, formatJunit, formatReport, formatTap, junitSchemaPath, runConformance, type CaseResult, type RunReport } from "../src/index.js";

const cwd = "/repo";
const xsd = readFileSync(junitSchemaPath, "utf8");

// Everything a report must escape: XML specials, a CDATA terminator, a control character,
// GitHub's %, comma and colon, TAP's #, and line breaks.
const NASTY = `a <b> & "c" 'd' ]]> \u0001 50% x,y: z # not a directive\nsecond line`;

const passing: CaseResult = {
  file: `${cwd}/cases/riftbound/ok.scenario.yaml`,
  golden: `${cwd}/cases/riftbound/ok.golden`,
  title: "A passing case",
  source: "Core Rules 416.1.b",
  rules: ["416.1.b"],
  edition: "test edition",
  passed: true,
  durationMs: 1.5,
};

const failing: CaseResult = {
  file: `${cwd}/cases/riftbound/bad.scenario.yaml`,
  golden: `${cwd}/cases/riftbound/bad.golden`,
  title: NASTY,
  source: NASTY,
  rules: ["416.3"],
  edition: "test edition",
  passed: false,
  failure: {
    kind: "mismatch",
    message: `The replay differs from the golden (- golden, + replay). Rules: 416.3. ${NASTY}`,
    diff: `--- bad.golden (golden)\n+++ bad.golden (replay)\n@@ -1,2 +1,2 @@\n scenario: x\n-  main-deck: A; B\n+  main-deck: B; A <&>\n`,
    file: `${cwd}/cases/riftbound/bad.golden`,
    line: 14,
  },
  durationMs: 2,
};

const report: RunReport = { results: [passing, failing], suiteSize: 2, passed: 1, failed: 1, durationMs: 3.5 };

async function validateJunit(xml: string) {
  return validateXML({ xml: [{ fileName: "report.xml", contents: xml }], schema: [{ fileName: "junit.xsd", contents: xsd }] });
}

// The validator starts a worker with libxml2 in WebAssembly, and one test replays the whole suite.
describe("junit reporter", { timeout: 30_000 }, () => {
  it("writes JUnit XML that validates against the vendored JUnit schema, even with hostile text", async () => {
    const { stdout, stderr } = formatJunit(report, { cwd });
    const result = await validateJunit(stdout);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(stderr).toBe("1 passed, 1 failed\n");
    expect(stdout).toContain('<testsuites name="recycle-rules conformance" tests="2" failures="1" errors="0"');
    expect(stdout).toContain('<testsuite name="cases/riftbound" tests="2" failures="1"');
    expect(stdout).toContain('<testcase name="cases/riftbound/bad.scenario.yaml [416.3]" classname="cases/riftbound" file="cases/riftbound/bad.scenario.yaml"');
    // The diff is the failure's body, escaped, and the control character is gone.
    expect(stdout).toContain("+  main-deck: B; A &lt;&amp;&gt;");
    expect(stdout).toContain("]]&gt;");
    expect(stdout).not.toContain("\u0001");
    expect(stdout).toContain('type="mismatch"');
  });

  it("the schema really checks: a testcase without a name is rejected", async () => {
    const result = await validateJunit(`<?xml version="1.0"?>\n<testsuites><testsuite name="s" tests="1"><testcase classname="c"/></testsuite></testsuites>\n`);
    expect(result.valid).toBe(false);
  });

  it("the report of the bundled suite validates", async () => {
    const run = runConformance({ paths: [bundledCasesDir], cwd: path.dirname(bundledCasesDir), ci: true });
    const { stdout } = formatReport("junit", run, { cwd: path.dirname(bundledCasesDir) });
    const result = await validateJunit(stdout);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(stdout.match(/<testcase /g)?.length).toBe(run.results.length);
  });
});

describe("tap reporter", () => {
  it("writes TAP 13: version, plan, ok / not ok lines, and a YAML block with the diff", () => {
    const { stdout, stderr } = formatTap(report, { cwd });
    const lines = stdout.split("\n");
    expect(lines[0]).toBe("TAP version 13");
    expect(lines[1]).toBe("1..2");
    expect(lines[2]).toBe("ok 1 - cases/riftbound/ok.scenario.yaml [416.1.b]");
    expect(lines[3]).toBe("not ok 2 - cases/riftbound/bad.scenario.yaml [416.3]");
    expect(lines[4]).toBe("  ---");
    const end = lines.indexOf("  ...");
    const block = parse(lines.slice(5, end).map((l) => l.slice(2)).join("\n")) as Record<string, unknown>;
    expect(block).toMatchObject({ kind: "mismatch", rules: ["416.3"], source: NASTY, diff: failing.failure?.diff });
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("# 1 passed, 1 failed");
    expect(stderr).toBe("1 passed, 1 failed\n");
  });

  it("escapes # in a description so it is not read as a directive", () => {
    const hashed: CaseResult = { ...passing, file: `${cwd}/cases/#1.scenario.yaml` };
    const { stdout } = formatTap({ ...report, results: [hashed], passed: 1, failed: 0 }, { cwd });
    expect(stdout).toContain("ok 1 - cases/\\#1.scenario.yaml [416.1.b]");
  });
});

describe("github reporter", () => {
  it("writes one ::error per failure on the golden's changed line, with newlines and delimiters escaped", () => {
    const { stdout, stderr } = formatGithub(report, { cwd });
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    const [command, summary] = lines;
    expect(summary).toBe("1 passed, 1 failed");
    expect(stderr).toBe("");
    const m = /^::error file=([^,]*),line=(\d+),title=([^,:]*)::(.*)$/.exec(command ?? "");
    expect(m).not.toBeNull();
    const [, file, line, title, message] = m ?? [];
    expect(file).toBe("cases/riftbound/bad.golden");
    expect(line).toBe("14");
    const decode = (s: string) => s.replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%0A/g, "\n").replace(/%0D/g, "\r").replace(/%25/g, "%");
    expect(decode(title ?? "")).toBe("conformance: cases/riftbound/bad.scenario.yaml [416.3]");
    expect(message).not.toMatch(/[\r\n]/);
    expect(decode(message ?? "")).toContain(failing.failure?.diff?.trimEnd());
    expect(decode(message ?? "")).toContain(`Source: ${NASTY}`);
  });
});

describe("default reporter", () => {
  it("shows each failure with its case, rules, source and diff, and ends with the summary line", () => {
    const { stdout } = formatDefault(report, { cwd });
    expect(stdout).toContain("FAIL cases/riftbound/bad.scenario.yaml [416.3]\n");
    expect(stdout).toContain("  rules:   416.3\n");
    expect(stdout).toContain("  -  main-deck: A; B\n  +  main-deck: B; A <&>\n");
    expect(stdout).not.toContain("ok.scenario.yaml");
    expect(stdout.endsWith("\n1 passed, 1 failed\n")).toBe(true);
  });

  it("colours only when asked", () => {
    expect(formatDefault(report, { cwd }).stdout).not.toContain("\u001b[");
    expect(formatDefault(report, { cwd, color: true }).stdout).toContain("\u001b[31mFAIL\u001b[39m");
  });

  it("lists the goldens an --update wrote or deleted, and names the shard", () => {
    const updated: RunReport = {
      results: [{ ...passing, action: "written" }, { ...passing, file: `${cwd}/x.golden`, golden: `${cwd}/x.golden`, action: "deleted" }],
      suiteSize: 4,
      passed: 1,
      failed: 0,
      durationMs: 1,
      shard: { index: 2, count: 2 },
    };
    const { stdout } = formatDefault(updated, { cwd });
    expect(stdout).toBe("wrote cases/riftbound/ok.golden\ndeleted obsolete x.golden\n\nshard 2/2\n1 passed, 0 failed\n");
  });
});
