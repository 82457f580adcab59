/**
 * Effect sentences written around a qualified target, read after the older readers: damage to,
 * destruction, exile, a pump or counters on "target <phrase>" where the phrase is read whole by
 * target-phrase.ts ("creature with flying", "creature an opponent controls", "nonartifact,
 * nonblack creature"); life gained by a target player or by each player; and a target player's
 * discard, chosen or at random; and a card in a graveyard exiled, put on the bottom of its
 * owner's library, or returned from your graveyard to the battlefield. The target itself
 * is found by targetIn; a phrase not read whole leaves the sentence unmodelled.
 */
import type { MtgAmount, MtgEffect, MtgPlayerRef } from "@recycle-rules/engine";
import { readAllPermanentsPhrase, readGraveyardPhrase, readTargetPhrase } from "./target-phrase.js";
import { NUMBER_PATTERN, numberWord } from "./words.js";

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

const fixed = (word: string | undefined): MtgAmount => ({ kind: "fixed", n: numberWord(word ?? "") ?? 0 });

/** The reading, only if `phrase` names a permanent target whole. */
const onTarget = (phrase: string | undefined, effects: MtgEffect[]): MtgEffect[] | undefined => (phrase !== undefined && readTargetPhrase(phrase) !== undefined ? effects : undefined);

/** The reading, only if `phrase` names a card in a graveyard whole, of a graveyard `whose` allows. */
const onGraveyardCard = (phrase: string | undefined, effects: MtgEffect[], whose?: "yours" | "opponents"): MtgEffect[] | undefined => {
  const spec = phrase !== undefined ? readGraveyardPhrase(phrase) : undefined;
  return spec && (whose === undefined || spec.whose === whose) ? effects : undefined;
};

