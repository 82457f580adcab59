import type { MtgCardDef } from "@recycle-rules/engine";
import type { Document } from "yaml";
import { deckCatalogs } from "../../deck/cards/catalogs.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { DeckEnv } from "../../model/deck-reference.js";
import { loadDecks } from "../../replay/deck-load.js";
import { setUpDecks } from "../../replay/deck-setup.js";
import { fillZones, type DeckNote } from "../../replay/deck-zones.js";
import type { SourceText } from "../../text/source.js";
import type { MtgCardCatalog, MtgScenarioCards } from "./cards.js";
import type { MtgScenarioModel, MtgSetupCardModel } from "./model.js";
import type { MtgSetupZoneName } from "./schema.js";

const DECK_ZONES: readonly MtgSetupZoneName[] = ["library"];

/**
 * Players' `deck:` lists in an MTG scenario: the deck's main cards to the library, shuffled;
 * commander, companion and sideboard are not used. Magic cards have no codes: a card is named by
 * its name, which the deck list resolved against these same cards.
 */
export function mtgDeckSetup(
  doc: Document,
  source: SourceText,
  model: MtgScenarioModel,
  cards: MtgScenarioCards,
  catalog: MtgCardCatalog | undefined,
  env: DeckEnv | undefined,
  out: Diagnostic[],
): { model: MtgScenarioModel; notes: DeckNote[] } {
  const printed = catalog ?? deckCatalogs().mtg;
  const deckCards = { lookup: (ref: string) => cards.lookup(ref), suggest: (ref: string, max?: number) => printed.suggest(ref, max) };
  return setUpDecks(
    doc,
    source,
    model,
    env,
    out,
    (refs, e, o) => loadDecks(refs, "mtg", e, { mtg: deckCards }, o),
    (m, loaded) => {
      const filled = fillZones(m.players, loaded, m.seed, DECK_ZONES, DECK_ZONES, (deck) => {
        const zones = new Map<MtgSetupZoneName, MtgCardDef[]>();
        if (deck.game !== "mtg") return zones;
        const library: MtgCardDef[] = [];
        for (const entry of deck.sections.main) if (entry.card) for (let i = 0; i < entry.count; i++) library.push(entry.card);
        if (library.length > 0) zones.set("library", library);
        return zones;
      }, (def, range): MtgSetupCardModel => ({ ref: { text: def.name, range, inFlow: false }, range }));
      return { model: { ...m, players: filled.players }, notes: filled.notes };
    },
  );
}
