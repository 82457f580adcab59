import { parseDocument, type Scalar } from "yaml";
import { describe, expect, it } from "vitest";
import { scalarOffsets } from "../src/text/scalar-offsets.js";
import { SourceText } from "../src/text/source.js";
import { yamlScalar } from "../src/text/yaml-scalar.js";

function textScalar(source: string): Scalar {
  const doc = parseDocument(source);
  return doc.get("text", true) as Scalar;
}

/** Every mapped offset must point at the same character (or at a folded line break for a space). */
function expectAligned(source: string): number[] {
  const node = textScalar(source);
  const offsets = scalarOffsets(source, node);
  expect(offsets).toBeDefined();
  const value = String(node.value);
  offsets?.forEach((o, i) => {
    const c = value[i];
    expect(c === " " && source[o] === "\n" ? true : source[o] === c).toBe(true);
  });
  return offsets ?? [];
}

describe("scalarOffsets", () => {
  it("maps plain, quoted, literal and folded scalars", () => {
    expectAligned("text: a plain one\n");
    expectAligned('text: "double quoted"\n');
    expectAligned("text: 'it''s single'\n");
    expectAligned("text: |\n  line one\n  line two\n");
    expectAligned("text: >\n  folded\n  text\n");
    expectAligned("text: plain\n  continued\n");
  });

  it("refuses a double-quoted escape it can't align", () => {
    const source = 'text: "tab\\there"\n';
    expect(scalarOffsets(source, textScalar(source))).toBeUndefined();
  });
});

describe("SourceText", () => {
  it("counts \\n, \\r\\n and a lone \\r as line breaks and clamps ranges", () => {
    const s = new SourceText("a\r\nb\rc\nd");
    expect(s.position(3)).toEqual({ line: 1, character: 0 });
    expect(s.position(5)).toEqual({ line: 2, character: 0 });
    expect(s.position(7)).toEqual({ line: 3, character: 0 });
    expect(s.range(-5, 99)).toEqual({ start: { line: 0, character: 0 }, end: { line: 3, character: 1 }, startOffset: 0, endOffset: 8 });
  });
});

describe("yamlScalar", () => {
  it("quotes only when YAML would read the text differently", () => {
    expect(yamlScalar("Garbage Grabber", true)).toBe("Garbage Grabber");
    expect(yamlScalar("Vi, Destructive", false)).toBe("Vi, Destructive");
    expect(yamlScalar("Vi, Destructive", true)).toBe('"Vi, Destructive"');
    expect(yamlScalar("yes", false)).toBe('"yes"');
    expect(yamlScalar("416.3", false)).toBe('"416.3"');
  });
});
