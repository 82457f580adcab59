/**
 * The rules the project cites, with their text where the source documents give it, and each
 * rule's number in both editions. Riftbound renumbered Recycle from 403 (Core Rules v1.1, Origins)
 * to 416; Magic renumbered Cycling from 702.26 (the source document's edition) to 702.29. The data
 * is one file (rules.json) so the texts are never scattered through code.
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
  /** Sub-rules keep their suffix in the other edition (416.3 ↔ 403.3); only where checked. */
  readonly sameSubrules?: boolean;
  /** The source document (shared/seeds) the text comes from. */
  readonly source?: string;
}

export interface RuleInfo {
  /** The number as asked for. */
  readonly number: string;
  /** The edition that number belongs to. */
  readonly edition: RulesEdition;
  /** The entry that matched: the rule itself, or the nearest parent rule with an entry. */
  readonly entry: RuleEntry;
  /** True when `entry` is the rule itself, not a parent. */
  readonly exact: boolean;
  /** The same rule's number in the other edition, when known. */
  readonly otherNumber: string | null;
  readonly otherEdition: RulesEdition;
  /** Human names of the editions, e.g. "Core Rules v1.1 (Origins)". */
  readonly editionName: string;
  readonly otherEditionName: string;
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

/**
 * A rule number as written in rules text and diagnostics: 416, 416.1.a, 052, 702.29a. Not part of
 * a longer word or code: the "052" of a collector code OGN-052 is no rule.
 */
export const RULE_NUMBER = /(?<![\w.\-/])\d{3}(?:\.\d+)*(?:\.?[a-z])?(?![\w-])/g;

/**
 * What the project knows about a rule number. The number is read in `edition` first (the one the
 * user works in), then in the other one, so "403.3" still finds Recycle for someone on the
 * current rules. A sub-rule without its own entry falls back to its nearest parent ("414.4" →
 * 414 Exhaust), which is then said to be inexact.
 */
export function ruleInfo(number: string, edition: RulesEdition = "current"): RuleInfo | undefined {
  const wanted = number.trim();
  const other: RulesEdition = edition === "current" ? "previous" : "current";
  for (const ed of [edition, other]) {
    for (let candidate: string | undefined = wanted; candidate; candidate = parentOf(candidate)) {
      const entry = RULES.rules.find((r) => r[ed] === candidate);
      if (!entry) continue;
      const otherEd: RulesEdition = ed === "current" ? "previous" : "current";
      const base = entry[otherEd];
      // A parent's other number carries the asked-for suffix only where that was checked
      // (416.3 ↔ 403.3); otherwise the sub-rule's other number is unknown.
      const exact = candidate === wanted;
      const otherNumber = base === null ? null : exact ? base : entry.sameSubrules ? base + wanted.slice(candidate.length) : null;
      return {
        number: wanted,
        edition: ed,
        entry,
        exact,
        otherNumber,
        otherEdition: otherEd,
        editionName: RULES.editions[entry.game][ed],
        otherEditionName: RULES.editions[entry.game][otherEd],
      };
    }
  }
  return undefined;
}

/** "416.1.a" → "416.1" → "416"; "702.29a" → "702.29" → "702"; a bare three-digit rule has none. */
function parentOf(number: string): string | undefined {
  const letter = /^(.*\d)\.?[a-z]$/.exec(number);
  if (letter) return letter[1];
  const dot = number.lastIndexOf(".");
  return dot > 0 ? number.slice(0, dot) : undefined;
}

/** Markdown for a hover: the number in both editions, the title, the text and where it is from. */
export function describeRule(info: RuleInfo): string {
  const { entry } = info;
  const game = entry.game === "riftbound" ? "Riftbound" : "Magic: The Gathering";
  const lines = [`**${info.number}** — ${entry.title} (${game}, ${info.editionName})`];
  const parent = entry[info.edition];
  const parentOther = entry[info.otherEdition];
  if (info.otherNumber !== null && info.otherNumber !== info.number) {
    lines.push("", `In the ${info.otherEditionName}: **${info.otherNumber}**.`);
  } else if (info.exact && info.otherNumber === null) {
    lines.push("", `Not in the ${info.otherEditionName}.`);
  }
  if (!info.exact) {
    const where = parentOther === null ? "" : `, which the ${info.otherEditionName} numbers ${parentOther}`;
    lines.push("", `The project has no text for ${info.number}. It is part of rule ${parent} (${entry.title})${where}.`);
  } else if (entry.text) {
    const wording = entry.textEdition && entry.textEdition !== info.edition ? ` (wording of the ${RULES.editions[entry.game][entry.textEdition]})` : "";
    lines.push("", `> ${entry.text}`, "", `Source: ${entry.source ?? "the rules"}${wording}.`);
  } else {
    lines.push("", "The rule's text is not in the project's source documents.");
  }
  if (entry.note && info.exact) lines.push("", entry.note);
  return lines.join("\n");
}
