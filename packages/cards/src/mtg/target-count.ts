/**
 * "Tap up to two target creatures", "return two target creatures to their owners' hands", "return
 * one or two target creature cards from your graveyard to your hand", "exile up to three target
 * cards from a single graveyard": several targets of one kind (601.2c). The sentence is
 * given back in its one-target form ("tap target creature", "return target creature to its
 * owner's hand"), for the effect readers and the target phrase reader, with the count beside it.
 * "Up to X" is read with `maxIsX`; counts that mix kinds ("target creature and target land") are not read.
 */
import type { MtgTargetCount } from "@recycle-rules/engine";
import { numberWord } from "./words.js";

const COUNTED = /\b(?:up to (one|two|three|four|five|x)|(one) or (two)|(two|three|four|five)|(any number) of) target (.+)$/;

/** The plural nouns of a counted target phrase, and their one-target forms. */
const PLURALS: readonly (readonly [RegExp, string])[] = [
  [/\bcreatures\b/g, "creature"],
  [/\bpermanents\b/g, "permanent"],
  [/\bartifacts\b/g, "artifact"],
  [/\benchantments\b/g, "enchantment"],
  [/\blands\b/g, "land"],
  [/\bcards\b/g, "card"],
  // Herald of the Forgotten: "permanent cards with cycling abilities", each "with a cycling ability".
  [/\bwith cycling abilities\b/g, "with a cycling ability"],
  // Each returned permanent goes to its own owner's hand (400.3).
  [/\bto their owners' hands\b/g, "to its owner's hand"],
];

export interface CountedTarget {
  /** The sentence with one "target", singular. */
  readonly words: string;
  readonly count: MtgTargetCount;
}

export function readTargetCount(words: string): CountedTarget | undefined {
  if ((words.match(/\btarget\b/g) ?? []).length !== 1) return undefined;
  const m = COUNTED.exec(words);
  if (!m) return undefined;
  // "any number of target …" (Herald of the Forgotten): none or more, as many as there are (601.2c).
  const anyNumber = m[5] !== undefined;
  const upTo = m[1] !== undefined || anyNumber;
  const oneOrTwo = m[2] !== undefined;
  // "up to X target artifacts" (Rampaging War Mammoth): the X of the spell or ability, bound as targets are chosen.
  const isX = m[1] === "x";
  const max = isX ? 0 : (numberWord(m[1] ?? m[3] ?? m[4] ?? "") ?? 0);
  const min = upTo ? 0 : oneOrTwo ? 1 : max;
  let phrase = m[6] ?? "";
  // "up to one target creature" is singular already; any larger count names its kind in the plural.
  if ((max > 1 || isX || anyNumber) && !PLURALS.some(([plural]) => new RegExp(plural.source).test(phrase))) return undefined;
  for (const [plural, one] of PLURALS) phrase = phrase.replace(plural, one);
  const sameGraveyard = /\bfrom a single graveyard\b/.test(phrase);
  phrase = phrase.replace(/\bfrom a single graveyard\b/, "from a graveyard");
  return { words: `${words.slice(0, m.index)}target ${phrase}`, count: { min, max, ...(isX ? { maxIsX: true } : {}), ...(anyNumber ? { anyNumber: true } : {}), ...(sameGraveyard ? { sameGraveyard } : {}) } };
}
