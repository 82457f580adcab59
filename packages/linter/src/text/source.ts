import type { Position, Range } from "../diagnostics/types.js";

/**
 * The text being linted, with the line index needed to turn offsets into LSP positions. Line
 * breaks are "\n", "\r\n" and a lone "\r", as LSP counts them. Every range it makes is clamped to
 * the document, so no caller can produce a range outside it.
 */
export class SourceText {
  private readonly lineStarts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.lineStarts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) this.lineStarts.push(i + 1);
    }
  }

  /**
   * An offset inside the document and not inside a line break: one between "\r" and "\n" would
   * be a column past the end of its line, so it moves to the end of the line (before the "\r").
   */
  private clamp(offset: number): number {
    if (!Number.isFinite(offset) || offset < 0) return 0;
    const at = Math.min(Math.trunc(offset), this.text.length);
    return at > 0 && this.text.charCodeAt(at) === 10 && this.text.charCodeAt(at - 1) === 13 ? at - 1 : at;
  }

  position(offset: number): Position {
    const at = this.clamp(offset);
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: at - (this.lineStarts[lo] ?? 0) };
  }

  range(start: number, end: number): Range {
    const s = this.clamp(start);
    const e = Math.max(s, this.clamp(end));
    return { start: this.position(s), end: this.position(e), startOffset: s, endOffset: e };
  }

  slice(range: Range): string {
    return this.text.slice(range.startOffset, range.endOffset);
  }
}