export const SPELL_TEMPLATE_READERS: readonly (readonly [RegExp, Reader])[] = [
  // "Fiery Fall deals 5 damage to target creature", Deem Worthy's "[you may have] it deal 2 damage to target creature".
  [/^(?:~|it) deals? (\d+) damage to target (.+)$/, (m) => onTarget(m[2], [{ kind: "damage", to: "target", amount: fixed(m[1]) }])],
  [/^destroy target (.+)$/, (m) => onTarget(m[1], [{ kind: "destroy-target" }])],
  // Cast Out, Alabaster Host Intercessor, Detention Chariot (610.3).
  [/^exile target (.+) until (?:~|this (?:creature|enchantment|artifact|vehicle)) leaves the battlefield$/, (m) => onTarget(m[1], [{ kind: "exile-until-source-leaves" }])],
  // Escape Protocol: exiled and returned at once, a new object (400.7).
  [/^exile target (.+), then return (?:it|that card) to the battlefield under its owner's control$/, (m) => onTarget(m[1], [{ kind: "flicker-target" }])],
  [/^exile target (.+)$/, (m) => onTarget(m[1], [{ kind: "exile-target" }]) ?? onGraveyardCard(m[1], [{ kind: "exile-target" }])],
  // Landscaper Colos: the card goes to its owner's library, "their" library (400.3).
  [/^put target (.+) on the bottom of (?:their|its owner's) library$/, (m) => onGraveyardCard(m[1], [{ kind: "target-to-library-bottom" }], "opponents")],
  // Unearth: a card from your own graveyard, so "under your control" is also its owner's.
  [/^return target (.+) to the battlefield(?: under your control)?$/, (m) => onGraveyardCard(m[1], [{ kind: "return-target-to-battlefield" }], "yours")],
  // "Return target creature to its owner's hand" (400.3: its owner's, whoever controls it).
  [/^return target (.+) to its owner's hand$/, (m) => onTarget(m[1], [{ kind: "return-target-to-hand" }])],
  // Sacred Excavation's "return target card with cycling from your graveyard to your hand".
  [/^return target (.+) to your hand$/, (m) => onGraveyardCard(m[1], [{ kind: "return-target-to-hand" }], "yours")],
  [/^(?:have )?target (.+?) gets? ([+-]\d+)\/([+-]\d+) until end of turn$/, (m) => onTarget(m[1], [{ kind: "pump", on: "target", power: Number(m[2]), toughness: Number(m[3]) }])],
  [
    new RegExp(`^put (${NUMBER_PATTERN}) ([+-]1/[+-]1) counters? on target (.+)$`),
    (m) => onTarget(m[3], [{ kind: "counters", counter: m[2] === "+1/+1" ? "+1/+1" : "-1/-1", count: fixed(m[1]), on: "target" }]),
  ],
  [
    new RegExp(`^target (?:player|opponent) discards (${NUMBER_PATTERN}) cards?( at random)?$`),
    (m) => [{ kind: "discard", who: "target", count: fixed(m[1]), random: m[2] !== undefined }],
  ],
  // Zenith Flare: X is counted as it resolves, the spell itself still on the stack (608.2n puts it in the graveyard after).
  [
    /^~ deals x damage to any target and you gain x life, where x is the number of cards with a cycling ability in your graveyard$/,
    () => [
      { kind: "damage", to: "target", amount: { kind: "cycling-cards-in-your-graveyard" } },
      { kind: "gain-life", who: "you", amount: { kind: "cycling-cards-in-your-graveyard" } },
    ],
  ],
  // Frostveil Ambush: "those creatures" are the targets of the sentence before (502.3).
  [/^(?:those creatures|that creature|it) (?:don't|doesn't) untap during (?:their|its) controller's next untap step$/, () => [{ kind: "skip-next-untap" }]],
  // Fleeting Aven: the permanent itself, from the battlefield.
  [/^return ~ to its owner's hand$/, () => [{ kind: "return-self-from-battlefield" }]],
  [/^target player gains (\d+) life$/, (m) => [{ kind: "gain-life", who: "target", amount: fixed(m[1]) }]],
  [/^each player gains (\d+) life$/, (m) => [{ kind: "gain-life", who: "each-player", amount: fixed(m[1]) }]],
  // "Destroy all enchantments" (701.8a): every permanent the plural phrase names, untargeted.
  [/^destroy all (.+)$/, (m) => {
    const filters = readAllPermanentsPhrase(m[1] ?? "");
    return filters ? [{ kind: "destroy-all", filters }] : undefined;
  }],
  // Spectacular Pileup: the loss first, then the destruction it lets through (702.12b, 613.1f).
  [
    /^all (.+?) lose (indestructible) until end of turn, then destroy all (.+)$/,
    (m) => {
      const losing = readAllPermanentsPhrase(m[1] ?? "");
      const doomed = readAllPermanentsPhrase(m[3] ?? "");
      return losing && doomed ? [{ kind: "lose-keyword-until-end-of-turn", filters: losing, keyword: "Indestructible" }, { kind: "destroy-all", filters: doomed }] : undefined;
    },
  ],
  // Architects of Will: the controller looks and orders (401.2).
  [
    new RegExp(`^look at the top (${NUMBER_PATTERN}) cards of (target player's|your) library, then put them back in any order$`),
    (m) => [{ kind: "reorder-top-of-library", who: m[2] === "your" ? "you" : "target", count: numberWord(m[1] ?? "") ?? 0 }],
  ],
  // Ruin Grinder: each player's own choice (101.4).
  [new RegExp(`^each player may discard their hand and draw (${NUMBER_PATTERN}) cards$`), (m) => [{ kind: "each-player-may-discard-hand-and-draw", count: numberWord(m[1] ?? "") ?? 0 }]],
  // Malboro: three things each opponent does, in the order written (608.2c).
  [
    new RegExp(`^each opponent discards (${NUMBER_PATTERN}) cards?, loses (\\d+) life, and exiles the top (${NUMBER_PATTERN}) cards? of their library$`),
    (m) => [
      { kind: "discard", who: "each-opponent", count: fixed(m[1]), random: false },
      { kind: "lose-life", who: "each-opponent", amount: fixed(m[2]) },
      { kind: "exile-top-of-library", who: "each-opponent", count: fixed(m[3]) },
    ],
  ],
  // Mill (701.17a), and its older wording "puts the top N cards of their library into their graveyard".
  [new RegExp(`^(each opponent|target player|target opponent|you|each player) mills? (${NUMBER_PATTERN}) cards?$`), (m) => [{ kind: "mill", who: millers(m[1]), count: fixed(m[2]) }]],
  [
    new RegExp(`^(each opponent|target player|target opponent|each player) puts? the top (${NUMBER_PATTERN}) cards? of (?:their|his or her) library into (?:their|his or her) graveyard$`),
    (m) => [{ kind: "mill", who: millers(m[1]), count: fixed(m[2]) }],
  ],
];

function millers(subject: string | undefined): MtgPlayerRef {
  if (subject === "each opponent") return "each-opponent";
  if (subject === "each player") return "each-player";
  return subject === "you" ? "you" : "target";
}
