import type { CardId, PlayerId } from "../kernel/types.js";
import { deckFor, visionAbility, type TriggeredAbility, type TriggerCondition } from "./cards.js";
import { resolvingChainItem } from "./chain.js";
import { continueWith, effectsWork, type PendingTrigger } from "./pending.js";
import type { Txn } from "./txn.js";

/** Board zones whose cards' triggered abilities are live. */
const LIVE_ZONES = ["base", "battlefield", "legend"] as const;

/**
 * The triggered abilities of `id` for `condition`: its own, in printed order, then one [Vision] for
 * each friendly permanent that grants it one (Gemcraft Seer, Forecaster). Each instance of
 * [Vision] triggers separately (817.2); the controller would order simultaneous triggers (383.3.d),
 * and unasked the engine takes the card's own first, then the grants in board order.
 */
function triggeredAbilitiesOf(txn: Txn, player: PlayerId, id: CardId, condition: TriggerCondition): TriggeredAbility[] {
  const card = txn.state.cards.get(id);
  if (!card) return [];
  const own = card.def.abilities.filter((a): a is TriggeredAbility => a.kind === "triggered" && a.trigger === condition);
  if (condition !== "when-played" || card.def.type !== "unit") return own;
  const granted: TriggeredAbility[] = [];
  for (const zone of LIVE_ZONES) {
    for (const grantor of txn.state.zones[player]?.[zone] ?? []) {
      const def = txn.state.cards.get(grantor)?.def;
      for (const ability of def?.abilities ?? []) {
        if (ability.kind !== "static" || ability.effect.kind !== "grant-vision") continue;
        const to = ability.effect.to;
        const applies =
          to === "other-friendly-units" ? grantor !== id : card.def.tags.some((t) => t.toLowerCase() === to.tag.toLowerCase());
        if (applies) granted.push(visionAbility(`[Vision] (from ${def?.name ?? grantor}: "${ability.text}")`));
      }
    }
  }
  return [...own, ...granted];
}

/**
 * Schedules the triggered abilities of `cards` (or of everything `player` controls) that match.
 * Each card is looked at only once the triggers of the cards before it have resolved, since they
 * may have moved it; a card with no such ability is passed over at once, which changes nothing.
 */
export function fireTriggers(txn: Txn, player: PlayerId, condition: TriggerCondition, only?: readonly CardId[]): void {
  const sources = only ?? LIVE_ZONES.flatMap((zone) => [...(txn.state.zones[player]?.[zone] ?? [])]);
  for (const id of sources) {
    if (txn.state.cards.get(id) && triggeredAbilitiesOf(txn, player, id, condition).length === 0) continue;
    txn.pending.schedule(continueWith(() => triggerAbilitiesOf(txn, player, condition, id)));
  }
}

function triggerAbilitiesOf(txn: Txn, player: PlayerId, condition: TriggerCondition, id: CardId): void {
  const card = txn.state.cards.get(id);
  if (!card || card.controller !== player) return;
  for (const ability of triggeredAbilitiesOf(txn, player, id, condition)) {
    txn.pending.schedule({ kind: "trigger", source: id, sourceName: card.def.name, controller: player, ability });
  }
}

/** A triggered ability resolves: announced, its "you may" asked, then its effects in order. */
export function resolveTrigger(txn: Txn, trigger: PendingTrigger): void {
  const { source, sourceName, controller, ability } = trigger;
  txn.emit({ type: "trigger", card: source, name: sourceName, ability: ability.text });
  if (ability.optional && !txn.may(controller, `use ${sourceName}'s "${ability.text}"?`)) return;
  txn.pending.schedule(...resolvingChainItem(txn, effectsWork(controller, source, ability.effect)));
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
