/**
 * "At the beginning of the end step" abilities (513.1, 603.2). Most work on the battlefield; one
 * that returns its own card from the graveyard (Spellpyre Phoenix) works there (113.6). Which
 * cards have such a graveyard ability is fixed when the game is set up — a card's abilities don't
 * change, and a token that reaches a graveyard ceases to exist (704.5d) — so the end step looks
 * at those few cards instead of every card in every graveyard, each turn.
 */
import type { CardId } from "../kernel/types.js";
import type { MtgAbility, MtgCardDef, MtgTriggeredAbility } from "./cards.js";

export function isEndStepAbility(ability: MtgAbility): ability is MtgTriggeredAbility {
  return ability.kind === "triggered" && ability.trigger === "at-beginning-of-end-step";
}

/** An end-step ability that returns its card from the graveyard works from there (113.6). */
export function worksFromGraveyard(ability: MtgTriggeredAbility): boolean {
  return ability.effect.some((e) => e.kind === "return-self-to-hand");
}

/** Dragon Wings' "when a creature with … enters, you may return ~ from your graveyard …": a trigger of cards in graveyards. */
export function isGraveyardEntersAbility(ability: MtgAbility): ability is MtgTriggeredAbility {
  return ability.kind === "triggered" && ability.trigger === "whenever-a-permanent-enters-while-in-graveyard";
}

/** The cards, of those set up, with an ability `works` picks: a set-up index, read instead of every graveyard. */
function cardsWithAbility(cards: Iterable<{ readonly id: CardId; readonly def: MtgCardDef }>, works: (ability: MtgAbility) => boolean): CardId[] {
  const out: CardId[] = [];
  for (const card of cards) if (card.def.abilities.some(works)) out.push(card.id);
  return out;
}

/** The cards, of those set up, whose ability triggers from the graveyard as a permanent enters (Dragon Wings). */
export function graveyardEntersCards(cards: Iterable<{ readonly id: CardId; readonly def: MtgCardDef }>): CardId[] {
  return cardsWithAbility(cards, isGraveyardEntersAbility);
}

/** The cards, of those set up, that have an end-step ability working from the graveyard. */
export function graveyardEndStepCards(cards: Iterable<{ readonly id: CardId; readonly def: MtgCardDef }>): CardId[] {
  return cardsWithAbility(cards, (a) => isEndStepAbility(a) && worksFromGraveyard(a));
}
