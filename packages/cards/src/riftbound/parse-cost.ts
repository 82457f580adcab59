/**
 * Printed costs ("[2][R]", "5", "[4][P][P]") → PrintedCost. Used for custom cards in scenario
 * files, where the cost is written the way it reads on a card.
 */
import type { Domain, PrintedCost } from "@recycle-rules/engine";
import { closingIndex } from "../bounded-search.js";
import type { TextProblem } from "../problems.js";
import { closestWord } from "../suggest-word.js";
import { parseWithinLimits } from "../text-limits.js";
import { describeRiftSymbol, RIFT_SYMBOLS } from "./symbols.js";

export interface CostContext {
  /** The card's domains: lets "[C]" (this card's domain) resolve to a real domain. */
  readonly domains?: readonly Domain[];
}

export interface ParsedCost {
  readonly cost: PrintedCost;
  readonly problems: readonly TextProblem[];
}

/**
 * Parse a printed cost. Energy may be bracketed or bare ("[2]" or "2"); power is one symbol per
 * point. Never throws: anything it can't read becomes a problem and is left out of the cost.
 * Within `CARD_TEXT_LIMITS`, like card text.
 */
export function parseRiftCost(text: string, context: CostContext = {}): ParsedCost {
  return parseWithinLimits(text, (readable) => parseWholeCost(readable, context));
}

function parseWholeCost(text: string, context: CostContext): ParsedCost {
  let energy = 0;
  const power: (Domain | "any")[] = [];
  const problems: TextProblem[] = [];

  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/[\s,+]/.test(ch)) {
      i += 1;
      continue;
    }
    const digits = /^\d+/.exec(text.slice(i));
    if (digits) {
      energy += Number(digits[0]);
      i += digits[0].length;
      continue;
    }
    if (ch !== "[") {
      const end = nextBoundary(text, i);
      problems.push({ start: i, end, message: `Unexpected "${text.slice(i, end)}" in a cost: write energy as [2] and power as [R], [Fury], [A] …` });
      i = end;
      continue;
    }
    // Closed before any other "[" (a cost may run over lines).
    const close = closingIndex(text, i, "]", "[");
    if (close < 0) {
      problems.push({ start: i, end: i + 1, message: `"[" is never closed.` });
      i += 1;
      continue;
    }
    const token = { start: i, end: close + 1 };
    const inner = text.slice(i + 1, close).trim();
    i = close + 1;
    const info = describeRiftSymbol(inner);
    if (info === undefined) {
      const guess = closestWord(`[${inner}]`, Object.keys(RIFT_SYMBOLS));
      problems.push({
        ...token,
        message: `Unknown cost symbol [${inner}].${guess ? ` Did you mean ${guess}?` : ""}`,
        ...(guess ? { replacement: guess } : {}),
      });
    } else if (info.kind === "energy") {
      energy += info.amount;
    } else if (info.kind === "power") {
      if (info.domain !== "this") {
        power.push(info.domain);
      } else {
        const domains = context.domains ?? [];
        const only = domains.length === 1 ? domains[0] : undefined;
        if (only !== undefined) power.push(only);
        else problems.push({ ...token, message: "[C] means this card's domain, which is only clear for a card with exactly one domain: write the domain, e.g. [R]." });
      }
    } else {
      problems.push({ ...token, message: `[${inner}] (${info.kind}) is not part of a printed cost.` });
    }
  }
  return { cost: { energy, power }, problems };
}

function nextBoundary(text: string, from: number): number {
  let end = from + 1;
  while (end < text.length && !/[\s[,]/.test(text.charAt(end))) end += 1;
  return end;
}
