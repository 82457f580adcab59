import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { CardId } from "../kernel/types.js";
import type { RiftState } from "./state.js";

/** The cards (not tokens, 185) in a player's trash: its size less the few tokens there, without reading it. */
function cardsInTrash(state: RiftState, player: string): number {
  let tokens = 0;
  for (const id of state.index.tokens) {
    const at = zoneOf(state, id);
    if (at?.player === player && at.zone === "trash") tokens++;
  }
  return cardsIn(state, { player, zone: "trash" }).size - tokens;
}

/** A unit's Might now: printed, plus static abilities, "this turn" changes and a buff (426). */
export function mightOf(state: RiftState, id: CardId): number | undefined {
  const card = state.cards.get(id);
  if (!card || card.def.might === undefined) return undefined;
  let might = card.def.might;
  for (const ability of card.def.abilities) {
    if (ability.kind === "static" && ability.effect.kind === "might-per-card-in-trash") {
      might += cardsInTrash(state, card.controller);
    }
    if (ability.kind === "static" && ability.effect.kind === "might-while-empowered" && card.empowered === true) {
      might += ability.effect.amount;
    }
  }
  might += card.mightThisTurn;
  if (card.buffed) might += 1;
  return might;
}
