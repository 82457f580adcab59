import { cardsIn } from "../kernel/zones.js";
import type { CardId } from "../kernel/types.js";
import type { RiftState } from "./state.js";

/** A unit's Might now: printed, plus static abilities, "this turn" changes and a buff (426). */
export function mightOf(state: RiftState, id: CardId): number | undefined {
  const card = state.cards.get(id);
  if (!card || card.def.might === undefined) return undefined;
  let might = card.def.might;
  for (const ability of card.def.abilities) {
    if (ability.kind === "static" && ability.effect.kind === "might-per-card-in-trash") {
      might += cardsIn(state, { player: card.controller, zone: "trash" }).count((c) => !state.cards.get(c)?.token);
    }
  }
  might += card.mightThisTurn;
  if (card.buffed) might += 1;
  return might;
}
