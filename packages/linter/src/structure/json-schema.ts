import { EXPECT_PLAYER_ID, PLAYER_ID } from "./schema-patterns.js";

/** A JSON Schema (draft-07) object, as plain data. */
export type JsonSchema = { readonly [key: string]: unknown };

/** A reference to a definition of the scenario schema. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/definitions/${name}` });

/** The definitions every game's part of the schema may refer to. */
export const sharedDefinitions: Record<string, JsonSchema> = {
  text: { type: ["string", "number"] },
  playerId: { type: "string", pattern: PLAYER_ID, description: "A player declared under players: (A, B, …)." },
  deckPath: {
    type: "string",
    description:
      "A deck list (*.deck, *.dek) to fill this player's zones from, relative to this file and inside the workspace: ./decks/vi.deck. Its decks are shuffled with seed; a zone listed here wins over the deck's.",
  },
  answer: { type: ["string", "number", "boolean"] },
  choose: {
    description: "Answers, in order, to the choices the step raises.",
    anyOf: [ref("answer"), { type: "array", items: ref("answer") }],
  },
  events: { type: "array", items: ref("text"), description: "Substrings of transcript event lines, in order." },
};

/**
 * The top-level keys every game's file starts with: the title, where the case comes from (said
 * the way the game's cases are sourced), `game:`, and the rules the case is about.
 */
export function headerKeys(sourceDescription: string): Record<string, JsonSchema> {
  return {
    scenario: { type: "string", description: "The title." },
    source: { type: "string", description: sourceDescription },
    game: GAME_KEY,
    rules: { type: "array", items: ref("text"), description: "Rules this case is about." },
  };
}

/** Stands for `game:` in a game's top-level keys: the composed schema fills it in (the list of games, or this game). */
export const GAME_KEY: JsonSchema = {};

/** `id:` of a set-up card: names this copy so steps can point at it. */
export const COPY_ID: JsonSchema = { type: "string", pattern: "^[^.\\s]+$", description: "Names this copy so steps can point at it." };

/**
 * A card in a list: a reference alone, or a mapping with `card:` and the properties a game
 * allows for it (a copy's state in a set-up, what to check in an expectation).
 */
export function cardItem(cardRef: string, properties: Readonly<Record<string, JsonSchema>>, description?: string): JsonSchema {
  return {
    ...(description !== undefined ? { description } : {}),
    anyOf: [ref(cardRef), { type: "object", properties: { card: ref(cardRef), ...properties }, required: ["card"], additionalProperties: false }],
  };
}

/**
 * A card of a player's set-up: a reference alone, or a mapping with the card, `id:` (names this
 * copy), `token:`, `owner:`, and the state the game lets a copy start in.
 */
export function setupCardItem(cardRef: string, tokenDescription: string, state: Readonly<Record<string, JsonSchema>>, description: string): JsonSchema {
  return cardItem(cardRef, { id: COPY_ID, token: { type: "boolean", description: tokenDescription }, owner: ref("playerId"), ...state }, description);
}

/** A zone in an expectation: the whole zone as a list, or a mapping of checks. */
export function zoneExpectation(expectCard: string, expectCards: string, description: string): JsonSchema {
  return {
    anyOf: [
      { type: ["array", "null"], items: ref(expectCard), description },
      {
        type: "object",
        properties: { top: ref(expectCards), bottom: ref(expectCards), includes: ref(expectCards), excludes: ref(expectCards), count: { type: "integer", minimum: 0 } },
        additionalProperties: false,
      },
    ],
  };
}

/** A step's `expect:` (with `illegal:`) and the top-level one (about the final state), over a game's player expectation. */
export function expectations(playerExpect: string): { step: JsonSchema; final: JsonSchema } {
  const players = { [EXPECT_PLAYER_ID]: ref(playerExpect) };
  return {
    step: {
      type: "object",
      properties: { illegal: { ...ref("text"), description: "The step must be refused for this rule." }, events: ref("events") },
      patternProperties: players,
      additionalProperties: false,
    },
    final: { type: "object", properties: { events: ref("events") }, patternProperties: players, additionalProperties: false },
  };
}
