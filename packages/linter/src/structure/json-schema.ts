import { PLAYER_ID } from "./schema-patterns.js";

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
