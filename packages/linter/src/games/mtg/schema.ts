import { MTG_STEPS } from "@recycle-rules/engine";
import type { GameSchema } from "../../game/module.js";
import { cardItem, headerKeys, setupCardItem, expectations, ref, zoneExpectation, type JsonSchema } from "../../structure/json-schema.js";

/**
 * The JSON Schema pieces of a `game: mtg` scenario (Magic: The Gathering, Cycling 702.29). They
 * join the Riftbound ones in scenario-schema.ts: the top level picks the `game: mtg` branch with
 * an if/then/else, and the published schema holds both. Zone and step lists come from here (and
 * the engine) so the schema, the model builder and the docs can't drift apart.
 */

/** The zones a set-up may fill (400.1; the stack is built by the steps). Libraries are listed top first. */
export const MTG_SETUP_ZONES = ["library", "hand", "graveyard", "battlefield", "exile"] as const;
export type MtgSetupZoneName = (typeof MTG_SETUP_ZONES)[number];

/** The step kinds of an MTG scenario, in the order the docs list them. */
export const MTG_STEP_KINDS = ["cycle", "activate", "cast", "play", "pass", "resolve", "step", "attack", "block", "opening-hands"] as const;
export type MtgStepKind = (typeof MTG_STEP_KINDS)[number];

/** The steps a file may name: the engine's, and `main` for the first main phase (`main1`). */
export const MTG_STEP_NAMES: readonly string[] = [...MTG_STEPS, "main"];

/** A step name as written → the engine's step (`main` is `main1`); undefined when it is none. */
export function mtgStepOf(name: string | undefined): (typeof MTG_STEPS)[number] | undefined {
  if (name === "main") return "main1";
  return (MTG_STEPS as readonly string[]).includes(name ?? "") ? (name as (typeof MTG_STEPS)[number]) : undefined;
}

/** A player's keys in the set-up, in order (zones first). */
export const MTG_PLAYER_KEYS = [...MTG_SETUP_ZONES, "life", "mana", "energy"] as const;

/** Riftbound words an MTG file is likely to use by habit, and what MTG calls them. */
export const MTG_ZONE_SYNONYMS: Readonly<Record<string, string>> = {
  trash: "graveyard",
  discard: "graveyard",
  "main-deck": "library",
  deck: "library",
  banishment: "exile",
  base: "battlefield",
  power: "mana",
  points: "life",
};

const zoneProps = (schema: JsonSchema): Record<string, JsonSchema> => Object.fromEntries(MTG_SETUP_ZONES.map((z) => [z, schema]));
const UNKNOWN_WHAT = "a zone (or life, mana, energy) of a Magic: The Gathering player";
const chosenColor: JsonSchema = {
  type: "string",
  description: "The color chosen for the permanent as it entered (614.1c: Night Market): white, blue, black, red, green, or a letter (W, U, B, R, G).",
};
const energy: JsonSchema = { type: "integer", minimum: 0, description: "Energy counters on the player (107.14, 122.1); none by default." };
const counters: JsonSchema = {
  type: "object",
  description: 'Counters by kind: { "-1/-1": 1, "+1/+1": 2, lifelink: 1 }.',
  patternProperties: { "^.+$": { type: "integer", minimum: 0 } },
};

