import type { CardId, PlayerId } from "../kernel/types.js";
import { deckFor, type RiftCardDef, type TriggerCondition } from "./cards.js";
import { continueWith, effectsWork, type PendingTrigger } from "./pending.js";
import type { Txn } from "./txn.js";

/** Board zones whose cards' triggered abilities are live. */
const LIVE_ZONES = ["base", "battlefield", "legend"] as const;

function triggersOn(def: RiftCardDef, condition: TriggerCondition): boolean {
  return def.abilities.some((a) => a.kind === "triggered" && a.trigger === condition);
}

/**
 * Schedules the triggered abilities of `cards` (or of everything `player` controls) that match.
 * Each card is looked at only once the triggers of the cards before it have resolved, since they
 * may have moved it; a card with no such ability is passed over at once, which changes nothing.
 */
export function fireTriggers(txn: Txn, player: PlayerId, condition: TriggerCondition, only?: readonly CardId[]): void {
  const sources = only ?? LIVE_ZONES.flatMap((zone) => [...(txn.state.zones[player]?.[zone] ?? [])]);
  for (const id of sources) {
    const def = txn.state.cards.get(id)?.def;
    if (def && !triggersOn(def, condition)) continue;
    txn.pending.schedule(continueWith(() => triggerAbilitiesOf(txn, player, condition, id)));
  }
}

function triggerAbilitiesOf(txn: Txn, player: PlayerId, condition: TriggerCondition, id: CardId): void {
  const card = txn.state.cards.get(id);
  if (!card || card.controller !== player) return;
  for (const ability of card.def.abilities) {
    if (ability.kind !== "triggered" || ability.trigger !== condition) continue;
    txn.pending.schedule({ kind: "trigger", source: id, sourceName: card.def.name, controller: player, ability });
  }
}

/** A triggered ability resolves: announced, its "you may" asked, then its effects in order. */
export function resolveTrigger(txn: Txn, trigger: PendingTrigger): void {
  const { source, sourceName, controller, ability } = trigger;
  txn.emit({ type: "trigger", card: source, name: sourceName, ability: ability.text });
  if (ability.optional && !txn.may(controller, `use ${sourceName}'s "${ability.text}"?`)) return;
  txn.pending.schedule(...effectsWork(controller, source, ability.effect));
}

/**
 * "When you recycle one or more cards" sees only cards: runes and tokens are not cards (052, 185),
 * so recycling only those triggers nothing. Karma, Channeler's errata narrows it to "… cards to
 * your Main Deck": a card goes to its owner's deck (416.1.c), so recycling only another player's
 * cards doesn't trigger it.
 */
export function fireRecycleTriggers(txn: Txn, player: PlayerId, recycled: readonly CardId[]): void {
  const cards = recycled.filter((id) => {
    const card = txn.state.cards.get(id);
    // A token has ceased to exist by now (186.1): absent from the registry, so it is no card either.
    return card !== undefined && card.def.type !== "rune" && !card.token;
  });
  if (cards.length > 0) fireTriggers(txn, player, "you-recycle-cards");
  // A recycled card went to the bottom of its owner's deck of its type (416.1.a, 416.1.c).
  const toYourMainDeck = cards.some((id) => {
    const card = txn.card(id);
    return card.owner === player && deckFor(card.def.type) === "main-deck";
  });
  if (toYourMainDeck) fireTriggers(txn, player, "you-recycle-cards-to-your-main-deck");
}
