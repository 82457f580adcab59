import { mtgCards, type CardIndex } from "@recycle-rules/cards";
import type { MtgCardDef } from "@recycle-rules/engine";
import { ScenarioCards } from "../../cards/scenario-cards.js";

/** Where MTG card names come from: the bundled cards of @recycle-rules/cards (data/mtg.json). */
export type MtgCardCatalog = Pick<CardIndex<MtgCardDef>, "lookup" | "suggest">;

/** The MTG catalog plus this file's custom cards; cards are found by name (Magic cards have no codes here). */
export class MtgScenarioCards extends ScenarioCards<MtgCardDef> {
  constructor(catalog: MtgCardCatalog = mtgCards()) {
    super(catalog, {
      unknownMessage: (text, hint) => `"${text}" is not a known Magic card: no bundled card, custom card or card id has that name.${hint}`,
      dropEchoes: true,
    });
  }
}
