import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { CardId } from "../kernel/types.js";
import { combatMightBonus } from "./combat-keywords.js";
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

/**
 * A unit's Might now: its base Might (printed, or what an effect made it this turn: Dragon Form),
 * plus static abilities, "this turn" changes, a buff (426) and [Assault]/[Shield] in combat.
 */
export function mightOf(state: RiftState, id: CardId): number | undefined {
  const card = state.cards.get(id);
  if (!card || card.def.might === undefined) return undefined;
  // A base Might set "this turn" replaces the printed one; the changes below still apply on top.
  let might = card.baseMightThisTurn ?? card.def.might;
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
  might += combatMightBonus(state, id);
  return might;
}
