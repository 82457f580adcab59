import { riftboundCards } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import { ScenarioCards as Pool, type CardCatalogOf } from "../../cards/scenario-cards.js";

/**
 * Where Riftbound card names come from. The bundled list (@recycle-rules/cards) by default; a
 * caller may pass another catalog (a newer set, a playtest file).
 */
export type CardCatalog = CardCatalogOf<RiftCardDef>;

export function defaultCatalog(): CardCatalog {
  return riftboundCards();
}

/** The Riftbound catalog plus this file's custom cards; cards are found by name or code. */
export class ScenarioCards extends Pool<RiftCardDef> {
  constructor(catalog: CardCatalog = defaultCatalog()) {
    super(catalog, {
      code: (def) => def.code,
      unknownMessage: (text, hint, what) => `"${text}" is not a known ${what}: no printed card, custom card or card id has that name or code.${hint}`,
    });
  }
}
