import { readFileSync } from "node:fs";
import { defineRiftCard, riftboundCardsWith } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import type { DeckCardOptions } from "../../src/index.js";

/**
 * Test-only cards. The examples' deck has Twisted Fate, Gambler as its Chosen Champion, and no
 * released legend carries Twisted Fate's tag (examples/decks/README.md). These cards are
 * fictional, named "Playtest …" so no one mistakes them for printed cards, and exist so the tests
 * can show each check silent on a legal deck of that list. They are passed through lintDeck's
 * `cards` option, as a playtest file would be.
 */
const PLAYTEST: readonly RiftCardDef[] = [
  defineRiftCard({ name: "Playtest Legend, Fate's Hand", type: "legend", domains: ["mind", "chaos"], tags: ["Twisted Fate"], text: "" }).def,
  defineRiftCard({ name: "Playtest Arena", type: "battlefield", text: "" }).def,
  defineRiftCard({ name: "Playtest Card Trick", type: "spell", domain: "chaos", cost: "[1]", supertypes: ["signature"], tags: ["Twisted Fate"], text: "" }).def,
  defineRiftCard({ name: "Playtest Stacked Odds", type: "spell", domain: "mind", cost: "[1]", supertypes: ["signature"], tags: ["Twisted Fate"], text: "" }).def,
  defineRiftCard({ name: "Playtest Iron Will", type: "spell", domain: "mind", cost: "[1]", supertypes: ["signature"], tags: ["Dr. Mundo"], text: "" }).def,
  defineRiftCard({ name: "Playtest Swarmling", type: "unit", domain: "mind", cost: "[1]", might: 1, text: "Your deck can have any number of cards named Playtest Swarmling." }).def,
  defineRiftCard({ name: "Playtest Prism", type: "gear", domains: ["mind", "fury"], cost: "[1]", text: "" }).def,
];

export const playtestCards: DeckCardOptions = { riftbound: riftboundCardsWith(PLAYTEST) };

export function example(name: string): string {
  return readFileSync(new URL(`../../../../examples/decks/${name}`, import.meta.url), "utf8");
}

/** The examples' Mind/Chaos deck made fully legal with the playtest legend and third battlefield. */
export const LEGAL_RIFTBOUND = `Legend:
1 Playtest Legend, Fate's Hand

Champion:
1 Twisted Fate, Gambler

MainDeck:
2 Twisted Fate, Gambler
3 Garbage Grabber
3 Dr. Mundo, Expert
3 Promising Future
3 Ava Achiever
3 Jeweled Colossus
3 Gemcraft Seer
3 Ekko, Recurrent
3 Kai'Sa, Evolutionary
1 Teemo, Strategist
3 The Harrowing
3 Mystic Poro
3 Sai Scout
3 Stacked Deck

Battlefields:
1 Sigil of the Storm
1 The Candlelit Sanctum
1 Playtest Arena

Runes:
6 Mind Rune
6 Chaos Rune

Sideboard:
2 Teemo, Strategist
`;

/** Replaces the first occurrence of `from` in the legal deck: one mistake at a time. */
export function legalWith(from: string, to: string): string {
  if (!LEGAL_RIFTBOUND.includes(from)) throw new Error(`the legal deck has no "${from}"`);
  return LEGAL_RIFTBOUND.replace(from, to);
}

export const LEGAL_MTG = `Deck
4 Street Wraith
4 Gempalm Polluter
4 Twisted Abomination
4 Archfiend of Ifnir
4 Horror of the Broken Lands
4 Disciple of Malice
4 Faith of the Devoted
4 Decree of Pain
4 Stir the Sands
4 Barren Moor
20 Swamp

Sideboard
2 Leyline of the Void
3 Stabilizer
2 Abandoned Sarcophagus
`;

export function mtgWith(from: string, to: string): string {
  if (!LEGAL_MTG.includes(from)) throw new Error(`the legal MTG deck has no "${from}"`);
  return LEGAL_MTG.replace(from, to);
}

/** RFC 4648 base32 without padding, as deck codes are written: for crafting codes the library won't. */
export function base32(bytes: readonly number[]): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const b of bytes) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += alphabet[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += alphabet[(buffer << (5 - bits)) & 31];
  return out;
}
