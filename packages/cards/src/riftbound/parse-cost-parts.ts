/**
 * Cost parts of activated abilities and additional play costs: the comma-separated list before
 * the colon in "Recycle 3 from your trash, [1], [E]: Draw 1."
 */
import type { CostPart } from "@recycle-rules/engine";
import type { TextProblem } from "../problems.js";
import { normalizedBody, type Span } from "../text-spans.js";
import { parseCardMatch } from "./parse-card-match.js";
import { parseRecyclePhrase } from "./recycle-phrase.js";
import { readBracketRun, type BracketToken } from "./symbol-runs.js";
import { describeRiftSymbol } from "./symbols.js";

export type CostPartResult =
  | { readonly ok: true; readonly parts: readonly CostPart[]; readonly problems: readonly TextProblem[] }
  /** `costLike`: the words read like a cost ("Discard a card"), so the colon is an ability's. */
  | { readonly ok: false; readonly costLike: boolean; readonly problems: readonly TextProblem[] };

const WORD_PARTS: readonly (readonly [RegExp, CostPart])[] = [
  [/^(?:recycle this|recycle me)$/i, { kind: "recycle-self" }],
  [/^(?:kill this|kill me)$/i, { kind: "kill-self" }],
  [/^(?:exhaust this|exhaust me)$/i, { kind: "exhaust-self" }],
  [/^kill (?:a|one) friendly unit$/i, { kind: "kill-friendly-unit" }],
  // Zed, Master of Shadows: payable only while Empowered (rulings R35).
  [/^disempower me$/i, { kind: "disempower-self" }],
  // The Zero Drive: "Banish this" as a cost (427).
  [/^(?:banish this|banish me)$/i, { kind: "banish-self" }],
];

/** Verbs that start a cost we may not model ("Discard a card", "Pay [1]"). */
const COST_VERBS = /^(?:recycle|kill|exhaust|discard|pay|spend|banish|return|reveal|\[)/i;

export function parseCostPart(text: string, span: Span): CostPartResult {
  const run = readBracketRun(text, span);
  if (run) return symbolCost(run);

  const body = normalizedBody(text, span);
  for (const [pattern, part] of WORD_PARTS) {
    if (pattern.test(body)) return { ok: true, parts: [part], problems: [] };
  }
  // "Discard a spell" (Mel, Defiant Soul's [Empower]), "Discard 1" (422).
  const discard = /^discard (\d+|a|an|one|two) ?(.*)$/i.exec(body);
  if (discard) {
    const count = /^\d+$/.test(discard[1] ?? "") ? Number(discard[1]) : ({ a: 1, an: 1, one: 1, two: 2 } as Record<string, number>)[(discard[1] ?? "").toLowerCase()];
    const noun = (discard[2] ?? "").trim();
    const match = noun === "" ? {} : parseCardMatch(`a ${noun}`);
    if (count !== undefined && match) return { ok: true, parts: [{ kind: "discard", count, match }], problems: [] };
  }
  const recycle = parseRecyclePhrase(body);
  if (recycle && typeof recycle.count === "number" && !recycle.upTo) {
    // As a cost the full count must be paid (416.3); "up to" and "all" make no sense here.
    return { ok: true, parts: [{ kind: "recycle", count: recycle.count, from: recycle.from, filter: recycle.filter }], problems: [] };
  }
  return { ok: false, costLike: COST_VERBS.test(body), problems: [] };
}

function symbolCost(tokens: readonly BracketToken[]): CostPartResult {
  const parts: CostPart[] = [];
  const problems: TextProblem[] = [];
  let known = true;
  for (const token of tokens) {
    const info = describeRiftSymbol(token.inner);
    if (info === undefined) {
      // Unknown symbols are reported once, by the text checker; here they just spoil the cost.
      known = false;
    } else if (info.kind === "might") {
      problems.push({ ...token.span, message: "[M] is Might, not something that can be paid: it can't be part of a cost." });
      known = false;
    } else if (info.kind === "exhaust") {
      parts.push({ kind: "exhaust-self" });
    } else if (info.kind === "energy") {
      parts.push({ kind: "energy", amount: info.amount });
    } else if (info.kind === "power") {
      parts.push({ kind: "power", domain: info.domain, amount: 1 });
    } else {
      // An arrow ([>]) is layout, not something paid.
      known = false;
    }
  }
  return known ? { ok: true, parts, problems } : { ok: false, costLike: true, problems };
}

/**
 * Combine repeated symbols into amounts: "[1][1]" → energy 2, "[R][R]" → 2 Fury power. Keeps the
 * order in which each kind first appeared, which is the order the text lists them.
 */
export function mergeCostParts(parts: readonly CostPart[]): CostPart[] {
  const merged: CostPart[] = [];
  for (const part of parts) {
    if (part.kind === "energy") {
      const index = merged.findIndex((p) => p.kind === "energy");
      const prev = merged[index];
      if (prev?.kind === "energy") {
        merged[index] = { kind: "energy", amount: prev.amount + part.amount };
        continue;
      }
    } else if (part.kind === "power") {
      const index = merged.findIndex((p) => p.kind === "power" && p.domain === part.domain);
      const prev = merged[index];
      if (prev?.kind === "power") {
        merged[index] = { kind: "power", domain: part.domain, amount: prev.amount + part.amount };
        continue;
      }
    }
    merged.push(part);
  }
  return merged;
}

