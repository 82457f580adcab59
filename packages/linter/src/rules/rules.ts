/**
 * Rule hovers: what the project knows about a rule number, in the edition the user works in and
 * the other one. The rules themselves (numbers in both editions, titles, texts, editions' names)
 * are the engine's rules data, the one source the engine also cites Magic's rules from; this
 * module reads it through @recycle-rules/engine and re-exports its types and `ruleEntries`.
 */
import { ruleEditionName, ruleEntries, type RuleEntry, type RulesEdition, type RulesGame } from "@recycle-rules/engine";

export { ruleEntries };
export type { RuleEntry, RulesEdition, RulesGame };

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
      const entry = ruleEntries().find((r) => r[ed] === candidate);
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
        editionName: ruleEditionName(entry.game, ed),
        otherEditionName: ruleEditionName(entry.game, otherEd),
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
    const wording = entry.textEdition && entry.textEdition !== info.edition ? ` (wording of the ${ruleEditionName(entry.game, entry.textEdition)})` : "";
    lines.push("", `> ${entry.text}`, "", `Source: ${entry.source ?? "the rules"}${wording}.`);
  } else {
    lines.push("", "The rule's text is not in the project's source documents.");
  }
  if (entry.note && info.exact) lines.push("", entry.note);
  return lines.join("\n");
}
