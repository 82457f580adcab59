/**
 * The rules the project cites, each with its number in both editions and, where the source
 * documents give it, its text. Riftbound renumbered Recycle from 403 (Core Rules v1.1, Origins)
 * to 416; Magic renumbered Cycling from 702.26 (the source document's edition) to 702.29. This is
 * the one place rule numbers by edition are written down (rules.json, so the texts are never
 * scattered through code): the engine cites Magic's rules from it (`citeMtg`), the linter's
 * hovers describe rules from it.
 */
import data from "./rules.json" with { type: "json" };

export type RulesGame = "riftbound" | "mtg";
/** "current": the rules in force today; "previous": Riftbound v1.1 (Origins) / Magic's older edition. */
export type RulesEdition = "current" | "previous";

export interface RuleEntry {
  readonly game: RulesGame;
  /** The number today; null when the rule is only in the older edition. */
  readonly current: string | null;
  /** The number in the older edition; null when the rule is new. */
  readonly previous: string | null;
  readonly title: string;
  /** The rule's text, quoted from a source document; absent when the sources don't have it. */
  readonly text?: string;
  /** Which edition's wording `text` is. */
  readonly textEdition?: RulesEdition;
  readonly note?: string;
  /** How the editions differ at this rule, in one line (the engine's CYCLING_RULES notes). */
  readonly editionNote?: string;
  /** Sub-rules keep their suffix in the other edition (416.3 ↔ 403.3); only where checked. */
  readonly sameSubrules?: boolean;
  /** The source document (shared/seeds) the text comes from. */
  readonly source?: string;
}

interface RulesData {
  readonly editions: Readonly<Record<RulesGame, Readonly<Record<RulesEdition, string>>>>;
  readonly rules: readonly RuleEntry[];
}

const RULES = data as RulesData;

/** Every rule entry, in document order. */
export function ruleEntries(): readonly RuleEntry[] {
  return RULES.rules;
}

/** A human name of an edition, e.g. "Core Rules v1.1 (Origins)" for Riftbound's previous one. */
export function ruleEditionName(game: RulesGame, edition: RulesEdition): string {
  return RULES.editions[game][edition];
}
