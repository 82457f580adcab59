import fc from "fast-check";
import type { Entry, FuzzInput } from "../input.js";
import { sometimes } from "./chance.js";
import { deckReference } from "./deck-reference.js";
import { junkText, nearMiss, ruleNumber, spelledName } from "./names.js";
import type { PlacedCard, ScenarioGrammar } from "./scenario-grammar.js";
import { cardRefs, chooseValue, events, maybe, oddValue, playerIds, playerRef, zoneExpect } from "./scenario-parts.js";
import { emitYaml } from "./yaml-emit.js";
import { isMap, present, ymap, type YamlEntry, type YamlMap, type YamlNode } from "./yaml-tree.js";

interface PlayerSetup {
  readonly entry: YamlEntry;
  readonly cards: readonly PlacedCard[];
  readonly files: Readonly<Record<string, string>>;
}

const ENTRIES = fc.constantFrom<Entry>(...Array<Entry>(8).fill("runScenario"), "lintFile", "lintScenario");

/**
 * Scenario files of one game, built in the order a writer thinks: custom cards and players first,
 * then the cards in play, then steps, choices and expectations that mostly name those cards (so
 * the replay gets far), each part now and then wrong in a way docs/scenario-format.md describes.
 */
export function scenarioInput(grammar: ScenarioGrammar, generator: string): fc.Arbitrary<FuzzInput> {
  return fc.record({ custom: fc.array(grammar.customCard, { maxLength: 3 }), players: playerIds }).chain(({ custom, players }) => {
    const known = [...grammar.pool.map((c) => c.name), ...custom.map((c) => c.name).filter((n) => n !== "")];
    const name = fc.oneof({ weight: 40, arbitrary: fc.constantFrom(...known).chain(spelledName) }, { weight: 1, arbitrary: junkText });
    return fc.tuple(...players.map((id) => playerSetup(grammar, id, players, name))).chain((setups) => {
      const inPlay = setups.flatMap((s) => s.cards.flatMap((c) => [c.name, ...(c.id !== undefined ? [c.id] : [])])).filter((n) => n !== "");
      const refs = cardRefs(inPlay, known);
      return fc
        .record({
          top: grammar.topLevel(players),
          steps: sometimes(fc.array(step(grammar, refs, players), { maxLength: 8 }), 90),
          expect: sometimes(expectation(grammar, refs, players, true), 50),
          extra: sometimes(fc.tuple(fc.constantFrom("setps", "notes", "x", "players", "steps", "cards"), oddValue), 5),
          typoAt: sometimes(fc.nat(), 5),
          entry: ENTRIES,
          styleSeed: fc.integer(),
        })
        .map((r): FuzzInput => {
          const tree = ymap([
            ...r.top,
            ["players", ymap(setups.map((s) => s.entry))],
            custom.length > 0 ? ["cards", custom.map((c) => c.node)] : undefined,
            r.steps !== undefined ? ["steps", r.steps] : undefined,
            r.expect !== undefined ? ["expect", r.expect] : undefined,
            r.extra,
          ]);
          return {
            generator,
            entry: r.entry,
            fileName: "case.scenario.yaml",
            text: emitYaml(r.typoAt === undefined ? tree : misspellOneKey(tree, r.typoAt), r.styleSeed),
            files: Object.assign({}, ...setups.map((s) => s.files)) as Record<string, string>,
          };
        });
    });
  });
}

/** A player under `players:`: zones of cards, resources, maybe a `deck:`, now and then a wrong key or value. */
function playerSetup(grammar: ScenarioGrammar, id: string, players: readonly string[], name: fc.Arbitrary<string>): fc.Arbitrary<PlayerSetup> {
  const zone = (z: string) => fc.array(grammar.cardEntry(name, players), { maxLength: 6 }).map((cards) => ({ zone: z, cards }));
  return fc
    .record({
      zones: fc.uniqueArray(fc.constantFrom(...grammar.zones), { maxLength: 5 }).chain((zs) => fc.tuple(...zs.map(zone))),
      resources: grammar.resources(),
      deck: sometimes(deckReference(id, grammar.deckText, grammar.otherGameDeckText), 15),
      wrongZone: sometimes(fc.tuple(fc.constantFrom(...grammar.wrongZones), fc.array(name, { maxLength: 2 })), 4),
      odd: sometimes(oddValue, 3),
    })
    .map((r): PlayerSetup => {
      if (r.odd !== undefined) return { entry: [id, r.odd], cards: [], files: {} };
      const entries = present([...r.zones.map((z): YamlEntry => [z.zone, z.cards.map((c) => c.node)]), ...r.resources, r.deck?.entry, r.wrongZone]);
      return { entry: [id, entries.length === 0 && id.length % 2 === 0 ? null : { map: entries }], cards: r.zones.flatMap((z) => z.cards), files: r.deck?.files ?? {} };
    });
}

/** A step: its kind's keys plus `player:`, `choose:`, `expect:`; or a bare word; or something that is no step. */
function step(grammar: ScenarioGrammar, refs: fc.Arbitrary<string>, players: readonly string[]): fc.Arbitrary<YamlNode> {
  const full = fc
    .tuple(grammar.stepBody(refs, players), maybe("player", playerRef(players), 25), maybe("choose", chooseValue(refs), 50), maybe("expect", expectation(grammar, refs, players, false), 35))
    .map(([body, ...common]): YamlNode => ymap([...body, ...common]));
  return fc.oneof({ weight: 60, arbitrary: full }, { weight: 3, arbitrary: fc.constantFrom<YamlNode>(...grammar.bareSteps) }, { weight: 1, arbitrary: oddValue });
}

/** `expect:` of a step (with `illegal:`) or of the whole file: events and player expectations. */
function expectation(grammar: ScenarioGrammar, refs: fc.Arbitrary<string>, players: readonly string[], final: boolean): fc.Arbitrary<YamlNode> {
  const zoneChecks = fc
    .uniqueArray(fc.constantFrom(...grammar.zones), { maxLength: 3 })
    .chain((zones) => fc.tuple(...zones.map((z) => zoneExpect(grammar.expectCard(refs), grammar.orderedZones.includes(z)).map((v): YamlEntry => [z, v]))));
  const playerExpect = fc.tuple(zoneChecks, grammar.expectResources()).map(([zones, resources]) => ymap([...zones, ...resources]));
  const byPlayer = fc.uniqueArray(playerRef(players), { maxLength: 2 }).chain((ps) => fc.tuple(...ps.map((p) => playerExpect.map((e): YamlEntry => [p, e]))));
  const expect = fc.tuple(maybe("illegal", ruleNumber, final ? 5 : 35), maybe("events", events, 25), byPlayer).map(([illegal, ev, ps]): YamlNode => ymap([illegal, ev, ...ps]));
  return fc.oneof({ weight: 40, arbitrary: expect }, { weight: 1, arbitrary: oddValue });
}

/** The tree with one key (counted depth first) misspelt: an unknown key, zone or player. */
function misspellOneKey(tree: YamlMap, at: number): YamlMap {
  let n = 0;
  const visit = (node: YamlNode): YamlNode => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isMap(node)) return node;
    return { map: node.map.map(([k, v]): YamlEntry => [n++ === at % 40 ? nearMiss(k, at) : k, visit(v)]) };
  };
  return visit(tree) as YamlMap;
}
