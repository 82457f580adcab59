import { RULE_NUMBER, describeRule, ruleInfo, type RulesEdition } from "../rules/rules.js";
import { describeCard } from "./card-info.js";
import { resolveCard, scalarAt, type ScenarioAnalysis } from "./document.js";

export interface HoverResult {
  /** Offsets of the text the hover is about. */
  readonly start: number;
  readonly end: number;
  readonly markdown: string;
}

export interface HoverOptions {
  /** Which edition's numbering the user works in (a bare number is read in it first). */
  readonly edition?: RulesEdition;
}

/**
 * What the editor shows under the mouse: a rule number anywhere on the line (a value, an
 * `illegal:`, a comment, an `events:` entry) shows the rule; a value naming a card (by name,
 * code or copy id) shows the card.
 */
export function hoverAt(analysis: ScenarioAnalysis, offset: number, options: HoverOptions = {}): HoverResult | undefined {
  return ruleHover(analysis, offset, options.edition ?? "current") ?? cardHover(analysis, offset);
}

function ruleHover(analysis: ScenarioAnalysis, offset: number, edition: RulesEdition): HoverResult | undefined {
  const { text } = analysis;
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const newline = text.indexOf("\n", offset);
  const line = text.slice(lineStart, newline < 0 ? text.length : newline);
  for (const match of line.matchAll(RULE_NUMBER)) {
    const start = lineStart + (match.index ?? 0);
    const end = start + match[0].length;
    if (offset < start || offset > end) continue;
    const info = ruleInfo(match[0], edition);
    return info ? { start, end, markdown: describeRule(info) } : undefined;
  }
  return undefined;
}

function cardHover(analysis: ScenarioAnalysis, offset: number): HoverResult | undefined {
  const at = scalarAt(analysis, offset);
  if (!at || at.isKey || typeof at.node.value !== "string") return undefined;
  // Free text names cards in passing ("Vi can't pay…"): only values that are whole references count.
  const key = [...at.path].reverse().find((p) => typeof p === "string");
  if (key === "scenario" || key === "source" || key === "text" || key === "events") return undefined;
  const ref = at.node.value.trim();
  const copy = analysis.ids.get(ref.toLowerCase());
  const def = resolveCard(analysis, ref);
  if (!def) return undefined;
  const custom = analysis.catalog.lookup(def.name) !== def;
  const options = { ...(copy && copy.id.toLowerCase() !== def.name.toLowerCase() ? { copyId: copy.id } : {}), custom };
  return { start: at.start, end: valueEnd(analysis.text, at.start, at.end), markdown: describeCard(def, options) };
}

/** A plain scalar's range may run over trailing spaces before a comment; hover only the text. */
function valueEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1] ?? "")) e--;
  return e;
}
