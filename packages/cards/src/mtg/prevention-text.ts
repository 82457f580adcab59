/**
 * Prevention wording (615): "Prevent the next 4 damage that would be dealt to any target this
 * turn" (615.7), "Prevent all damage that would be dealt to it this turn" (the target of the
 * sentence before), and Rune of Protection's "The next time a red source of your choice would
 * deal damage to you this turn, prevent that damage" (609.7). Words are normalised (self-name.ts).
 */
import type { MtgEffect, SourceQuality } from "@recycle-rules/engine";
import { COLOR_WORDS, NUMBER_PATTERN, numberWord } from "./words.js";

/** "red", "artifact", "land": a colour word or a card type a source may have. */
function quality(word: string): SourceQuality | undefined {
  const color = COLOR_WORDS[word];
  if (color) return { color };
  const type = ["artifact", "land", "creature", "enchantment"].find((t) => t === word);
  return type ? { type: type.charAt(0).toUpperCase() + type.slice(1) } : undefined;
}

export const PREVENTION_EFFECT_READERS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgEffect[] | undefined])[] = [
  [
    new RegExp(`^prevent the next (${NUMBER_PATTERN}) damage that would be dealt to any target this turn$`),
    (m) => {
      const n = numberWord(m[1] ?? "");
      return n === undefined ? undefined : [{ kind: "prevent-damage", to: "target", shield: { kind: "next-n", n } }];
    },
  ],
  [/^prevent all damage that would be dealt to (?:it|that creature|target creature) this turn$/, () => [{ kind: "prevent-damage", to: "target", shield: { kind: "all" } }]],
  [
    /^the next time an? ([a-z]+) source of your choice would deal damage to you this turn, prevent that damage$/,
    (m) => {
      const q = quality(m[1] ?? "");
      return q ? [{ kind: "prevent-damage", to: "you", shield: { kind: "next-from-chosen-source", quality: q } }] : undefined;
    },
  ],
];
