import fc from "fast-check";
import { cardPool } from "./card-pool.js";
import { riftboundText } from "./card-text.js";
import { mtgDeckText } from "./mtg-deck.js";
import { junkText, ruleNumber } from "./names.js";
import { riftboundDeckText } from "./riftbound-deck.js";
import type { PlacedCard, ScenarioGrammar } from "./scenario-grammar.js";
import { expectedCard, listOrOdd, maybe, oddValue, playerRef, zoneCard, zoneRef } from "./scenario-parts.js";
import { mapOf, present, ymap, type YamlEntry, type YamlNode } from "./yaml-tree.js";

const ZONES = ["main-deck", "rune-deck", "hand", "trash", "base", "battlefield", "runes", "banishment", "legend", "champion"];
const PHASES = ["awaken", "beginning", "channel", "draw", "main", "end"];
const DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"];
const ids = fc.constantFrom("v1", "c1", "c2", "x", "dup", "a.b", "with space", "", "vi-destructive", "fury-rune-2");
const smallInt = fc.oneof({ weight: 19, arbitrary: fc.integer({ min: 0, max: 12 }) }, { weight: 1, arbitrary: fc.constantFrom<YamlNode>(-1, 2.5, "lots", 1e300, null) });

/** The Riftbound format of docs/scenario-format.md (the default game). */
export function riftboundGrammar(): ScenarioGrammar {
  const pool = cardPool().riftbound;
  return {
    game: "riftbound",
    pool,
    zones: ZONES,
    orderedZones: ["main-deck", "rune-deck"],
    wrongZones: ["trsah", "graveyard", "library", "Trash", "stack", "energy-pool"],
    bareSteps: ["pass", "activate"],
    topLevel: (players) =>
      fc
        .tuple(
          maybe("scenario", fc.oneof(fc.constantFrom("Vi can't pay with an empty trash", "Garbage Grabber recycles 3"), junkText), 85),
          maybe("source", fc.constantFrom("FAQ: Vi", "416.5 example"), 25),
          maybe("game", fc.oneof({ weight: 9, arbitrary: fc.constant<YamlNode>("riftbound") }, { weight: 1, arbitrary: fc.constantFrom<YamlNode>("riftbund", "Riftbound", "chess", 3, "") }), 50),
          maybe("rules", listOrOdd(fc.oneof(ruleNumber, fc.constant<YamlNode>({ raw: "416.3" })), 3), 35),
          maybe("seed", fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constantFrom<YamlNode>(-1, "seven", 2 ** 53, 1.5)), 50),
          maybe("turn", playerRef(players), 50),
          maybe("phase", fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...PHASES) }, { weight: 1, arbitrary: fc.constantFrom("combat", "main1", "") }), 50),
          maybe("showdown", fc.constantFrom<YamlNode>(true, false, false, "yes"), 20),
          // Keys of the other game: unknown here (did you mean …).
          maybe("step", fc.constantFrom("main1", "upkeep"), 3),
        )
        .map(present),
    cardEntry: (name, players) => riftboundCardEntry(name, players),
    resources: () =>
      fc
        .tuple(maybe("energy", smallInt, 30), maybe("power", fc.oneof(fc.dictionary(fc.constantFrom(...DOMAINS, "purple"), smallInt, { maxKeys: 3 }).map(mapOf), oddValue), 20), maybe("points", smallInt, 15))
        .map(present),
    customCard: riftboundCustomCard(pool),
    stepBody: (refs, players) => riftboundStep(refs, players),
    expectCard: (refs) => expectedCard(refs, [maybe("might", smallInt), maybe("exhausted", fc.boolean()), maybe("buffed", fc.boolean())]),
    expectResources: () =>
      fc.tuple(maybe("energy", smallInt, 30), maybe("power", fc.dictionary(fc.constantFrom(...DOMAINS), smallInt, { maxKeys: 2 }).map(mapOf), 20), maybe("points", smallInt, 15)).map(present),
    deckText: riftboundDeckText,
    otherGameDeckText: mtgDeckText,
  };
}

