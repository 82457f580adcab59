import { fileURLToPath } from "node:url";
import { DOMAINS, PHASES, RIFT_ZONES } from "@recycle-rules/engine";
import { mtgDefinitions, mtgScenarioBranch } from "../mtg/schema.js";
import { EXPECT_PLAYER_ID, PLAYER_ID } from "./schema-patterns.js";

/**
 * The JSON Schema (draft-07) of `*.scenario.yaml`. It is the one description of the file's
 * shape: the structure check walks it over the YAML nodes, and the same object is published as
 * schema/scenario.schema.json (a test keeps the file in step) for yaml-language-server and any
 * other editor. Zone, phase and domain lists come from the engine so they can't drift.
 *
 * Extension keywords (editors ignore them): "x-unknown-code" names the diagnostic for an unknown
 * key in that mapping (a player's keys are zones, so an unknown one is an unknown zone);
 * "x-unknown-what" says what such a key should have been (for the message); "x-synonyms" maps
 * words of the other game to this one's for did-you-mean (`trash` in an MTG file: `graveyard`).
 */

export type JsonSchema = { readonly [key: string]: unknown };

const ref = (name: string): JsonSchema => ({ $ref: `#/definitions/${name}` });
const zoneProps = (schema: JsonSchema): Record<string, JsonSchema> => Object.fromEntries(RIFT_ZONES.map((z) => [z, schema]));

const definitions: Record<string, JsonSchema> = {
  text: { type: ["string", "number"] },
  cardRef: { type: "string", description: "A card by name (exact, case-insensitive), by code (OGN-036), or by the id of a copy in this scenario." },
  playerId: { type: "string", pattern: PLAYER_ID, description: "A player declared under players: (A, B, …)." },
  zoneRef: {
    description: "A zone, optionally with its player: trash, B.trash, A.main-deck.",
    anyOf: [{ enum: [...RIFT_ZONES] }, { type: "string", pattern: `^([A-Za-z0-9_-]+\\.)?(${RIFT_ZONES.join("|")})$` }],
  },
  power: {
    type: "object",
    description: "Power in the Rune Pool, by domain.",
    properties: Object.fromEntries(DOMAINS.map((d) => [d, { type: "integer", minimum: 0 }])),
    additionalProperties: false,
  },
  setupCard: {
    description: "A card: a name or code, or a mapping with the card and its state.",
    anyOf: [
      ref("cardRef"),
      {
        type: "object",
        properties: {
          card: ref("cardRef"),
          id: { type: "string", pattern: "^[^.\\s]+$", description: "Names this copy so steps can point at it." },
          exhausted: { type: "boolean" },
          token: { type: "boolean", description: "This copy is a token (a token card is one anyway)." },
          owner: ref("playerId"),
          buffed: { type: "boolean", description: "Has a buff (+1 Might counter, 426)." },
          "might-this-turn": { type: "integer", description: "A \"this turn\" Might change already in force." },
        },
        required: ["card"],
        additionalProperties: false,
      },
    ],
  },
  zoneList: { type: ["array", "null"], items: ref("setupCard"), description: "Cards in the zone; decks are listed top to bottom." },
  deckPath: {
    type: "string",
    description:
      "A deck list (*.deck, *.dek) to fill this player's zones from, relative to this file and inside the workspace: ./decks/vi.deck. Its decks are shuffled with seed; a zone listed here wins over the deck's.",
  },
  playerSetup: {
    type: ["object", "null"],
    properties: {
      ...zoneProps(ref("zoneList")),
      energy: { type: "integer", minimum: 0, description: "Energy in the Rune Pool." },
      power: ref("power"),
      points: { type: "integer", minimum: 0 },
      deck: ref("deckPath"),
    },
    additionalProperties: false,
    "x-unknown-code": "scenario/unknown-zone",
  },
  customCard: {
    type: "object",
    description: "A card defined for this file only; its text is parsed like a printed card's.",
    properties: {
      name: { type: "string" },
      code: { type: "string" },
      type: { enum: ["unit", "gear", "spell", "rune", "legend", "battlefield"] },
      domain: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
      domains: { type: "array", items: { type: "string" } },
      cost: { anyOf: [{ type: "string" }, { type: "integer", minimum: 0 }], description: "As printed: \"[2][R]\"." },
      might: { type: "integer", minimum: 0 },
      tags: { type: "array", items: { type: "string" } },
      supertypes: { type: "array", items: { enum: ["champion", "signature", "token"] } },
      token: { type: "boolean" },
      text: { type: "string" },
    },
    required: ["name", "type"],
    additionalProperties: false,
  },
  answer: { type: ["string", "number", "boolean"] },
  choose: {
    description: "Answers, in order, to the choices the step raises.",
    anyOf: [ref("answer"), { type: "array", items: ref("answer") }],
  },
  step: {
    type: "object",
    description: "One thing that happens: exactly one of activate, play, recycle, phase, showdown, conquer.",
    properties: {
      activate: ref("cardRef"),
      play: ref("cardRef"),
      conquer: ref("cardRef"),
      recycle: {
        anyOf: [{ type: "integer", minimum: 0 }, { const: "all" }, { type: "array", items: ref("cardRef") }],
        description: "How many (a number or all) or which cards an effect makes the player recycle.",
      },
      phase: { enum: [...PHASES] },
      showdown: { enum: ["start", "end"] },
      player: ref("playerId"),
      ability: { anyOf: [{ type: "integer", minimum: 1 }, { type: "string" }], description: "1-based index, or a name (runes: exhaust, recycle)." },
      choose: ref("choose"),
      from: { anyOf: [ref("zoneRef"), { type: "array", items: ref("zoneRef") }] },
      to: ref("zoneRef"),
      position: { enum: ["top", "bottom"] },
      order: { type: "array", items: ref("cardRef") },
      expect: ref("stepExpect"),
    },
    additionalProperties: false,
    oneOf: ["activate", "play", "recycle", "phase", "showdown", "conquer"].map((k) => ({ required: [k] })),
  },
  expectCard: {
    anyOf: [
      ref("cardRef"),
      {
        type: "object",
        properties: {
          card: ref("cardRef"),
          might: { type: "integer" },
          exhausted: { type: "boolean" },
          buffed: { type: "boolean" },
        },
        required: ["card"],
        additionalProperties: false,
      },
    ],
  },
  expectCards: { type: "array", items: ref("expectCard") },
  zoneExpect: {
    anyOf: [
      { type: ["array", "null"], items: ref("expectCard"), description: "The whole zone: in order for decks, any order otherwise." },
      {
        type: "object",
        properties: {
          top: ref("expectCards"),
          bottom: ref("expectCards"),
          includes: ref("expectCards"),
          excludes: ref("expectCards"),
          count: { type: "integer", minimum: 0 },
        },
        additionalProperties: false,
      },
    ],
  },
  playerExpect: {
    type: "object",
    properties: {
      ...zoneProps(ref("zoneExpect")),
      energy: { type: "integer", minimum: 0 },
      power: ref("power"),
      points: { type: "integer", minimum: 0 },
    },
    additionalProperties: false,
    "x-unknown-code": "scenario/unknown-zone",
  },
  events: { type: "array", items: ref("text"), description: "Substrings of transcript event lines, in order." },
  stepExpect: {
    type: "object",
    properties: { illegal: { ...ref("text"), description: "The step must be refused for this rule." }, events: ref("events") },
    patternProperties: { [EXPECT_PLAYER_ID]: ref("playerExpect") },
    additionalProperties: false,
  },
  finalExpect: {
    type: "object",
    properties: { events: ref("events") },
    patternProperties: { [EXPECT_PLAYER_ID]: ref("playerExpect") },
    additionalProperties: false,
  },
};

