import type { MtgCardDef } from "@recycle-rules/engine";
import { deckCatalogs } from "../../deck/cards/catalogs.js";
import type { DeckParts } from "../../replay/deck-setup.js";
import type { MtgCardCatalog, MtgScenarioCards } from "./cards.js";
import type { MtgSetupZoneName } from "./schema.js";

/**
 * Players' `deck:` lists in an MTG scenario: the deck's main cards to the library, shuffled;
 * commander, companion and sideboard are not used. Magic cards have no codes: a card is named by
 * its name, which the deck list resolved against these same cards.
 */
export const mtgDeckParts: DeckParts<MtgSetupZoneName, MtgCardDef, MtgScenarioCards, MtgCardCatalog> = {
  game: "mtg",
  zones: ["library"],
  shuffled: ["library"],
  suggestions: (catalog) => catalog ?? deckCatalogs().mtg,
  place: (deck) => {
    const zones = new Map<MtgSetupZoneName, MtgCardDef[]>();
    if (deck.game !== "mtg") return zones;
    const library: MtgCardDef[] = [];
    for (const entry of deck.sections.main) if (entry.card) for (let i = 0; i < entry.count; i++) library.push(entry.card);
    if (library.length > 0) zones.set("library", library);
    return zones;
  },
  ref: (def) => def.name,
};
