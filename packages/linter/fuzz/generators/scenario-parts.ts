import fc from "fast-check";
import { sometimes } from "./chance.js";
import { junkText, nearMiss } from "./names.js";
import type { PlacedCard } from "./scenario-grammar.js";
import { ymap, type YamlEntry, type YamlNode } from "./yaml-tree.js";

/** Player ids: mostly valid words, sometimes one the format refuses. */
export const playerIds: fc.Arbitrary<string[]> = fc
  .tuple(fc.uniqueArray(fc.constantFrom("A", "B", "C", "alice", "p_2"), { minLength: 1, maxLength: 3 }), sometimes(fc.constantFrom("", "a.b", "1", "x y", "ü", "A"), 6))
  .map(([ids, odd]) => (odd === undefined ? ids : [...ids, odd]));

/** A reference to a player: a declared one mostly, else one nobody declared. */
export function playerRef(players: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof({ weight: 19, arbitrary: fc.constantFrom(...players) }, { weight: 1, arbitrary: fc.constantFrom("Z", "nobody", "", "a") });
}

/** A zone in `from:`/`to:`: bare, with a player (`B.trash`), or wrong. */
export function zoneRef(zones: readonly string[], players: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...zones) },
    { weight: 9, arbitrary: fc.tuple(playerRef(players), fc.constantFrom(...zones)).map(([p, z]) => `${p}.${z}`) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom("trsh", "A.", ".trash", "A.B.trash", "deck"), junkText) },
  );
}

/**
 * Card references for steps, choices and expectations: mostly the cards in play (by name or id),
 * sometimes any card of the game, a near miss, or junk.
 */
export function cardRefs(inPlay: readonly string[], known: readonly string[]): fc.Arbitrary<string> {
  const pool = inPlay.length > 0 ? inPlay : known;
  return fc.oneof(
    { weight: 30, arbitrary: fc.constantFrom(...pool) },
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...pool), fc.nat()).map(([name, at]) => nearMiss(name, at)) },
    { weight: 1, arbitrary: junkText },
  );
}

/** A list of `item`, occasionally a value of the wrong type where the list goes. */
export function listOrOdd(item: fc.Arbitrary<YamlNode>, maxLength: number): fc.Arbitrary<YamlNode> {
  return fc.oneof({ weight: 40, arbitrary: fc.array(item, { maxLength }) }, { weight: 1, arbitrary: oddValue });
}

/** A value of the wrong type or shape for almost any key. */
export const oddValue: fc.Arbitrary<YamlNode> = fc.oneof(
  fc.constantFrom<YamlNode>(null, true, -1, 0, 3.5, 1e21, "", "x", { map: [] }, [], [[]], { raw: "[Vi, Destructive" }, { raw: "*a" }, { raw: "&a x" }, { raw: "!!binary x" }, { raw: "{ a: 1, a: 2 }" }),
  junkText,
);

/** A `choose:` value: one answer or a list of them (cards, yes/no, numbers). */
export function chooseValue(refs: fc.Arbitrary<string>): fc.Arbitrary<YamlNode> {
  const answer: fc.Arbitrary<YamlNode> = fc.oneof(
    { weight: 6, arbitrary: refs as fc.Arbitrary<YamlNode> },
    { weight: 2, arbitrary: fc.constantFrom<YamlNode>("yes", "no", true, false) },
    { weight: 1, arbitrary: fc.integer({ min: -1, max: 5 }) as fc.Arbitrary<YamlNode> },
  );
  return fc.oneof({ weight: 14, arbitrary: fc.array(answer, { maxLength: 5 }) }, { weight: 5, arbitrary: answer }, { weight: 1, arbitrary: oddValue });
}

/** What a zone expectation holds: the whole zone as a list, or checks (top/bottom belong on decks only). */
export function zoneExpect(card: fc.Arbitrary<YamlNode>, ordered: boolean): fc.Arbitrary<YamlNode> {
  const cards = fc.array(card, { maxLength: 4 });
  const onDecks = ordered ? 50 : 8;
  const checks = fc
    .tuple(maybe("top", cards, onDecks), maybe("bottom", cards, onDecks), maybe("includes", cards), maybe("excludes", cards), maybe("count", fc.oneof(fc.nat({ max: 70 }), fc.constantFrom<YamlNode>(-1, "3", null))))
    .map(ymap);
  return fc.oneof({ weight: 12, arbitrary: cards }, { weight: 8, arbitrary: checks }, { weight: 1, arbitrary: oddValue });
}

/** `events:` entries: pieces of transcript lines (they must match in order). */
export const events: fc.Arbitrary<YamlNode> = listOrOdd(
  fc.oneof(
    fc.constantFrom("recycle 416.1.a", "REFUSED", "→ A main-deck (bottom)", "A energy +1", "random order", "ceases to exist", "triggers", "A taps Swamp", "discard 702.29a", "resolves", "note:", ""),
    junkText,
  ),
  4,
);

/** An entry present in `percent` out of 100 files, else left out (undefined). */
export function maybe(key: string, value: fc.Arbitrary<YamlNode>, percent = 50): fc.Arbitrary<YamlEntry | undefined> {
  return sometimes(value, percent).map((v) => (v === undefined ? undefined : ([key, v] as YamlEntry)));
}

/** A card in a zone: a name, a mapping with `card:`, maybe an `id:` and its state, or an entry that is no card. */
export function zoneCard(name: fc.Arbitrary<string>, ids: fc.Arbitrary<string>, state: readonly fc.Arbitrary<YamlEntry | undefined>[], malformed: readonly YamlNode[]): fc.Arbitrary<PlacedCard> {
  const plain = name.map((n): PlacedCard => ({ name: n, node: n }));
  const withState = fc
    .tuple(name, sometimes(ids, 30), ...state)
    .map(([card, id, ...props]): PlacedCard => ({ name: card, ...(id !== undefined ? { id } : {}), node: ymap([["card", card], id !== undefined ? ["id", id] : undefined, ...props]) }));
  const odd = fc.oneof(oddValue, fc.constantFrom(...malformed)).map((node): PlacedCard => ({ name: "", node }));
  return fc.oneof({ weight: 24, arbitrary: plain }, { weight: 10, arbitrary: withState }, { weight: 1, arbitrary: odd });
}

/** A card in an expectation: a reference, or a mapping with `card:` and properties to check. */
export function expectedCard(refs: fc.Arbitrary<string>, properties: readonly fc.Arbitrary<YamlEntry | undefined>[]): fc.Arbitrary<YamlNode> {
  return fc.oneof(
    { weight: 4, arbitrary: refs as fc.Arbitrary<YamlNode> },
    { weight: 1, arbitrary: fc.tuple(refs, ...properties).map(([card, ...props]): YamlNode => ymap([["card", card], ...props])) },
  );
}