/** The top-level keys of a Riftbound scenario (the `else` of the top level's if/then/else). */
const riftProperties: Record<string, JsonSchema> = {
  scenario: { type: "string", description: "The title." },
  source: { type: "string", description: "Where the case comes from (FAQ, rules example)." },
  game: { enum: ["riftbound", "mtg"] },
  rules: { type: "array", items: ref("text"), description: "Rules this case is about." },
  seed: { type: "integer", description: "Seeds every random order (416.5); default 0." },
  turn: ref("playerId"),
  phase: { enum: [...PHASES] },
  showdown: { type: "boolean" },
  players: { type: "object", patternProperties: { [PLAYER_ID]: ref("playerSetup") }, additionalProperties: false },
  cards: { type: ["array", "null"], items: ref("customCard") },
  steps: { type: ["array", "null"], items: ref("step") },
  expect: ref("finalExpect"),
};

/**
 * Both games in one schema: `game: mtg` selects the Magic branch (`then`, see mtg/schema.ts),
 * anything else the Riftbound one (`else`). The top-level `properties` are what both branches
 * share, with the game-dependent keys as a union, so an editor completes either game's keys.
 */
export const scenarioSchema: JsonSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://github.com/recycle-rules/recycle-rules/blob/main/packages/linter/schema/scenario.schema.json",
  title: "recycle-rules scenario (*.scenario.yaml)",
  description: "A game situation, the steps that happen in it, and what the author expects. See docs/scenario-format.md.",
  type: "object",
  properties: {
    ...riftProperties,
    players: { type: "object", patternProperties: { [PLAYER_ID]: { anyOf: [ref("playerSetup"), ref("mtgPlayerSetup")] } }, additionalProperties: false },
    cards: { type: ["array", "null"], items: { anyOf: [ref("customCard"), ref("mtgCustomCard")] } },
    steps: { type: ["array", "null"], items: { anyOf: [ref("step"), ref("mtgStepItem")] } },
    expect: { anyOf: [ref("finalExpect"), ref("mtgFinalExpect")] },
  },
  if: { properties: { game: { const: "mtg" } }, required: ["game"] },
  then: mtgScenarioBranch,
  else: { properties: riftProperties, additionalProperties: false },
  definitions: { ...definitions, ...mtgDefinitions },
};

/** Absolute path of schema/scenario.schema.json (the same file from src/ and from dist/). */
export const scenarioSchemaPath: string = fileURLToPath(new URL("../../schema/scenario.schema.json", import.meta.url));
