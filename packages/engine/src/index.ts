/**
 * @recycle-rules/engine — pure rules, no I/O. `apply(state, action)` returns the next state, the
 * events and the violations; every violation cites the rule it enforces.
 */
export * from "./kernel/types.js";
export * from "./kernel/events.js";
export * from "./kernel/result.js";
export { citeStepResult } from "./kernel/cite.js";
export { nextRandom, shuffled, seedRng } from "./kernel/rng.js";
export { zoneOf, cardsIn, copiesIn, nameKey, zoneIndexProblems } from "./kernel/zones.js";
export { firstOf } from "./kernel/find.js";
export * from "./riftbound/index.js";
export * from "./mtg/index.js";
export { ruleEntries, ruleEditionName } from "./rules/rules.js";
export type { RuleEntry, RulesEdition, RulesGame } from "./rules/rules.js";
