import type { RiftCardDef, RiftZone } from "@recycle-rules/engine";
import { allEntries } from "../../deck/model.js";
import { homeSection, isToken } from "./deck/card-facts.js";
import type { DeckParts } from "../../replay/deck-setup.js";
import { defaultCatalog, type CardCatalog, type ScenarioCards } from "./cards.js";

/**
 * Players' `deck:` lists in a Riftbound scenario: the Legend to `legend`, the Chosen Champion to
 * `champion`, the Main Deck cards to `main-deck` and the runes to `rune-deck`, each card where it
 * belongs by its type (as the deck is counted); battlefields, the sideboard and tokens are not
 * used. The Main Deck and the Rune Deck are shuffled.
 */
export const riftDeckParts: DeckParts<RiftZone, RiftCardDef, ScenarioCards, CardCatalog> = {
  game: "riftbound",
  zones: ["legend", "champion", "main-deck", "rune-deck"],
  shuffled: ["main-deck", "rune-deck"],
  suggestions: (catalog) => catalog ?? defaultCatalog(),
  place: (deck) => {
    const zones = new Map<RiftZone, RiftCardDef[]>();
    if (deck.game !== "riftbound") return zones;
    for (const entry of allEntries(deck)) {
      const card = entry.card as RiftCardDef | undefined;
      const zone = card ? zoneOf(entry.section, card) : undefined;
      if (!card || !zone) continue;
      const list = zones.get(zone) ?? [];
      for (let i = 0; i < entry.count; i++) list.push(card);
      zones.set(zone, list);
    }
    return zones;
  },
  // The name, else the code: whichever the scenario's cards resolve to this very card.
  ref: (def, cards) => {
    if (cards.lookup(def.name) === def) return def.name;
    if (def.code !== undefined && cards.lookup(def.code) === def) return def.code;
    return def.name;
  },
};

/** The zone a Riftbound deck card starts in; undefined for what a scenario doesn't use. */
function zoneOf(section: string, card: RiftCardDef): RiftZone | undefined {
  if (section === "sideboard" || section === "battlefields" || isToken(card)) return undefined;
  if (section === "champion") return "champion";
  switch (homeSection(card)) {
    case "legend":
      return "legend";
    case "runes":
      return "rune-deck";
    case "main":
      return "main-deck";
    default:
      return undefined;
  }
}
