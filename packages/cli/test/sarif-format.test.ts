/**
 * `lint --format sarif` through main(), checked against the SARIF 2.1.0 JSON schema
 * (sarif-schema.ts).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Sarif from "sarif";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../src/index.js";
import { captureIo, removeTree, stubLinter, tempTree } from "./helpers.js";
import { validateSarif as validate } from "./sarif-schema.js";

let root: string;
beforeAll(() => {
  root = tempTree({
    "a b/error.scenario.yaml": ["scenario: x", "steps:", "    # stub: error recycle/illegal-cost 416.3 Vi's cost can't be paid.", ""].join("\n"),
    "warn.scenario.yaml": ["scenario: y", "  # stub: warning recycle/order 416.5.a,416.5.b No order was given.", "# stub: info made/up-code - Just so you know.", ""].join("\n"),
    "clean.scenario.yaml": "scenario: z\n",
  });
});
afterAll(() => removeTree(root));

async function sarif(...args: string[]): Promise<{ code: number; log: Sarif.Log; raw: unknown }> {
  const io = captureIo(root, { linter: stubLinter });
  const code = await main(["lint", "--format", "sarif", ...args], io);
  expect(io.err()).toBe("");
  const raw = JSON.parse(io.out()) as unknown;
  return { code, log: raw as Sarif.Log, raw };
}

describe("lint --format sarif", () => {
  it("is valid against the SARIF 2.1.0 schema, findings or none", async () => {
    for (const files of [["a b/error.scenario.yaml", "warn.scenario.yaml"], ["clean.scenario.yaml"]]) {
      const { raw } = await sarif(...files);
      const valid = validate(raw);
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    }
  });

  it("fails that validation when a region is 0-based (the check has teeth)", async () => {
    const { log } = await sarif("a b/error.scenario.yaml");
    const region = log.runs[0]?.results?.[0]?.locations?.[0]?.physicalLocation?.region;
    if (!region) throw new Error("no region");
    region.startLine = 0;
    expect(validate(log)).toBe(false);
  });

  it("names the tool, and lists each code that appears once, with its summary, level and docs", async () => {
    const { code, log } = await sarif("a b/error.scenario.yaml", "warn.scenario.yaml");
    expect(code).toBe(1);
    expect(log.version).toBe("2.1.0");
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0]!.tool.driver;
    expect(driver.name).toBe("recycle-rules");
    expect(driver.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(driver.informationUri).toMatch(/^https:\/\//);
    expect(driver.rules?.map((r) => r.id)).toEqual(["made/up-code", "recycle/illegal-cost", "recycle/order"]);
    const cost = driver.rules?.find((r) => r.id === "recycle/illegal-cost");
    expect(cost?.helpUri).toMatch(/docs\/scenario-format\.md#recycle-illegal-cost$/);
    expect(cost?.shortDescription?.text).toBeTruthy();
    expect(cost?.defaultConfiguration?.level).toBe("error");
    // A code the linter's registry doesn't know still has a descriptor, without a docs link.
    expect(driver.rules?.[0]).toEqual({ id: "made/up-code", shortDescription: { text: "made/up-code" } });
  });

  it("gives each finding its rule, level, message with rules, and a 1-based region under %SRCROOT%", async () => {
    const { log } = await sarif("a b/error.scenario.yaml", "warn.scenario.yaml");
    const run = log.runs[0]!;
    expect(run.originalUriBaseIds?.["%SRCROOT%"]?.uri).toBe(`${pathToFileURL(root).href}/`);
    const results = run.results ?? [];
    expect(results.map((r) => [r.ruleId, r.level, r.message.text])).toEqual([
      ["recycle/illegal-cost", "error", "Vi's cost can't be paid. (rule 416.3)"],
      ["recycle/order", "warning", "No order was given. (rules 416.5.a, 416.5.b)"],
      ["made/up-code", "note", "Just so you know."],
    ]);
    for (const r of results) expect(run.tool.driver.rules?.[r.ruleIndex ?? -1]?.id).toBe(r.ruleId);
    // The stub's range: line 2 (0-based), from the "#" at character 4 to the end of the line.
    const line = "    # stub: error recycle/illegal-cost 416.3 Vi's cost can't be paid.";
    expect(results[0]?.locations?.[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: "a%20b/error.scenario.yaml", uriBaseId: "%SRCROOT%" },
      region: { startLine: 3, startColumn: 5, endLine: 3, endColumn: line.length + 1 },
    });
  });

  it("gives a file outside the working directory an absolute file: URI", async () => {
    const io = captureIo(path.join(root, "a b"), { linter: stubLinter });
    await main(["lint", "--format", "sarif", "../warn.scenario.yaml"], io);
    const log = JSON.parse(io.out()) as Sarif.Log;
    expect(log.runs[0]?.results?.[0]?.locations?.[0]?.physicalLocation?.artifactLocation).toEqual({
      uri: pathToFileURL(path.join(root, "warn.scenario.yaml")).href,
    });
    expect(validate(log)).toBe(true);
  });
});
