/**
 * Effect sentences of single cycling cards, each read whole (words normalised, the card's name as
 * "~"): a permanent put on top of its owner's library, damage counted from the battlefield or
 * dealt to each creature of a kind and each player, untapping lands or a choice of tap or untap,
 * drawing then discarding as many, exiling everything of some kinds, and "counter … unless its
 * controller pays {1} for each card in your graveyard". `SPELL_LINE_TEMPLATES` reads a spell's
 * line of several sentences that only mean something together ("Untap those creatures", "Exile
 * that card").
 */
import type { MtgEffect, MtgTargetSpec, PermanentFilter } from "@recycle-rules/engine";
import { readAllPermanentsPhrase, readTargetPhrase } from "./target-phrase.js";
import { typeQueryFromWords } from "./type-line.js";
import { NUMBER_PATTERN, numberWord, singular } from "./words.js";

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

/** The permanent filters of a phrase read whole with no controller ("creature with flying"); undefined otherwise. */
function filtersOf(phrase: string | undefined): readonly PermanentFilter[] | undefined {
  const spec = readTargetPhrase(phrase ?? "");
  if (spec === "creature") return [{ supertypes: [], types: ["Creature"], subtypes: [] }];
  // A role in combat ("attacking creature") is read by targets only.
  return typeof spec === "object" && "permanent" in spec && spec.controller === undefined && !spec.permanent.some((f) => f.combat) ? spec.permanent : undefined;
}

export const ASSORTED_EFFECT_READERS: readonly (readonly [RegExp, Reader])[] = [
  // Aura Extraction: its owner's library (400.3), on top.
  [/^put target (.+) on top of its owner's library$/, (m) => (readTargetPhrase(m[1] ?? "") !== undefined ? [{ kind: "target-to-library-top" }] : undefined)],
  // Gempalm Incinerator: X counts every such permanent, anyone's, as the ability resolves.
  [
    /^(?:~|it) deals? x damage to target (.+), where x is the number of ([a-z]+) on the battlefield$/,
    (m) => (readTargetPhrase(m[1] ?? "") !== undefined ? [{ kind: "damage", to: "target", amount: { kind: "count", query: typeQueryFromWords(singular(m[2] ?? "")), zone: "battlefield" } }] : undefined),
  ],
  // Claws of Wirewood.
  [
    /^~ deals (\d+) damage to each (.+?) and each player$/,
    (m) => {
      const creatures = filtersOf(m[2]);
      return creatures ? [{ kind: "damage-each", amount: { kind: "fixed", n: Number(m[1]) }, creatures, players: true }] : undefined;
    },
  ],
  // Flame Blitz: each planeswalker, nothing targeted (120.3c).
  [/^(?:~|this enchantment) deals (\d+) damage to each planeswalker$/, (m) => [{ kind: "damage-each", amount: { kind: "fixed", n: Number(m[1]) }, creatures: [], players: false, planeswalkers: true }]],
  // Cloud of Faeries.
  [new RegExp(`^untap up to (${NUMBER_PATTERN}) lands$`), (m) => [{ kind: "untap-lands", max: numberWord(m[1] ?? "") ?? 0 }]],
  // Gilded Light: shroud for a player (702.18a).
  [/^you gain shroud until end of turn$/, () => [{ kind: "you-gain-shroud" }]],
  // Esper Sojourners.
  [/^tap or untap target permanent$/, () => [{ kind: "tap-or-untap-target" }]],
  // Ancient Excavation: the hand is counted as it resolves (the spell itself is on the stack).
  [
    /^draw cards equal to the number of cards in your hand, then discard a card for each card drawn this way$/,
    () => [{ kind: "draw-then-discard-drawn", count: { kind: "cards-in-your", zone: "hand" } }],
  ],
  // Countervailing Winds: {1} for each card in its controller's graveyard, counted as it resolves.
  [
    /^counter target spell unless its controller pays \{1\} for each card in your graveyard$/,
    () => [{ kind: "counter-target", unlessPaysGeneric: { kind: "cards-in-your", zone: "graveyard" } }],
  ],
  // Decree of Annihilation.
  [
    /^exile all (.+) from the battlefield, all cards from all graveyards, and all cards from all hands$/,
    (m) => {
      const permanents = readAllPermanentsPhrase(m[1] ?? "");
      return permanents ? [{ kind: "exile-all", permanents, graveyards: true, hands: true }] : undefined;
    },
  ],
];

export interface SpellLine {
  readonly effect: MtgEffect[];
  readonly target?: MtgTargetSpec;
}

/** Whole spell lines (sentences joined by ". "), read only as a whole. */
export const SPELL_LINE_TEMPLATES: readonly (readonly [RegExp, (m: RegExpExecArray) => SpellLine | undefined])[] = [
  // Gleam of Resistance: "those creatures" are the ones the first sentence changed (611.2c).
  [
    /^creatures you control get ([+-]\d+)\/([+-]\d+) until end of turn\. untap those creatures$/,
    (m) => ({ effect: [{ kind: "pump", on: "creatures-you-control", power: Number(m[1]), toughness: Number(m[2]) }, { kind: "untap-creatures-you-control" }] }),
  ],
  // Akroma's Blessing: the color is chosen as it resolves.
  [/^choose a color\. creatures you control gain protection from the chosen color until end of turn$/, () => ({ effect: [{ kind: "protection-from-chosen-color" }] })],
  // Intimidation Tactics.
  [
    /^target opponent reveals their hand\. you choose an? (.+?) card from it\. exile that card$/,
    (m) => {
      const filters = filtersOf(m[1]);
      return filters ? { effect: [{ kind: "exile-from-revealed-hand", filters }], target: "opponent" } : undefined;
    },
  ],
  // Memory Leak: the hand is revealed; the card may come from the graveyard too.
  [
    /^target opponent reveals their hand\. you choose an? (.+?) card from that player's graveyard or hand and exile it$/,
    (m) => {
      const filters = cardKindOf(m[1]);
      return filters ? { effect: [{ kind: "exile-from-revealed-hand", filters, graveyardToo: true }], target: "opponent" } : undefined;
    },
  ],
];

/** "nonland" alone (any card but a land, 205.2) or a permanent phrase ("artifact or creature"). */
function cardKindOf(phrase: string | undefined): readonly PermanentFilter[] | undefined {
  const non = /^non(artifact|creature|enchantment|land)$/.exec(phrase ?? "");
  if (non?.[1]) return [{ supertypes: [], types: [], subtypes: [], notTypes: [non[1].charAt(0).toUpperCase() + non[1].slice(1)] }];
  return filtersOf(phrase);
}

export type SpellLineTemplates = readonly (readonly [RegExp, (m: RegExpExecArray) => SpellLine | undefined])[];

/** The first reading of `words` by one of `templates`, or undefined. */
export function firstSpellLine(templates: SpellLineTemplates, words: string): SpellLine | undefined {
  for (const [pattern, read] of templates) {
    const m = pattern.exec(words);
    const line = m ? read(m) : undefined;
    if (line) return line;
  }
  return undefined;
}

export function readSpellLine(words: string): SpellLine | undefined {
  return firstSpellLine(SPELL_LINE_TEMPLATES, words);
}
