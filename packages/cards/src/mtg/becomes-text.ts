/**
 * "Becomes" effects (205.1, 613.1): Reptilian Reflection's "[you may have] ~ become a 5/4 Dinosaur
 * creature with trample and haste in addition to its other types until end of turn" and Startling
 * Development's "Until end of turn, target creature becomes a blue Serpent with base power and
 * toughness 4/4"; Veiled Serpent's "~ becomes a 4/4 Serpent creature with "This creature can't
 * attack unless defending player controls an Island."" (no duration: for good, 611.2a; no "in
 * addition": it is no longer an enchantment, 205.1a); Crystalline Resonance's "become a copy of
 * another target permanent …" (707.2); Backslide's "turn target creature … face down" (708.2a).
 * Words are normalised (self-name.ts). A
 * wording not read whole stays unmodelled.
 */
import type { BecomesSpec, MtgAbility, MtgEffect } from "@recycle-rules/engine";
import { COMBAT_STATICS } from "./combat-text.js";
import { COLOR_WORDS, readKeywords, subtypeWords } from "./words.js";

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

const COLOR = `(${Object.keys(COLOR_WORDS).join("|")})`;

/** A quoted ability the engine reads: one of the combat restrictions ("This creature can't attack unless …"). */
function quotedCombatAbility(quoted: string): MtgAbility | undefined {
  const words = quoted.replace(/\.$/, "");
  for (const [pattern, read] of COMBAT_STATICS) {
    const m = pattern.exec(words);
    if (m) {
      // The words are lower case: the basic land types get their capitals back (205.3i).
      const text = (quoted.charAt(0).toUpperCase() + quoted.slice(1)).replace(/\b(plains|island|swamp|mountain|forest)\b/g, (w) => w.charAt(0).toUpperCase() + w.slice(1));
      return { kind: "static", effect: read(m), text: /\.$/.test(text) ? text : `${text}.` };
    }
  }
  return undefined;
}

export const BECOMES_EFFECT_READERS: readonly (readonly [RegExp, Reader])[] = [
  // Backslide: "Turn target creature with a morph ability face down" (708.2a); the target's words
  // are read by the effect parser. Only this target is accepted: another would have words that
  // parser may not read whole, and its target would silently widen.
  [/^turn target creature with a morph ability face down$/, () => [{ kind: "turn-target-face-down" }]],
  [
    // Crystalline Resonance: "[you may have] this enchantment become a copy of another target
    // permanent until your next turn, except it has this ability" (707.2, 707.9a). The target is
    // read from the words by the effect parser; without "until …" it lasts (611.2a).
    /^(?:~|this (?:enchantment|artifact|creature|permanent)) becomes? a copy of (?:another )?target (?:permanent|creature|artifact|enchantment|land)( until your next turn)?(, except it has this ability)?$/,
    (m) => [{ kind: "become-copy-of-target", until: m[1] ? "your-next-turn" : "indefinitely", keepsThisAbility: m[2] !== undefined }],
  ],
  [
    /^~ becomes? an? (\d+)\/(\d+) ([a-z ]+?) creature(?: with ([a-z ,]+?))? in addition to its other types until end of turn$/,
    (m) => {
      const keywords = m[4] === undefined ? [] : readKeywords(m[4]);
      if (!keywords) return undefined;
      const spec: BecomesSpec = { addTypes: ["Creature"], creatureTypes: subtypeWords(m[3] ?? ""), keepTypes: true, base: { power: Number(m[1]), toughness: Number(m[2]) }, keywords };
      return [{ kind: "becomes-until-end-of-turn", on: "self", spec }];
    },
  ],
  [
    /^~ becomes an? (\d+)\/(\d+) ([a-z ]+?) creature with ["“]([^"”]+)["”]$/,
    (m) => {
      const ability = quotedCombatAbility(m[4] ?? "");
      if (!ability) return undefined;
      const spec: BecomesSpec = {
        addTypes: ["Creature"],
        creatureTypes: subtypeWords(m[3] ?? ""),
        keepTypes: false,
        replacesCardTypes: true,
        base: { power: Number(m[1]), toughness: Number(m[2]) },
        keywords: [],
        abilities: [ability],
      };
      return [{ kind: "becomes-indefinitely", on: "self", spec }];
    },
  ],
  [
    new RegExp(`^until end of turn, target creature becomes an? (?:${COLOR} )?([a-z]+) with base power and toughness (\\d+)/(\\d+)$`),
    (m) => {
      const color = m[1] === undefined ? undefined : COLOR_WORDS[m[1]];
      const spec: BecomesSpec = {
        addTypes: [],
        creatureTypes: subtypeWords(m[2] ?? ""),
        keepTypes: false,
        ...(color ? { colors: [color] } : {}),
        base: { power: Number(m[3]), toughness: Number(m[4]) },
        keywords: [],
      };
      return [{ kind: "becomes-until-end-of-turn", on: "target", spec }];
    },
  ],
];
