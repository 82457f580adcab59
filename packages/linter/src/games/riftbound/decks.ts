import type { RiftCardDef, RiftZone } from "@recycle-rules/engine";
import type { Document } from "yaml";
import { allEntries } from "../../deck/model.js";
import { homeSection, isToken } from "../../deck/riftbound/card-facts.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { DeckEnv } from "../../model/deck-reference.js";
import { loadDecks } from "../../replay/deck-load.js";
import { setUpDecks } from "../../replay/deck-setup.js";
import { fillZones, type DeckNote } from "../../replay/deck-zones.js";
import type { SourceText } from "../../text/source.js";
import { defaultCatalog, type CardCatalog, type ScenarioCards } from "./cards.js";
import type { ScenarioModel, SetupCardModel } from "./model.js";

const DECK_ZONES: readonly RiftZone[] = ["legend", "champion", "main-deck", "rune-deck"];
const SHUFFLED: readonly RiftZone[] = ["main-deck", "rune-deck"];

/**
 * Players' `deck:` lists in a Riftbound scenario: the Legend to `legend`, the Chosen Champion to
 * `champion`, the Main Deck cards to `main-deck` and the runes to `rune-deck`, each card where it
 * belongs by its type (as the deck is counted); battlefields, the sideboard and tokens are not
 * used. The Main Deck and the Rune Deck are shuffled.
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
  const printed = catalog ?? defaultCatalog();
  const deckCards: CardCatalog = { lookup: (ref) => cards.lookup(ref), suggest: (ref, max) => printed.suggest(ref, max) };
  return setUpDecks(
    doc,
    source,
    model,
    env,
    out,
    (refs, e, o) => loadDecks(refs, "riftbound", e, { riftbound: deckCards }, o),
    (m, loaded) => {
      const filled = fillZones(m.players, loaded, m.seed, DECK_ZONES, SHUFFLED, (deck) => {
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
      }, (def, range): SetupCardModel => ({ ref: { text: refFor(def, cards), range, inFlow: false }, range }));
      return { model: { ...m, players: filled.players }, notes: filled.notes };
    },
  );
}

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

/** A reference the scenario's cards resolve to this very card: its name, else its code. */
function refFor(def: RiftCardDef, cards: ScenarioCards): string {
  if (cards.lookup(def.name) === def) return def.name;
  if (def.code !== undefined && cards.lookup(def.code) === def) return def.code;
  return def.name;
}
