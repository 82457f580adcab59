/**
 * Aura wording (303.4, 702.5): "Enchant creature", "Enchant land", "Enchant permanent"; and what
 * the Aura gives the permanent it is attached to: "Enchanted creature gets +2/+5.", "Enchanted
 * creature gets +1/+0 and has trample.", "Enchanted creature has flying." Words are normalised
 * (self-name.ts). Withering Hex's "gets -1/-1 for each plague counter on ~" multiplies by the Aura's
 * counters. A phrase not read whole (ward {2}, "for each creature you control") is left to the other readers,
 * so it stays unmodelled.
 */
import type { EnchantSpec, MtgStatic } from "@recycle-rules/engine";
import { readTargetPhrase } from "./target-phrase.js";
import { simpleKeyword } from "./words.js";

/** "trample", "flying and first strike": every keyword known, or undefined. */
function readKeywords(words: string): string[] | undefined {
  const parts = words.split(/, and |, | and /).filter(Boolean);
  const keywords = parts.map(simpleKeyword);
  return parts.length > 0 && keywords.every((k) => k !== undefined) ? (keywords as string[]) : undefined;
}

/** "creature", "land", "permanent", "creature you control": the enchant ability's object (702.5a). */
function readEnchantPhrase(phrase: string): EnchantSpec | undefined {
  const spec = readTargetPhrase(phrase);
  if (spec === undefined || spec === "creature" || spec === "creature-you-control") return spec;
  return typeof spec === "object" && "permanent" in spec ? spec : undefined;
}

const signedNumber = (s: string | undefined): number => Number((s ?? "0").replace("+", ""));

export const AURA_STATICS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgStatic | undefined])[] = [
  [
    /^enchant ([a-z ]+)$/,
    (m) => {
      const what = readEnchantPhrase(m[1] ?? "");
      return what ? { kind: "enchant", what } : undefined;
    },
  ],
  [
    /^enchanted (?:creature|permanent) gets ([+-]\d+)\/([+-]\d+)(?: and has (.+))?$/,
    (m) => {
      const keywords = m[3] === undefined ? [] : readKeywords(m[3]);
      return keywords ? { kind: "enchanted-gets", power: signedNumber(m[1]), toughness: signedNumber(m[2]), keywords } : undefined;
    },
  ],
  [
    /^enchanted creature gets ([+-]\d+)\/([+-]\d+) for each ([a-z]+) counter on ~$/,
    (m) => ({ kind: "enchanted-gets", power: signedNumber(m[1]), toughness: signedNumber(m[2]), keywords: [], perCounterOnAura: m[3] ?? "" }),
  ],
  [
    /^enchanted (?:creature|permanent) has (.+)$/,
    (m) => {
      const keywords = readKeywords(m[1] ?? "");
      return keywords ? { kind: "enchanted-gets", power: 0, toughness: 0, keywords } : undefined;
    },
  ],
];
