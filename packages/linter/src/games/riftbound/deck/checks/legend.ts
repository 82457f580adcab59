import type { RiftCardDef } from "@recycle-rules/engine";
import type { DeckEntry, RiftboundDeck } from "../../../../deck/model.js";

/** The deck's Champion Legend: the first legend card in the Legend section, when the data knows it. */
export function legendOf(deck: RiftboundDeck): { entry: DeckEntry<RiftCardDef>; card: RiftCardDef } | undefined {
  for (const entry of deck.sections.legend) {
    if (entry.card?.type === "legend") return { entry, card: entry.card };
  }
  return undefined;
}