function riftboundCardEntry(name: fc.Arbitrary<string>, players: readonly string[]): fc.Arbitrary<PlacedCard> {
  const state = [maybe("exhausted", fc.boolean(), 35), maybe("token", fc.boolean(), 20), maybe("owner", playerRef(players), 20), maybe("buffed", fc.boolean(), 20), maybe("might-this-turn", smallInt, 20)];
  return zoneCard(name, ids, state, [{ map: [["id", "x"]] }, { map: [["card", 3]] }, { map: [["card", "Mech"], ["token", "maybe"]] }]);
}

function riftboundStep(refs: fc.Arbitrary<string>, players: readonly string[]): fc.Arbitrary<YamlEntry[]> {
  const zone = zoneRef(ZONES, players);
  const activate = fc.tuple(refs, maybe("ability", fc.constantFrom<YamlNode>(1, 2, 3, 0, -1, "exhaust", "recycle", "recylce", "1"), 50)).map(([card, ability]) => present([["activate", card], ability]));
  const recycle = fc
    .tuple(
      fc.oneof<fc.Arbitrary<YamlNode>[]>(fc.integer({ min: 0, max: 5 }), fc.constant("all"), fc.array(refs, { maxLength: 4 }), oddValue),
      maybe("from", fc.oneof<fc.Arbitrary<YamlNode>[]>(zone, fc.array(zone, { maxLength: 3 })), 50),
      maybe("to", zone, 35),
      maybe("position", fc.constantFrom("top", "bottom", "middle"), 25),
      maybe("order", listOrOdd(refs, 3), 25),
    )
    .map(([count, ...rest]) => present([["recycle", count], ...rest]));
  return fc.oneof(
    { weight: 6, arbitrary: activate },
    { weight: 3, arbitrary: refs.map((card): YamlEntry[] => [["play", card]]) },
    { weight: 5, arbitrary: recycle },
    { weight: 2, arbitrary: fc.constantFrom(...PHASES, "combat").map((p): YamlEntry[] => [["phase", p]]) },
    { weight: 1, arbitrary: fc.constantFrom("start", "end", "middle").map((s): YamlEntry[] => [["showdown", s]]) },
    { weight: 2, arbitrary: refs.map((card): YamlEntry[] => [["conquer", card]]) },
    { weight: 1, arbitrary: fc.tuple(refs, refs).map(([a, b]): YamlEntry[] => [["activate", a], ["play", b]]) },
    { weight: 1, arbitrary: fc.constantFrom("cycle", "cast", "activte", "pass").map((kind): YamlEntry[] => [[kind, "Vi, Destructive"]]) },
  );
}

function riftboundCustomCard(pool: ReturnType<typeof cardPool>["riftbound"]) {
  const name = fc.constantFrom("Recycler Bot", "Home Brew", "Bot", "bot", "Vi, Destructive", "Fury Rune", "Tiny, Recycler", "");
  const cost = fc.oneof(fc.constantFrom<YamlNode>("[1]", "[2][R]", "[C]", "[Z]", "[1", "", -1), fc.integer({ min: 0, max: 9 }));
  return fc
    .tuple(
      name,
      maybe("type", fc.constantFrom("unit", "gear", "spell", "rune", "legend", "battlefield", "token", "Unit"), 90),
      fc.oneof(maybe("domain", fc.constantFrom(...DOMAINS, "purple"), 50), maybe("domains", fc.array(fc.constantFrom(...DOMAINS, "x"), { maxLength: 3 }), 50)),
      maybe("cost", cost, 60),
      maybe("might", smallInt, 50),
      maybe("tags", fc.array(fc.constantFrom("Mech", "Vi", "Poro"), { maxLength: 2 }), 25),
      maybe("supertypes", fc.array(fc.constantFrom("champion", "signature", "token", "legendary"), { maxLength: 2 }), 25),
      maybe("token", fc.boolean(), 15),
      maybe("code", fc.constantFrom("HOME-001", "OGN-036", "x"), 25),
      maybe("text", riftboundText(pool), 80),
    )
    .map(([n, ...fields]) => ({ name: n, node: ymap([["name", n], ...fields]) }));
}
