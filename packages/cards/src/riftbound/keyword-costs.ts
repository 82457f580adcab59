/**
 * Keyword lines that carry a cost of their own: a spell's "[Flow] [4][R]" (play it from the trash
 * for that cost, then banish it) and "[Repeat] [2]" (820: an optional additional cost that repeats
 * its instructions). The cost is energy and power only, as printed.
 */
import type { Domain, PrintedCost } from "@recycle-rules/engine";
import { trimSpan, type Span } from "../text-spans.js";
import { readBracketRun } from "./symbol-runs.js";
import { describeRiftSymbol } from "./symbols.js";

export type CostedKeyword = "Flow" | "Repeat";

export interface KeywordCost {
  readonly keyword: CostedKeyword;
  readonly cost: PrintedCost;
}

const HEAD = /^\[(flow|repeat)\]/i;

/**
 * Reads a whole line (reminder text already masked) as "[Flow] <cost>" or "[Repeat] <cost>".
 * Undefined when the line is anything else, or its cost holds a symbol that isn't energy or power
 * (then the line is read as before, and what it says stays unmodelled).
 */
export function readKeywordCostLine(masked: string, line: Span, domains: readonly Domain[] = []): KeywordCost | undefined {
  const span = trimSpan(masked, line);
  const head = HEAD.exec(masked.slice(span.start, span.end));
  if (!head) return undefined;
  const tokens = readBracketRun(masked, { start: span.start + head[0].length, end: span.end });
  if (!tokens) return undefined;
  let energy = 0;
  const power: (Domain | "any")[] = [];
  for (const token of tokens) {
    const info = describeRiftSymbol(token.inner);
    if (info?.kind === "energy") energy += info.amount;
    else if (info?.kind === "power" && info.domain !== "this") power.push(info.domain);
    else if (info?.kind === "power" && domains.length === 1 && domains[0] !== undefined) power.push(domains[0]);
    else return undefined;
  }
  const keyword: CostedKeyword = (head[1] ?? "").toLowerCase() === "flow" ? "Flow" : "Repeat";
  return { keyword, cost: { energy, power } };
}
