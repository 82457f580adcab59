/**
 * Rule numbers by edition. The project's source document quotes an older Comprehensive Rules
 * edition that numbers Cycling 702.26; the current rules number it 702.29 and add 702.29d
 * ("cycles or discards") and the last sentence of 702.29f. The engine thinks in current numbers
 * and turns them into the edition a scenario asks for when it cites them. The numbers of both
 * editions come from the project's rules data (../rules/rules.json), whose "previous" edition is
 * the seed here.
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

const RULE = /\b702\.(29|26)([a-f])?\b/g;

/**
 * Writes `rule` (numbered as edition `from`) the way `edition` numbers it. Only Cycling was
 * renumbered between the two editions as far as this project knows; every other number passes
 * through. Several rules in one string ("702.29f / 602.5") are each mapped.
 */
export function citeMtg(rule: string, edition: MtgEdition, from: MtgEdition = "current"): string {
  if (edition === from) return rule;
  return rule.replace(RULE, (whole) => {
    const entry = CYCLING_RULES.find((m) => (from === "current" ? m.current : m.seed) === whole);
    if (!entry) return whole;
    return (edition === "current" ? entry.current : entry.seed) ?? entry.current;
  });
}
