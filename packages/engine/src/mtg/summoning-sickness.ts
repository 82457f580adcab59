/**
 * 302.6: a creature attacks, and its abilities with {T} in the cost are activated, only if its
 * controller has controlled it continuously since their most recent turn began; haste lifts
 * this (702.10b–c). `enteredTurn` is set when a permanent enters the battlefield, so a creature
 * that entered this turn is "sick" — it can't attack, and its {T} abilities (mana abilities
 * included) can't be activated, nor can it be tapped for mana to pay a cost.
 */
import { isCreaturePermanent } from "./characteristics.js";
import { hasKeyword } from "./keywords.js";
import type { MtgCard, MtgState } from "./state.js";

export function summoningSick(state: MtgState, card: MtgCard): boolean {
  return isCreaturePermanent(card) && card.enteredTurn !== undefined && card.enteredTurn >= state.turnNumber && !hasKeyword(card, "haste");
}

/** The refusal's reason, in the words of 302.6. */
export function sicknessReason(card: MtgCard): string {
  return `${card.def.name} is a creature that came under its controller's control this turn and has no haste, so its {T} abilities can't be activated (302.6)`;
}
