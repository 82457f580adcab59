/**
 * Rule numbers by edition. The project cites the Comprehensive Rules of 2025-11-14 ("current").
 * The project's source document quotes an older edition (~2009–2011, "seed") that numbers
 * Cycling 702.26; the current rules number it 702.29 and add 702.29d ("cycles or discards") and
 * the last sentence of 702.29f. The engine thinks in current numbers and turns them into the
 * edition a scenario asks for when it cites them. Cycling's numbers in both editions come from
 * the project's rules data (../rules/rules.json), whose "previous" edition is the seed here; the
 * seed's other numbers are not known from the sources, so in the seed edition they are cited as
 * the current CR's, labelled so (CURRENT_CR_LABEL).
 */
import { ruleEntries } from "../rules/rules.js";

/** "current": the Comprehensive Rules in force (Cycling = 702.29). "seed": the source document's edition (702.26). */
export type MtgEdition = "current" | "seed";

export interface CyclingRuleMapping {
  readonly current: string;
  /** null: the seed edition has no counterpart, so the current number is cited even there. */
  readonly seed: string | null;
  readonly note?: string;
}

/** 702.29 and its sub-rules, as the current rules number them. */
const CYCLING_FAMILY = /^702\.29[a-z]?$/;

/** Cycling and typecycling in both editions, in rule order: the rules data's 702.29 entries. */
export const CYCLING_RULES: readonly CyclingRuleMapping[] = ruleEntries().flatMap((entry) =>
  entry.game === "mtg" && entry.current !== null && CYCLING_FAMILY.test(entry.current)
    ? [{ current: entry.current, seed: entry.previous, ...(entry.editionNote === undefined ? {} : { note: entry.editionNote }) }]
    : [],
);

/**
 * How a citation in the seed edition says that its number is the current Comprehensive Rules'
 * (2025-11-14): "118.3 (current CR)". The seed edition (~2009–2011) numbered most rules
 * differently (costs 117 rather than 118, priority 116, drawing 120, the keyword actions …), and
 * the project's sources verify only Cycling's numbers there, so every other number is labelled
 * rather than guessed.
 */
export const CURRENT_CR_LABEL = "(current CR)";

/**
 * A rule number in a citation or a sentence (118, 118.3, 702.29a, 601.2f), not part of a longer
 * number or word, and not already labelled.
 */
const NUMBER = /(?<![\w.\-/])\d{3}(?:\.\d+)?[a-z]?(?![\w-]|\.\d| \(current CR\))/g;
const LABELLED = / \(current CR\)/g;
const SEED_CYCLING = /^702\.26[a-e]?$/;

/**
 * Writes `rule` (numbered as edition `from`) the way `edition` numbers it; `rule` may be a list
 * ("702.29f / 602.5") or a sentence, and each number in it is cited. Current → seed: Cycling's
 * numbers become the seed's (702.29e → 702.26d), and every other number, 702.29d included (the
 * seed has no counterpart), keeps its current number with the label " (current CR)"; a seed
 * number or a labelled one is left as it is, so citing twice changes nothing. Seed → current:
 * the seed's Cycling numbers become the current ones and the labels go.
 */
export function citeMtg(rule: string, edition: MtgEdition, from: MtgEdition = "current"): string {
  if (edition === from) return rule;
  if (edition === "current") {
    return rule.replace(LABELLED, "").replace(NUMBER, (whole) => CYCLING_RULES.find((m) => m.seed === whole)?.current ?? whole);
  }
  return rule.replace(NUMBER, (whole) => {
    if (SEED_CYCLING.test(whole)) return whole;
    return CYCLING_RULES.find((m) => m.current === whole)?.seed ?? `${whole} ${CURRENT_CR_LABEL}`;
  });
}

/** A citation without its edition label: "118.3 (current CR)" → "118.3". */
export function bareRule(rule: string): string {
  return rule.replace(LABELLED, "");
}
