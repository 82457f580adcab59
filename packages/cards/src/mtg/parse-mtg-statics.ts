/**
 * Static abilities and keyword lists: "Players can't cycle cards.", Fluctuator's cost reduction,
 * New Perspectives' alternative cost, the graveyard replacements, Unpredictable Cyclone's replaced
 * cycling draw, madness (702.35a), a typecycling ability granted to cards in hand (Homing Sliver),
 * "Flying, vigilance".
 */
import type { MtgStatic } from "@recycle-rules/engine";
import { AURA_STATICS } from "./aura-text.js";
import { CONTROL_STATICS } from "./control-text.js";
import { COMBAT_STATICS } from "./combat-text.js";
import { GETS_STATICS } from "./gets-text.js";
import { SPELL_COST_STATICS } from "./spell-cost-text.js";
import { WARD_STATICS } from "./ward-text.js";
import { typeQueryFromWords } from "./type-line.js";
import { NUMBER_PATTERN, numberWord, simpleKeyword } from "./words.js";

type StaticReader = (m: RegExpExecArray) => MtgStatic;

const whose = (phrase: string | undefined): "you" | "opponents" | "all" => (phrase === "you activate" ? "you" : phrase === "your opponents activate" ? "opponents" : "all");

const STATICS: readonly (readonly [RegExp, StaticReader])[] = [
  // Ozolith, the Shattered Spire (614.1a): a replacement of the +1/+1 counters put on your artifacts and creatures.
  [
    /^if one or more \+1\/\+1 counters would be put on an artifact or creature you control, that many plus one \+1\/\+1 counters are put on it instead$/,
    () => ({ kind: "more-plus-one-counters", extra: 1 }),
  ],
  [/^(players|your opponents|you) can't cycle cards$/, (m) => ({ kind: "cant-cycle", who: m[1] === "players" ? "all" : m[1] === "you" ? "you" : "opponents" })],
  [
    // Fluctuator; Suppression Field ("… unless they're mana abilities"); Heartstone ("… of
    // creatures …", with its floor sentence when read as a whole line).
    /^(cycling abilities|activated abilities|activated abilities of creatures) (?:(you activate|your opponents activate|players activate) )?cost (?:you )?(up to )?\{(\d+)\} (less|more) to activate( unless they're mana abilities)?(\. this effect can't reduce the (?:mana in that cost|amount of mana an ability costs to activate) to less than one mana)?$/,
    (m) => {
      const [, which, who, upTo, amount, change, unlessMana, floor] = m;
      // "Activated abilities cost {2} more" with no "unless they're mana abilities" would change
      // mana abilities too, which the engine doesn't do: not read rather than misread.
      if (which === "activated abilities" && unlessMana === undefined) return { kind: "unmodelled" };
      return {
        kind: "activation-cost",
        abilities: which === "cycling abilities" ? "cycling" : which === "activated abilities" ? "non-mana" : "of-creatures",
        change: change === "less" ? "reduce" : "increase",
        amount: Number(amount),
        upTo: upTo !== undefined,
        whose: whose(who),
        floor: floor === undefined ? 0 : 1,
      };
    },
  ],
  [
    /^as long as you have ([a-z]+|\d+) or more cards in hand, you may pay (\{\d+\}) rather than pay cycling costs$/,
    (m) => ({ kind: "cycling-alternative-cost", mana: m[2] ?? "{0}", minHand: numberWord(m[1] ?? "") ?? 0, firstEachTurn: false }),
  ],
  [
    /^you may pay (\{\d+\}) rather than pay the cycling cost of the first card you cycle each turn$/,
    (m) => ({ kind: "cycling-alternative-cost", mana: m[1] ?? "{0}", minHand: 0, firstEachTurn: true }),
  ],
  [/^if a card or token would be put into a graveyard from anywhere, exile it instead$/, () => ({ kind: "graveyard-to-exile", scope: "any", what: "card-or-token" })],
  [/^if a card would be put into a graveyard from anywhere, exile it instead$/, () => ({ kind: "graveyard-to-exile", scope: "any", what: "card" })],
  [/^if a card would be put into an opponent's graveyard from anywhere, exile it instead$/, () => ({ kind: "graveyard-to-exile", scope: "opponents", what: "card" })],
  [
    /^if a card (?:with cycling|that has a cycling ability) would be put into your graveyard from anywhere and it wasn't cycled, exile it instead$/,
    () => ({ kind: "graveyard-to-exile", scope: "yours", what: "uncycled-card-with-cycling" }),
  ],
  // Unpredictable Cyclone (614.1a): its three sentences are one replacement, read whole (tryStaticLine).
  [
    /^if a cycling ability of (another|an?) (nonland )?card would cause you to draw a card, instead exile cards from the top of your library until you exile a card that shares a card type with the cycled card\. you may cast that card without paying its mana cost\. then put the exiled cards that weren't cast this way on the bottom of your library in a random order$/,
    (m) => ({ kind: "cycling-draw-exiles-until-shared-type", other: m[1] === "another", nonland: m[2] !== undefined }),
  ],
  [/^you may cast (?:nonland cards with cycling|spells that have a cycling ability) from your graveyard$/, () => ({ kind: "cast-cycling-from-graveyard" })],
  // 100.2a's exception, read by the deck checks: "A deck can have any number of cards named ~".
  [/^a deck can have any number of cards named ~$/, () => ({ kind: "deck-copies", limit: "any" })],
  [
    /^a deck can have up to ([a-z]+|\d+) cards named ~$/,
    (m) => {
      const n = numberWord(m[1] ?? "");
      return n === undefined ? { kind: "unmodelled" } : { kind: "deck-copies", limit: n };
    },
  ],
  [/^(?:~|this land|this creature|this artifact) enters(?: the battlefield)? tapped$/, () => ({ kind: "enters-tapped" })],
  // Waxen Shapethief, Clone: "You may have this creature enter as a copy of an artifact or
  // creature you control" / "… of a creature on the battlefield" (707.5).
  [
    /^you may have (?:~|this creature|this artifact|this enchantment) enter(?: the battlefield)? as a copy of (?:an? )?((?:artifact|creature|enchantment|land)(?: or (?:artifact|creature|enchantment|land))*) (you control|on the battlefield)$/,
    (m) => ({ kind: "enters-as-copy", of: (m[1] ?? "").split(" or ").map(typeQueryFromWords), whose: m[2] === "you control" ? "you" : "any" }),
  ],
  // 614.1c: "As it enters, choose a color." (Night Market), kept for its "the chosen color".
  [/^as (?:it|~|this land) enters(?: the battlefield)?, choose a color$/, () => ({ kind: "choose-color-as-enters" })],
  // 103.6a: Leyline of the Void (and the other Leylines); any longer template (Gemstone Caverns'
  // "with a luck counter on it") is not this one and stays unmodelled.
  [/^if ~ is in your opening hand, you may begin the game with it on the battlefield$/, () => ({ kind: "opening-hand-battlefield" })],
  // Morph and megamorph (702.37): known by name, so "a creature with a morph ability" finds them,
  // but casting face down and turning face up are not modelled: the ability stays unmodelled.
  [/^(morph|megamorph) (?:\{[0-9wubrgcx]+\})+$/, (m) => ({ kind: "unmodelled", keyword: (m[1] ?? "").charAt(0).toUpperCase() + (m[1] ?? "").slice(1) })],
  [/^madness ((?:\{[0-9wubrgc]+\})+)$/, (m) => ({ kind: "madness", mana: (m[1] ?? "").toUpperCase() })],
  // Flashback [cost] (702.34a): an alternative cost (118.9) to cast it from its owner's graveyard.
  [/^flashback ((?:\{[0-9wubrgc]+\})+)$/, (m) => ({ kind: "flashback", mana: (m[1] ?? "").toUpperCase() })],
  // Escape—[cost] (702.138a): an alternative cost to cast it from its owner's graveyard, with its exiles (Lunar Hatchling).
  [
    new RegExp(`^escape ?— ?((?:\\{[0-9wubrgc]+\\})+)(?:, exile (?:a|an) ([a-z]+) you control)?, exile (${NUMBER_PATTERN}) other cards from your graveyard$`),
    (m) => {
      const others = numberWord(m[3] ?? "");
      if (others === undefined) return { kind: "unmodelled" };
      return { kind: "escape", mana: (m[1] ?? "").toUpperCase(), exileOthers: others, ...(m[2] ? { exilePermanent: typeQueryFromWords(m[2]) } : {}) };
    },
  ],
  // Kicker [cost] (702.33a) and buyback [cost] (702.27a): optional additional costs paid as it is cast (601.2b).
  [/^(kicker|buyback) ((?:\{[0-9wubrgc]+\})+)$/, (m) => ({ kind: m[1] === "kicker" ? "kicker" : "buyback", mana: (m[2] ?? "").toUpperCase() })],
  [
    // "Historic" is no type but artifacts, legendaries and Sagas (700.6): Jo Grant's grant.
    /^each (other )?([a-z]+) card in (each player's|your) hand has ([a-z]*cycling) ((?:\{[0-9wubrgc]+\})+)$/,
    (m) => {
      const [, other, type = "", whose, keyword = "", mana = ""] = m;
      const label = keyword.charAt(0).toUpperCase() + keyword.slice(1);
      const cost = mana.toUpperCase();
      const searched = keyword.slice(0, -"cycling".length);
      return {
        kind: "grant-cycling",
        type: type === "historic" ? "historic" : typeQueryFromWords(type),
        whose: whose === "your" ? "you" : "all",
        other: other !== undefined,
        ability: {
          kind: "cycling",
          cost: { mana: cost },
          variant: searched === "" ? { kind: "draw" } : { kind: "typecycling", type: typeQueryFromWords(searched), label },
          text: `${label} ${cost}`,
        },
      };
    },
  ],
];

/** A static ability sentence, or undefined when no pattern reads it. `words` is normalised (see self-name.ts). */
export function readStatic(words: string): MtgStatic | undefined {
  for (const [pattern, read] of [...STATICS, ...COMBAT_STATICS, ...SPELL_COST_STATICS, ...WARD_STATICS, ...CONTROL_STATICS]) {
    const m = pattern.exec(words);
    if (m) return read(m);
  }
  // An Aura's reader may decline a phrase it can't read whole (ward {2}): then nothing reads it.
  for (const [pattern, read] of [...AURA_STATICS, ...GETS_STATICS]) {
    const m = pattern.exec(words);
    const read_ = m ? read(m) : undefined;
    if (read_) return read_;
  }
  return undefined;
}

/** "flying, vigilance" / "protection from black" → the keywords, or undefined if any isn't one. */
export function readKeywordList(words: string): string[] | undefined {
  const parts = words.split(/,\s*/).filter(Boolean);
  const keywords = parts.map(simpleKeyword);
  return parts.length > 0 && keywords.every((k) => k !== undefined) ? (keywords as string[]) : undefined;
}
