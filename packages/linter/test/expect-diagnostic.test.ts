import { describe, expect, it } from "vitest";
import { expectDiagnostic, parseMarkers } from "../src/index.js";

describe("the marker test helper", () => {
  it("removes one ‹…› pair and returns its offsets", () => {
    expect(parseMarkers("ab‹cd›e")).toEqual({ text: "abcde", start: 2, end: 4 });
    expect(() => parseMarkers("no markers")).toThrow(/exactly one/);
    expect(() => parseMarkers("‹a›‹b›")).toThrow(/exactly one/);
  });

  it("fails readably when the range is off by one character", () => {
    expect(() => expectDiagnostic("seed: s‹even›\n", { code: "scenario/syntax" })).toThrow(/scenario\/syntax \[\] 1:7 "seven"/);
  });

  it("fails when the rule differs", () => {
    expect(() => expectDiagnostic("seed: ‹seven›\n", { code: "scenario/syntax", rule: "416.3" })).toThrow(/Expected scenario\/syntax \[416.3\]/);
  });
});
