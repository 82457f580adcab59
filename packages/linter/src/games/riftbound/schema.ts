import { DOMAINS, PHASES, RIFT_ZONES } from "@recycle-rules/engine";
import type { GameSchema } from "../../game/module.js";
import { RIFT_EDITIONS } from "./edition.js";
import { cardItem, headerKeys, setupCardItem, expectations, ref, zoneExpectation, type JsonSchema } from "../../structure/json-schema.js";

/**
 * The Riftbound part of the scenario schema (game/compose-schema.ts composes the games).
 * Zone, phase and domain lists come from the engine so they can't drift.
 */

const UNKNOWN_WHAT = "a zone (or energy, power, points, xp) of a Riftbound player";
const zoneProps = (schema: JsonSchema): Record<string, JsonSchema> => Object.fromEntries(RIFT_ZONES.map((z) => [z, schema]));

const definitions: Record<string, JsonSchema> = {
  cardRef: { type: "string", description: "A card by name (exact, case-insensitive), by code (OGN-036), or by the id of a copy in this scenario." },
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
  setupCard: setupCardItem(
    "cardRef",
    "This copy is a token (a token card is one anyway).",
    {
      exhausted: { type: "boolean" },
      buffed: { type: "boolean", description: "Has a buff (+1 Might counter, 426)." },
      "might-this-turn": { type: "integer", description: "A \"this turn\" Might change already in force." },
      damage: { type: "integer", minimum: 0, description: "Damage marked on a unit (143.3)." },
      "banished-with": { type: "string", description: "A card in banishment: the id of the card on the board that banished it (427.3), for \"banished with this\"." },
      "hidden-this-turn": { type: "boolean", description: "A card set up facedown was hidden this turn, so it can't be played from Hidden before the next (811.1.b)." },
    },
    "A card: a name or code, or a mapping with the card and its state.",
  ),
  zoneList: { type: ["array", "null"], items: ref("setupCard"), description: "Cards in the zone; decks are listed top to bottom." },
  playerSetup: {
    type: ["object", "null"],
    properties: {
      ...zoneProps(ref("zoneList")),
      energy: { type: "integer", minimum: 0, description: "Energy in the Rune Pool." },
      power: ref("power"),
      points: { type: "integer", minimum: 0 },
      xp: { type: "integer", minimum: 0, description: "The player's XP (729)." },
      "chosen-champion": { type: "string", description: "The name of the player's Chosen Champion (103.2.a); unset, the card in their champion zone." },
      deck: ref("deckPath"),
    },
    additionalProperties: false,
    "x-unknown-code": "scenario/unknown-zone",
    "x-unknown-what": UNKNOWN_WHAT,
  },
  battlefield: {
    description: "A battlefield in play: its card (a name, or a mapping with card:, controller:, units: and facedown:).",
    anyOf: [
      ref("cardRef"),
      {
        type: "object",
        properties: {
          card: ref("cardRef"),
          id: { type: "string", description: "A name steps can use for this battlefield." },
          owner: ref("playerId"),
          controller: { ...ref("playerId"), description: "Who controls it (188); leave it out for a battlefield no one controls." },
          units: {
            type: "object",
            description: "The units at this battlefield, by player (146.1).",
            additionalProperties: ref("zoneList"),
          },
          facedown: { ...ref("zoneList"), description: "The card its controller hid here, in its Facedown Zone (811.1.b: at most one)." },
        },
        required: ["card"],
        additionalProperties: false,
      },
    ],
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
      supertypes: { type: "array", items: { enum: ["champion", "signature", "token", "basic"] } },
      token: { type: "boolean" },
      text: { type: "string" },
    },
    required: ["name", "type"],
    additionalProperties: false,
  },
  step: {
    type: "object",
    description: "One thing that happens: exactly one of activate, play, recycle, phase, showdown, move, conquer, hold, hide.",
    properties: {
      activate: ref("cardRef"),
      play: ref("cardRef"),
      move: { ...ref("cardRef"), description: "A Standard Move (144): the unit; to: says where (a battlefield, or base)." },
      conquer: { ...ref("cardRef"), description: "The battlefield conquered (or a unit there) (469.1)." },
      hold: { ...ref("cardRef"), description: "The battlefield held in the Beginning Phase (469.2)." },
      hide: { ...ref("cardRef"), description: "Hide (421): a [Hidden] card from hand put facedown at the battlefield to: names, for [A] (811.1.b)." },
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
      to: { anyOf: [ref("zoneRef"), ref("cardRef")], description: "A recycle: the zone you claim the cards go to. A move, a unit played, or a hide: the battlefield (or base)." },
      position: { enum: ["top", "bottom"] },
      order: { type: "array", items: ref("cardRef") },
      reaction: { ...ref("cardRef"), description: "A play of a spell: a [Reaction] card played in answer while the spell waits on the chain (rulings R42)." },
      "reaction-player": { ...ref("playerId"), description: "Who plays the reaction (default: the step's player)." },
      expect: ref("stepExpect"),
    },
    additionalProperties: false,
    oneOf: ["activate", "play", "recycle", "phase", "showdown", "move", "conquer", "hold", "hide"].map((k) => ({ required: [k] })),
  },
  expectCard: cardItem("cardRef", { might: { type: "integer" }, exhausted: { type: "boolean" }, buffed: { type: "boolean" } }),
  expectCards: { type: "array", items: ref("expectCard") },
  zoneExpect: zoneExpectation("expectCard", "expectCards", "The whole zone: in order for decks, any order otherwise."),
  playerExpect: {
    type: "object",
    properties: {
      ...zoneProps(ref("zoneExpect")),
      energy: { type: "integer", minimum: 0 },
      power: ref("power"),
      points: { type: "integer", minimum: 0 },
      xp: { type: "integer", minimum: 0, description: "The player's XP (729)." },
    },
    additionalProperties: false,
    "x-unknown-code": "scenario/unknown-zone",
    "x-unknown-what": UNKNOWN_WHAT,
  },
  stepExpect: expectations("playerExpect").step,
  finalExpect: expectations("playerExpect").final,
};

/** The top-level keys of a Riftbound scenario (`game:` is filled in by the composed schema). */
const properties: Record<string, JsonSchema> = {
  ...headerKeys("Where the case comes from (FAQ, rules example)."),
  edition: { enum: [...RIFT_EDITIONS], description: "Which numbering citations use: current (Recycle = 416, Core Rules v1.3 on; the default) or v1.1 (Core Rules v1.1, Origins: Recycle = 403)." },
  seed: { type: "integer", description: "Seeds every random order (416.5); default 0." },
  turn: ref("playerId"),
  phase: { enum: [...PHASES] },
  showdown: { type: "boolean" },
  battlefields: { type: "array", items: ref("battlefield"), description: "The battlefields in play, who controls each, and the units there." },
};

export const riftSchema: GameSchema = {
  properties,
  definitions,
  refs: { playerSetup: "playerSetup", customCard: "customCard", step: "step", finalExpect: "finalExpect" },
};
