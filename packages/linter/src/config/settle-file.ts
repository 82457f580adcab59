import { visit, type Document } from "yaml";
import type { Diagnostic } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import { DISABLE_NEXT_LINE, findDirectives } from "./directives.js";
import { settleFindings } from "./settle.js";
import type { RuleOverrides } from "./types.js";

/**
 * A scenario's findings after its disable comments and the config's severities. A `#` line inside
 * a block scalar (a custom card's text) is part of the value, not a comment, so it disables nothing.
 */
export function settleScenario(diagnostics: readonly Diagnostic[], source: SourceText, doc: Document | undefined, rules: RuleOverrides | undefined): Diagnostic[] {
  if (!source.text.includes(DISABLE_NEXT_LINE)) return settleFindings(diagnostics, [], rules);
  return settleFindings(diagnostics, findDirectives(source, "yaml", doc ? outsideScalars(doc, source.text) : undefined), rules);
}

/** A deck list's findings after its disable comments (`#` or `//` lines) and the config's severities. */
export function settleDeck(diagnostics: readonly Diagnostic[], source: SourceText, rules: RuleOverrides | undefined): Diagnostic[] {
  if (!source.text.includes(DISABLE_NEXT_LINE)) return settleFindings(diagnostics, [], rules);
  return settleFindings(diagnostics, findDirectives(source, "deck"), rules);
}

/**
 * Whether an offset is outside every scalar of the document (read only when the text has a
 * directive, or when an editor asks where one may go: disableLineFix). A directive starts its
 * line, so only a scalar that spans lines (a block scalar, a multi-line quoted string) can hold
 * it; those are found once, in document order, and searched by halves, so many directives in a
 * big file cost n log n, not n².
 */
export function outsideScalars(doc: Document, text: string): (offset: number) => boolean {
  const spans: [number, number][] = [];
  visit(doc, {
    Scalar(_, node) {
      const range = node.range;
      if (!range) return;
      if (spansLines(text, range[0], range[1])) spans.push([range[0], range[1]]);
    },
  });
  spans.sort((a, b) => a[0] - b[0]);
  return (offset) => {
    let lo = 0;
    let hi = spans.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const [start, end] = spans[mid] as [number, number];
      if (offset < start) hi = mid - 1;
      else if (offset >= end) lo = mid + 1;
      else return false;
    }
    return true;
  };
}

/** Whether text[start, end) holds a line break; reads only that slice (an indexOf could read to the end of the text for each scalar). */
function spansLines(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
  }
  return false;
}
