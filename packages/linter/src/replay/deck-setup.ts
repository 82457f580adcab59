import type { Document } from "yaml";
import { defaultCatalog, type CardCatalog, type ScenarioCards } from "../cards/catalog.js";
import { deckCatalogs } from "../deck/cards/catalogs.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { readDeckReferences, type DeckEnv } from "../model/deck-reference.js";
import type { ScenarioModel } from "../model/types.js";
import type { MtgCardCatalog, MtgScenarioCards } from "../mtg/cards.js";
import type { MtgScenarioModel } from "../mtg/model.js";
import type { SourceText } from "../text/source.js";
import { loadDecks } from "./deck-load.js";
import { withMtgDeckZones, withRiftDeckZones, type DeckNote } from "./deck-zones.js";

/**
 * Between building a scenario's model and replaying it: load each player's `deck:` and put its
 * cards in the player's zones. A deck list's names resolve against the same cards as the
 * scenario's own (the catalog, then the file's custom cards first), so a deck may hold a custom
 * card. No `deck:` key, no work: nothing is read.
 */
export function riftDeckSetup(
  doc: Document,
  source: SourceText,
  model: ScenarioModel,
  cards: ScenarioCards,
  catalog: CardCatalog | undefined,
  env: DeckEnv | undefined,
  out: Diagnostic[],
): { model: ScenarioModel; notes: DeckNote[] } {
  const refs = readDeckReferences(doc, source);
  if (refs.length === 0) return { model, notes: [] };
  const printed = catalog ?? defaultCatalog();
  const deckCards: CardCatalog = { lookup: (ref) => cards.lookup(ref), suggest: (ref, max) => printed.suggest(ref, max) };
  return withRiftDeckZones(model, loadDecks(refs, "riftbound", env, { riftbound: deckCards }, out), cards);
}

/** The same for a `game: mtg` scenario: the deck fills the library. */
export function mtgDeckSetup(
  doc: Document,
  source: SourceText,
  model: MtgScenarioModel,
  cards: MtgScenarioCards,
  catalog: MtgCardCatalog | undefined,
  env: DeckEnv | undefined,
  out: Diagnostic[],
): { model: MtgScenarioModel; notes: DeckNote[] } {
  const refs = readDeckReferences(doc, source);
  if (refs.length === 0) return { model, notes: [] };
  const printed = catalog ?? deckCatalogs().mtg;
  const deckCards = { lookup: (ref: string) => cards.lookup(ref), suggest: (ref: string, max?: number) => printed.suggest(ref, max) };
  return withMtgDeckZones(model, loadDecks(refs, "mtg", env, { mtg: deckCards }, out));
}
