/**
 * Rule numbers by edition. The project's source document quotes an older Comprehensive Rules
 * edition that numbers Cycling 702.26; the current rules number it 702.29 and add 702.29d
 * ("cycles or discards") and the last sentence of 702.29f. The engine thinks in current numbers
 * and turns them into the edition a scenario asks for when it cites them.
 */

/** "current": the Comprehensive Rules in force (Cycling = 702.29). "seed": the source document's edition (702.26). */
export type MtgEdition = "current" | "seed";

export interface CyclingRuleMapping {
  readonly current: string;
  /** null: the seed edition has no counterpart, so the current number is cited even there. */
  readonly seed: string | null;
  readonly note?: string;
}

export const CYCLING_RULES: readonly CyclingRuleMapping[] = [
  { current: "702.29", seed: "702.26" },
  { current: "702.29a", seed: "702.26a" },
  { current: "702.29b", seed: "702.26b" },
  { current: "702.29c", seed: "702.26c", note: "the seed says \"to pay a cycling cost\"; the current text \"to pay an activation cost of a cycling ability\"" },
  { current: "702.29d", seed: null, note: "\"cycles or discards\" triggers once per cycle: new in the current rules" },
  { current: "702.29e", seed: "702.26d" },
  {
    current: "702.29f",
    seed: "702.26e",
    note: "the English seed text lacks the cost-change sentence (its French translation has it) and the last sentence (\"looks for a card with cycling\")",
  },
];

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
