import { mtgCardPool, type CardIndex } from "@recycle-rules/cards";
import type { MtgCardDef } from "@recycle-rules/engine";
import { ScenarioCards } from "../../cards/scenario-cards.js";

/**
 * Where MTG card names come from: by default the bundled pool of @recycle-rules/cards (the full
 * definitions of data/mtg.json, then every real card by name, as a card without abilities).
 */
export type MtgCardCatalog = Pick<CardIndex<MtgCardDef>, "lookup" | "suggest">;

/** The MTG catalog plus this file's custom cards; cards are found by name (Magic cards have no codes here). */
export class MtgScenarioCards extends ScenarioCards<MtgCardDef> {
  constructor(catalog: MtgCardCatalog = mtgCardPool()) {
    super(catalog, {
      unknownMessage: (text, hint) => `"${text}" is not a known Magic card: no printed card (the card data has every name), custom card or card id has that name.${hint}`,
      dropEchoes: true,
    });
  }
}
