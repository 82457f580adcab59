/**
 * Aura wording (303.4, 702.5): "Enchant creature", "Enchant land", "Enchant permanent"; and what
 * the Aura gives the permanent it is attached to: "Enchanted creature gets +2/+5.", "Enchanted
 * creature gets +1/+0 and has trample.", "Enchanted creature has flying." Words are normalised
 * (self-name.ts). Withering Hex's "gets -1/-1 for each plague counter on ~" multiplies by the Aura's
 * counters; Sigil of the Nayan Gods's "for each creature you control" multiplies by its controller's
 * creatures (gets-text.ts); Crystal Carapace's "and has ward {2}" gives the ward ability (702.21a).
 * A phrase not read whole is left to the other readers, so it stays unmodelled.
 */
import type { EnchantSpec, MtgStatic } from "@recycle-rules/engine";
import { readTargetPhrase } from "./target-phrase.js";
import { readGetsCount } from "./gets-text.js";
import { readKeywords } from "./words.js";


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
    // Lingering Mirage: "Enchanted land is an Island." (305.7)
    /^enchanted land is an? (plains|island|swamp|mountain|forest)$/,
    (m) => ({ kind: "enchanted-land-is", landType: (m[1] ?? "").charAt(0).toUpperCase() + (m[1] ?? "").slice(1) }),
  ],
  [
    // Crystal Carapace: "… and has ward {2}" (702.21a).
    /^enchanted (?:creature|permanent) gets ([+-]\d+)\/([+-]\d+) and has ward ((?:\{\d+\})+)$/,
    (m) => ({ kind: "enchanted-gets", power: signedNumber(m[1]), toughness: signedNumber(m[2]), keywords: [], ward: { kind: "mana", mana: (m[3] ?? "").toUpperCase() } }),
  ],
  [
    // Sigil of the Nayan Gods: "… for each creature you control" (its controller's, counted as it applies).
    /^enchanted creature gets ([+-]\d+)\/([+-]\d+) for each (?!([a-z]+) counter on ~$)(.+)$/,
    (m) => {
      const per = readGetsCount(m[4] ?? "");
      return per ? { kind: "enchanted-gets", power: signedNumber(m[1]), toughness: signedNumber(m[2]), keywords: [], per } : undefined;
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