const mtgDefinitions: Record<string, JsonSchema> = {
  mtgCardRef: { type: "string", description: "A Magic card by name (exact, case-insensitive), or the id of a copy in this scenario." },
  mtgMana: { type: "string", description: 'Mana in symbols: "{1}{U}" (a number is colourless mana in a pool).' },
  mtgSetupCard: setupCardItem(
    "mtgCardRef",
    "This copy is a token (battlefield only).",
    { tapped: { type: "boolean" }, counters, damage: { type: "integer", minimum: 0, description: "Damage already marked this turn." }, "chosen-color": { ...chosenColor, description: `${chosenColor.description} Battlefield only (400.7).` } },
    "A card: a name, or a mapping with the card and its state.",
  ),
  mtgZoneList: { type: ["array", "null"], items: ref("mtgSetupCard"), description: "Cards in the zone; the library is listed top first." },
  mtgPlayerSetup: {
    type: ["object", "null"],
    properties: {
      ...zoneProps(ref("mtgZoneList")),
      life: { type: "integer", description: "Life total; 20 by default (103.4)." },
      mana: { ...ref("mtgMana"), description: 'Floating mana in the pool: "{1}{U}".' },
      energy,
      deck: ref("deckPath"),
    },
    additionalProperties: false,
    "x-unknown-code": "scenario/unknown-zone",
    "x-unknown-what": UNKNOWN_WHAT,
    "x-synonyms": MTG_ZONE_SYNONYMS,
  },
  mtgCustomCard: {
    type: "object",
    description: "A Magic card defined for this file only; its text is parsed like a printed card's.",
    properties: {
      name: { type: "string" },
      "mana-cost": { ...ref("mtgMana"), description: 'As printed: "{X}{1}{U}". Lands have none.' },
      type: { type: "string", description: 'The type line: "Creature — Zombie", "Basic Land — Swamp".' },
      power: { type: "integer" },
      toughness: { type: "integer" },
      colors: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }], description: "W, U, B, R, G; by default the mana cost's colours." },
      text: { type: "string" },
    },
    required: ["name", "type"],
    additionalProperties: false,
    "x-synonyms": { cost: "mana-cost", "mana cost": "mana-cost", manaCost: "mana-cost" },
  },
  mtgStepItem: {
    description: "One thing that happens: a mapping with exactly one of cycle, activate, cast, play, pass, resolve, step, attack, block, opening-hands; or the word pass, resolve or opening-hands.",
    anyOf: [{ enum: ["pass", "resolve", "opening-hands"] }, ref("mtgStep")],
  },
  mtgStep: {
    type: "object",
    description: "One thing that happens: exactly one of cycle, activate, cast, play, pass, resolve, step, attack, block, opening-hands.",
    properties: {
      cycle: { ...ref("mtgCardRef"), description: "Cycle (or typecycle) this card from the acting player's hand (702.29)." },
      activate: { ...ref("mtgCardRef"), description: "Activate an ability of this card." },
      cast: { ...ref("mtgCardRef"), description: "Cast this spell (601)." },
      play: { ...ref("mtgCardRef"), description: "Play this land (305.1)." },
      pass: { type: ["string", "null"], description: "The player with priority passes (117.3d); empty: whoever holds it." },
      resolve: { anyOf: [{ type: "integer", minimum: 1 }, { const: "all" }, { type: "null" }], description: "All players pass: the top object resolves (1, n, or all)." },
      step: { enum: [...MTG_STEP_NAMES], description: "Move the turn on to this step (main = main1)." },
      attack: {
        anyOf: [ref("mtgCardRef"), { type: "array", items: ref("mtgCardRef") }],
        description: "Declare attackers (508.1): the turn moves on to the declare attackers step, and these creatures of the active player attack.",
      },
      defender: { ...ref("playerId"), description: "attack: the player the creatures attack (508.1b); default the first opponent." },
      block: {
        type: ["array", "null"],
        items: { type: "object", properties: { blocker: ref("mtgCardRef"), attacker: ref("mtgCardRef") }, required: ["blocker", "attacker"], additionalProperties: false },
        description: "Declare blockers (509.1): each { blocker, attacker }; an empty list declares no blocks.",
      },
      "opening-hands": {
        type: "null",
        description: "The hands are the opening hands: the actions cards allow from them are taken, starting player first (103.6), e.g. Leyline of the Void begins the game on the battlefield (103.6a). The first step of turn 1; no value.",
      },
      player: ref("playerId"),
      ability: { anyOf: [{ type: "integer", minimum: 1 }, { type: "string" }], description: "Which ability: a 1-based index, or a name (cycling, swampcycling, basic landcycling, mana)." },
      search: { type: "string", description: "Typecycling: the card to find, or nothing (701.23b)." },
      x: { type: "integer", minimum: 0, description: "The value of X (601.2b)." },
      tap: { type: "array", items: ref("mtgCardRef"), description: "The mana sources to tap, in order." },
      hold: { type: "boolean", description: "Keep priority: the stack doesn't resolve until pass / resolve." },
      choose: ref("choose"),
      expect: ref("mtgStepExpect"),
    },
    additionalProperties: false,
    oneOf: MTG_STEP_KINDS.map((k) => ({ required: [k] })),
    "x-synonyms": { phase: "step", recycle: "cycle" },
  },
  mtgExpectCard: cardItem("mtgCardRef", {
    tapped: { type: "boolean" },
    token: { type: "boolean" },
    power: { type: "integer" },
    toughness: { type: "integer" },
    counters,
    keywords: { type: "array", items: { type: "string" }, description: "Every keyword ability the permanent has now, in any order: printed, from keyword counters (122.1b) and until end of turn (613.1f)." },
    types: { type: "array", items: { type: "string" }, description: "Every supertype, card type and subtype the card has now (205), in any order, case aside: printed, or as an effect changed them (613.1d)." },
    colors: { type: "array", items: { type: "string" }, description: "Every color the card has now (105), as words (white, blue, black, red, green) or letters (W, U, B, R, G); [] = colorless." },
    "chosen-color": { ...chosenColor, description: `${chosenColor.description} none: no color was chosen.` },
  }),
  mtgExpectCards: { type: "array", items: ref("mtgExpectCard") },
  mtgZoneExpect: zoneExpectation("mtgExpectCard", "mtgExpectCards", "The whole zone: in order (top first) for the library, any order otherwise."),
  mtgPlayerExpect: {
    type: "object",
    properties: {
      ...zoneProps(ref("mtgZoneExpect")),
      life: { type: "integer" },
      mana: ref("mtgMana"),
      lost: { type: "boolean", description: "Whether the player has lost the game (704.5)." },
      energy,
    },
    additionalProperties: false,
    "x-unknown-code": "scenario/unknown-zone",
    "x-unknown-what": UNKNOWN_WHAT,
    "x-synonyms": MTG_ZONE_SYNONYMS,
  },
  mtgStepExpect: expectations("mtgPlayerExpect").step,
  mtgFinalExpect: expectations("mtgPlayerExpect").final,
};

/** The top-level keys of a `game: mtg` file (`game:` is filled in by the composed schema). */
const properties: Record<string, JsonSchema> = {
  ...headerKeys("Where the case comes from (a rule, a ruling)."),
  edition: { enum: ["current", "seed"], description: "Which numbering citations use: current (Cycling = 702.29, the default) or seed (702.26)." },
  seed: { type: "integer", description: "Seeds every shuffle; default 0." },
  turn: { ...ref("playerId"), description: "The active player (whose turn it is)." },
  "turn-number": { type: "integer", minimum: 1, description: "The turn number; default 1 (the first player skips the first draw, 103.8a)." },
  step: { enum: [...MTG_STEP_NAMES], description: "The step the scenario starts in; default main1 (main = main1)." },
};

export const mtgSchema: GameSchema = {
  description: "A Magic: The Gathering scenario (game: mtg).",
  properties,
  definitions: mtgDefinitions,
  refs: { playerSetup: "mtgPlayerSetup", customCard: "mtgCustomCard", step: "mtgStepItem", finalExpect: "mtgFinalExpect" },
  synonyms: { phase: "step" },
};
