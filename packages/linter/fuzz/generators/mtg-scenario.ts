import fc from "fast-check";
import { cardPool } from "./card-pool.js";
import { mtgText } from "./card-text.js";
import { mtgDeckText } from "./mtg-deck.js";
import { dekXml } from "./mtg-dek.js";
import { junkText, ruleNumber } from "./names.js";
import { riftboundDeckText } from "./riftbound-deck.js";
import type { PlacedCard, ScenarioGrammar } from "./scenario-grammar.js";
import { expectedCard, listOrOdd, maybe, playerRef, zoneCard } from "./scenario-parts.js";
import { mapOf, present, ymap, type YamlEntry, type YamlNode } from "./yaml-tree.js";

const ZONES = ["library", "hand", "graveyard", "battlefield", "exile"];
const STEPS = ["untap", "upkeep", "draw", "main1", "combat", "main2", "end", "cleanup", "main"];
const ABILITIES = ["cycling", "swampcycling", "basic landcycling", "plainscycling", "islandcycling", "mana", "slivercycling", "cyclng"];
const ids = fc.constantFrom("spare", "c1", "x", "dup", "swamp-2", "a.b", "");
const smallInt = fc.oneof({ weight: 19, arbitrary: fc.integer({ min: 0, max: 25 }) }, { weight: 1, arbitrary: fc.constantFrom<YamlNode>(-3, 2.5, "lots", 1e300, null) });
const counters = fc.dictionary(fc.constantFrom("-1/-1", "+1/+1", "lifelink", "bogus"), smallInt, { maxKeys: 2 }).map(mapOf);
const mana = fc.constantFrom<YamlNode>("{1}{U}", "{B}{B}", "{2}", "{C}", "", "{X}", "{Z}", "{1}{", 3, "{U}");

/** The Magic format of docs/scenario-format.md (`game: mtg`). */
export function mtgGrammar(): ScenarioGrammar {
  const pool = cardPool().mtg;
  return {
    game: "mtg",
    pool,
    zones: ZONES,
    orderedZones: ["library"],
    wrongZones: ["trash", "main-deck", "base", "banishment", "stack", "graveyar", "energy"],
    bareSteps: ["pass", "resolve", "cycle"],
    topLevel: (players) =>
      fc
        .tuple(
          maybe("scenario", fc.oneof(fc.constantFrom("Street Wraith cycles at 1 life", "Twisted Abomination swampcycles"), junkText), 85),
          maybe("source", fc.constantFrom("Comprehensive Rules 702.29a", "a ruling"), 25),
          fc.oneof({ weight: 19, arbitrary: fc.constant<YamlNode>("mtg") }, { weight: 1, arbitrary: fc.constantFrom<YamlNode>("MTG", "magic", "mtg ", 1) }).map((g): YamlEntry => ["game", g]),
          maybe("edition", fc.constantFrom("current", "seed", "2019"), 40),
          maybe("rules", listOrOdd(fc.oneof(ruleNumber, fc.constant<YamlNode>({ raw: "702.29" })), 3), 35),
          maybe("seed", fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constantFrom<YamlNode>(-1, "four")), 50),
          maybe("turn", playerRef(players), 50),
          maybe("turn-number", fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom<YamlNode>(0, -1, "2")), 35),
          maybe("step", fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...STEPS) }, { weight: 1, arbitrary: fc.constantFrom("main3", "beginning", "") }), 50),
          // Riftbound keys: unknown in a Magic file ("did you mean step?").
          maybe("phase", fc.constantFrom("main", "end"), 3),
          maybe("showdown", fc.constant(true), 3),
        )
        .map(present),
    cardEntry: (name, players) => mtgCardEntry(name, players),
    resources: () => fc.tuple(maybe("life", smallInt, 35), maybe("mana", mana, 20)).map(present),
    customCard: mtgCustomCard(pool),
    stepBody: (refs, players) => mtgStep(refs, players),
    expectCard: (refs) => expectedCard(refs, [maybe("tapped", fc.boolean()), maybe("token", fc.boolean(), 25), maybe("power", smallInt, 35), maybe("toughness", smallInt, 35), maybe("counters", counters, 25)]),
    expectResources: () => fc.tuple(maybe("life", smallInt, 50), maybe("mana", mana, 20), maybe("lost", fc.constantFrom<YamlNode>(true, false, "no"), 20)).map(present),
    deckText: fc.oneof(mtgDeckText, dekXml),
    otherGameDeckText: riftboundDeckText,
  };
}

