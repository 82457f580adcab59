import type { Document, Node } from "yaml";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import { buildCustomCards } from "../model/build-custom-cards.js";
import { Reader } from "../model/reader.js";
import { scenarioSchema } from "../structure/scenario-schema.js";
import { SchemaValidator } from "../structure/validate.js";
import type { SourceText } from "../text/source.js";
import { buildMtgScenario } from "./build.js";
import { MtgScenarioCards, type MtgCardCatalog } from "./cards.js";
import { defineMtgCustomCards } from "./custom-cards.js";
import { runMtgReplay, type MtgReplay } from "./replay.js";
import type { DeckEnv } from "../model/deck-reference.js";
import { mtgDeckSetup } from "../replay/deck-setup.js";

/**
 * A `game: mtg` file after parsing: structure (the schema's MTG branch), custom cards, the
 * model, the replay through the MTG engine. Findings go to `out`; `joined` are the ranges of
 * split card names, whose inner findings the caller drops as consequences.
 */
export function lintMtgScenario(doc: Document, source: SourceText, out: Diagnostic[], catalog?: MtgCardCatalog, decks?: DeckEnv): { replay: MtgReplay; joined: readonly Range[] } {
  const root = doc.contents as Node | null;
  const documentRange = source.range(0, source.text.length);
  new SchemaValidator(scenarioSchema, source, out).validate(root, scenarioSchema, "the scenario", documentRange);
  const reader = new Reader(source);
  const cards = new MtgScenarioCards(catalog);
  const customModels = buildCustomCards(reader, reader.get(reader.entries(root, documentRange), "cards")?.node ?? null);
  defineMtgCustomCards(customModels, cards, source, out);
  const built = buildMtgScenario(doc, source, cards.isCardName, customModels, out);
  // Players' `deck:` lists fill their libraries (replay/deck-setup.ts; nothing is read without one).
  const withDecks = mtgDeckSetup(doc, source, built.model, cards, catalog, decks, out);
  const replay = runMtgReplay(withDecks.model, cards, out);
  return { replay: withDecks.notes.length > 0 ? { ...replay, decks: withDecks.notes } : replay, joined: built.joined };
}
