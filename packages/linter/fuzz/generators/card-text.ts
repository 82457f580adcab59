import fc from "fast-check";
import type { PoolCard } from "./card-pool.js";
import { junkText } from "./names.js";

/**
 * Rules text for custom cards: a printed card's text, or abilities put together from the pieces
 * each game's parser reads (a cost, a colon, an effect), with now and then a piece it can't read.
 */
function cardText(pool: readonly PoolCard[], line: fc.Arbitrary<string>, separator: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const printed = pool.map((c) => c.text).filter((t) => t.length > 0);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...printed) },
    { weight: 5, arbitrary: fc.tuple(fc.array(line, { minLength: 1, maxLength: 3 }), separator).map(([lines, sep]) => lines.join(sep)) },
    { weight: 1, arbitrary: junkText },
  );
}

const RIFT_COSTS = ["Recycle 1 from your trash", "Recycle 2 from your trash", "Recycle 3 from your trash, [1], [E]", "[E]", "[1][C], [E]", "Kill this", "Recycle this", "[2][R]", "Recycle a rune", "[Z]", "Recycle -1 from your trash"];
const RIFT_EFFECTS = ["Draw 1.", "Give me +1 [M] this turn.", "[Reaction] — Add [C].", "[Reaction] — Add [1].", "Recycle 3 from your trash.", "Buff a friendly unit.", "Kill a friendly unit.", "Play a unit from your trash, ignoring its Energy cost.", "Recycle up to 4 cards from your trash.", "Draw 99999."];
const RIFT_STATICS = ["[Action]", "[Reaction]", "[Vision]", "[Ganking]", "[Hidden]", "[Accelerate]", "[Deathknell] — Recycle me.", "My Might is increased by the number of cards in your trash.", "At the start of your Beginning Phase, recycle 3 from your trash.", "When I conquer, you may recycle another friendly unit.", "When you recycle one or more cards, buff a friendly unit.", "[Unknownword]"];

export function riftboundText(pool: readonly PoolCard[]): fc.Arbitrary<string> {
  const ability = fc.tuple(fc.constantFrom(...RIFT_COSTS), fc.constantFrom(...RIFT_EFFECTS)).map(([cost, effect]) => `${cost}: ${effect}`);
  const line = fc.oneof(ability, fc.constantFrom(...RIFT_STATICS), fc.constantFrom(...RIFT_EFFECTS));
  return cardText(pool, line, fc.constantFrom("\n", " ", "\n\n"));
}

const MTG_LINES = [
  "Cycling {1}",
  "Cycling {2}",
  "Cycling—Pay 2 life.",
  "Swampcycling {2}",
  "Basic landcycling {1}",
  "Plainscycling {X}",
  "Swampcyclin {2}",
  "Cycling {Z}",
  "When you cycle this card, you gain 2 life.",
  "Whenever you cycle or discard a card, you may pay {1}. If you do, draw a card.",
  "Whenever a player cycles a card, you may pay {1}.",
  "Players can't cycle cards.",
  "Cycling abilities you activate cost you up to {2} less to activate.",
  "{T}: Add {B}.",
  "{T}: Add {C}{C}.",
  "This land enters tapped.",
  "Flying",
  "You gain 6 life.",
  "Draw a card.",
  "If a card would be put into a graveyard from anywhere, exile it instead.",
];

export function mtgText(pool: readonly PoolCard[]): fc.Arbitrary<string> {
  return cardText(pool, fc.constantFrom(...MTG_LINES), fc.constantFrom("\n", "\n", " "));
}
