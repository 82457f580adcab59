/**
 * Annihilator N (702.86a): "Whenever this creature attacks, defending player sacrifices N
 * permanents." Read as the triggered ability it stands for; each instance triggers on its own
 * (702.86b), so a list of two is two abilities. Words are normalised (self-name.ts).
 */
import type { MtgAbility } from "@recycle-rules/engine";
import { NUMBER_PATTERN, numberWord } from "./words.js";

const ANNIHILATOR = new RegExp(`^annihilator (${NUMBER_PATTERN})$`);

/** The triggered ability "Annihilator N" stands for, or undefined. `text` is the keyword as printed. */
export function readAnnihilator(words: string, text: string): MtgAbility | undefined {
  const m = ANNIHILATOR.exec(words);
  const n = m ? numberWord(m[1] ?? "") : undefined;
  if (n === undefined) return undefined;
  return { kind: "triggered", trigger: "whenever-attacks", optional: false, effect: [{ kind: "sacrifice-permanents", who: "that-player", count: { kind: "fixed", n } }], text };
}
