import { expect } from "vitest";
import type { Diagnostic } from "../../src/index.js";

/**
 * Problems with a diagnostic's range in `text`, as the editor would see them: offsets outside the
 * text, an end before the start, a position past the end of its line (LSP lines exclude their
 * line break), or positions that disagree with the offsets.
 */
export function rangeProblems(text: string, diagnostics: readonly Diagnostic[]): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  const starts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    starts.push(at);
    at += (lines[i] ?? "").length;
    at += text.startsWith("\r\n", at) ? 2 : at < text.length ? 1 : 0;
  }
  const out: string[] = [];
  for (const d of diagnostics) {
    const { start, end, startOffset, endOffset } = d.range;
    const where = `${d.code} [${startOffset}, ${endOffset})`;
    if (startOffset < 0 || endOffset > text.length || endOffset < startOffset) out.push(`${where}: offsets outside the text`);
    for (const [name, p, offset] of [["start", start, startOffset], ["end", end, endOffset]] as const) {
      const line = lines[p.line];
      if (line === undefined || p.character > line.length) out.push(`${where}: ${name} ${p.line}:${p.character} is past the end of its line`);
      else if ((starts[p.line] ?? 0) + p.character !== offset) out.push(`${where}: ${name} ${p.line}:${p.character} is not offset ${offset}`);
    }
  }
  return out;
}

/** What every reliability case asserts: no internal error, and every range inside the text. */
export function expectClean(text: string, diagnostics: readonly Diagnostic[]): void {
  expect(diagnostics.map((d) => d.code).filter((c) => c.endsWith("internal-error"))).toEqual([]);
  expect(rangeProblems(text, diagnostics)).toEqual([]);
}