function mtgCardEntry(name: fc.Arbitrary<string>, players: readonly string[]): fc.Arbitrary<PlacedCard> {
  const state = [maybe("tapped", fc.boolean(), 35), maybe("token", fc.boolean(), 20), maybe("owner", playerRef(players), 20), maybe("counters", counters, 20), maybe("damage", smallInt, 15)];
  return zoneCard(name, ids, state, [{ map: [["id", "x"]] }, { map: [["card", "Drake"], ["token", true]] }, { map: [["card", "Swamp"], ["counters", 3]] }]);
}

function mtgStep(refs: fc.Arbitrary<string>, players: readonly string[]): fc.Arbitrary<YamlEntry[]> {
  const search = maybe("search", fc.oneof<fc.Arbitrary<YamlNode>[]>(refs, fc.constant("nothing"), fc.constant(3)), 25);
  const x = maybe("x", fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom<YamlNode>(-1, "X")), 20);
  const tap = maybe("tap", listOrOdd(refs, 4), 35);
  const hold = maybe("hold", fc.constantFrom<YamlNode>(true, false, "yes"), 20);
  const ability = maybe("ability", fc.oneof(fc.constantFrom(...ABILITIES), fc.integer({ min: -1, max: 4 })), 35);
  const withCard = (kind: string, ...keys: fc.Arbitrary<YamlEntry | undefined>[]) =>
    fc.tuple(refs, ...keys).map(([card, ...rest]) => present([[kind, card], ...(rest as (YamlEntry | undefined)[])]));
  return fc.oneof(
    { weight: 8, arbitrary: withCard("cycle", ability, search, x, tap, hold) },
    { weight: 4, arbitrary: withCard("activate", ability, search, x, tap, hold) },
    { weight: 4, arbitrary: withCard("cast", x, tap, hold) },
    { weight: 2, arbitrary: withCard("play") },
    { weight: 2, arbitrary: fc.option(playerRef(players), { nil: null }).map((p): YamlEntry[] => [["pass", p]]) },
    { weight: 2, arbitrary: fc.constantFrom<YamlNode>(1, 2, "all", 0, -1, null, "some").map((n): YamlEntry[] => [["resolve", n]]) },
    { weight: 2, arbitrary: fc.constantFrom(...STEPS, "main3").map((s): YamlEntry[] => [["step", s]]) },
    { weight: 1, arbitrary: fc.tuple(refs, refs).map(([a, b]): YamlEntry[] => [["cycle", a], ["cast", b]]) },
    { weight: 1, arbitrary: fc.constantFrom("recycle", "conquer", "showdown", "cyle").map((kind): YamlEntry[] => [[kind, "Street Wraith"]]) },
  );
}

function mtgCustomCard(pool: ReturnType<typeof cardPool>["mtg"]) {
  const name = fc.constantFrom("Cycler Bot", "Home Brew", "Bot", "bot", "Street Wraith", "Swamp", "Fire // Ice", "");
  const typeLine = fc.constantFrom("Creature — Zombie", "Artifact Creature — Construct", "Basic Land — Swamp", "Land", "Sorcery", "Instant", "Enchantment", "Artifact", "Creature - Zombie", "Zombie", "");
  return fc
    .tuple(
      name,
      maybe("type", typeLine, 90),
      maybe("mana-cost", fc.constantFrom<YamlNode>("{2}", "{X}{1}{U}", "{B}{B}", "{Z}", "{2", "", 3), 60),
      maybe("power", smallInt, 50),
      maybe("toughness", smallInt, 50),
      maybe("colors", fc.oneof(fc.constantFrom<YamlNode>("W", "U", "B", "R", "G", "P"), fc.array(fc.constantFrom("W", "U", "B", "Q"), { maxLength: 3 })), 25),
      maybe("text", mtgText(pool), 80),
    )
    .map(([n, ...fields]) => ({ name: n, node: ymap([["name", n], ...fields]) }));
}
