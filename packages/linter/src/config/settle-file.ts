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
  return settleFindings(diagnostics, findDirectives(source, "yaml", doc ? outsideScalars(doc) : undefined), rules);
}

/** A deck list's findings after its disable comments (`#` or `//` lines) and the config's severities. */
export function settleDeck(diagnostics: readonly Diagnostic[], source: SourceText, rules: RuleOverrides | undefined): Diagnostic[] {
  if (!source.text.includes(DISABLE_NEXT_LINE)) return settleFindings(diagnostics, [], rules);
  return settleFindings(diagnostics, findDirectives(source, "deck"), rules);
}

/** Whether an offset is outside every scalar of the document (read only when the text has a directive). */
function outsideScalars(doc: Document): (offset: number) => boolean {
  const spans: [number, number][] = [];
  visit(doc, {
    Scalar(_, node) {
      if (node.range) spans.push([node.range[0], node.range[1]]);
    },
  });
  return (offset) => !spans.some(([start, end]) => offset >= start && offset < end);
}
