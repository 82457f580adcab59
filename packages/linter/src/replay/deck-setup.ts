import type { Document } from "yaml";
import type { Diagnostic } from "../diagnostics/types.js";
import { readDeckReferences, type DeckEnv, type DeckReference } from "../model/deck-reference.js";
import type { SourceText } from "../text/source.js";
import type { LoadedDeck } from "./deck-load.js";
import type { DeckNote } from "./deck-zones.js";

/**
 * Between building a scenario's model and replaying it: load each player's `deck:` and put its
 * cards in the player's zones. `load` reads the lists for the game (their names resolve against
 * the same cards as the scenario's own, so a deck may hold a custom card); `fill` puts the cards
 * in the game's zones. No `deck:` key, no work: nothing is read.
 */
export function setUpDecks<Model>(
  doc: Document,
  source: SourceText,
  model: Model,
  env: DeckEnv | undefined,
  out: Diagnostic[],
  load: (refs: readonly DeckReference[], env: DeckEnv | undefined, out: Diagnostic[]) => LoadedDeck[],
  fill: (model: Model, loaded: readonly LoadedDeck[]) => { model: Model; notes: DeckNote[] },
): { model: Model; notes: DeckNote[] } {
  const refs = readDeckReferences(doc, source);
  if (refs.length === 0) return { model, notes: [] };
  return fill(model, load(refs, env, out));
}
