import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { deckFor, visionAbility, type Ability, type TriggeredAbility, type TriggerCondition } from "./cards.js";
import { hasTag } from "./card-words.js";
import { resolvingChainItem } from "./chain.js";
import { effectsWork, type PendingTrigger } from "./pending.js";
import { ABILITY_ZONES, type RiftCard } from "./state.js";
import type { Txn } from "./txn.js";


/** Where a card is when its abilities are looked at: on the board, or in a zone its text names (385.2). */
type Zone = "board" | "trash";

function matches(ability: Ability, condition: TriggerCondition, zone: Zone): ability is TriggeredAbility {
  return ability.kind === "triggered" && ability.trigger === condition && (ability.activeIn ?? "board") === zone;
}

/**
 * The triggered abilities of `id` for `condition`: its own, in printed order, then one [Vision] for
 * each friendly permanent that grants it one (Gemcraft Seer, Forecaster). Each instance of
 * [Vision] triggers separately (817.2); the controller would order simultaneous triggers (383.3.d),
 * and unasked the engine takes the card's own first, then the grants in board order.
 */
function triggeredAbilitiesOf(txn: Txn, player: PlayerId, id: CardId, condition: TriggerCondition, zone: Zone = "board"): TriggeredAbility[] {
  const card = txn.state.cards.get(id);
  if (!card) return [];
  const own = card.def.abilities.filter((a): a is TriggeredAbility => matches(a, condition, zone));
  if (condition !== "when-played" || card.def.type !== "unit" || zone !== "board") return own;
  const granted: TriggeredAbility[] = [];
  for (const zone of ABILITY_ZONES) {
    for (const grantor of txn.state.zones[player]?.[zone] ?? []) {
      const def = txn.state.cards.get(grantor)?.def;
      for (const ability of def?.abilities ?? []) {
        if (ability.kind !== "static" || ability.effect.kind !== "grant-vision") continue;
        const to = ability.effect.to;
        const applies =
          to === "other-friendly-units" ? grantor !== id : hasTag(card.def, [to.tag]);
        if (applies) granted.push(visionAbility(`[Vision] (from ${def?.name ?? grantor}: "${ability.text}")`));
      }
    }
  }
  return [...own, ...granted];
}

/**
 * The triggered abilities of `cards` (or of everything `player` controls) that match trigger now:
 * the condition is evaluated right after the event (383.2.c), so each card is looked at as the
 * event left it, and each ability goes on the chain (chain.ts) even if a trigger before it moves
 * its card before it resolves.
 */
export function fireTriggers(txn: Txn, player: PlayerId, condition: TriggerCondition, only?: readonly CardId[]): void {
  const sources = only ?? ABILITY_ZONES.flatMap((zone) => [...(txn.state.zones[player]?.[zone] ?? [])]);
  for (const id of sources) triggerAbilitiesOf(txn, player, condition, id);
}

function triggerAbilitiesOf(txn: Txn, player: PlayerId, condition: TriggerCondition, id: CardId, zone: Zone = "board"): void {
  const card = txn.state.cards.get(id);
  if (!card || (zone === "board" ? card.controller : card.owner) !== player) return;
  for (const ability of triggeredAbilitiesOf(txn, player, id, condition, zone)) {
    txn.trigger({ kind: "trigger", source: id, sourceName: card.def.name, controller: player, ability });
  }
}

/**
 * A dead unit's [Deathknell] abilities (808.1.c). The trigger is added before the card moves to
 * the trash, with its details noted (808.1.d.2, 808.1.d.3): it is controlled by `controller`, who
 * controlled the unit as it died, though the card is now in its owner's trash. `card` is the unit
 * as it died: a token has ceased to exist by the time it is in the trash (186.1), and its
 * Deathknell triggers all the same.
 */
export function fireDeathknell(txn: Txn, card: RiftCard, controller: PlayerId): void {
  for (const ability of card.def.abilities.filter((a): a is TriggeredAbility => matches(a, "deathknell", "board"))) {
    txn.trigger({ kind: "trigger", source: card.id, sourceName: card.def.name, controller, ability });
  }
}

/**
 * "When you conquer" / "When you hold" (383.4.c.2.b, 383.4.d.2.b): every card `player` controls
 * on the board, then the cards in their trash whose text makes the ability work from there (385.2).
 */
export function firePlayerTriggers(txn: Txn, player: PlayerId, condition: TriggerCondition): void {
  fireTriggers(txn, player, condition);
  for (const id of txn.state.zones[player]?.["trash"] ?? []) triggerAbilitiesOf(txn, player, condition, id, "trash");
}

/**
 * A battlefield's "here" abilities (053.3): "you" is the player who scores or defends there, not
 * the player who set the battlefield up, so they are that player's to resolve.
 */
export function fireBattlefieldTriggers(txn: Txn, player: PlayerId, condition: TriggerCondition, battlefield: CardId): void {
  const card = txn.state.cards.get(battlefield);
  if (!card) return;
  for (const ability of card.def.abilities) {
    if (!matches(ability, condition, "board")) continue;
    txn.trigger({ kind: "trigger", source: battlefield, sourceName: card.def.name, controller: player, ability });
  }
}

/**
 * Abilities about a card played, which they call "it": "When an opponent plays a gear" (Ravenbloom
 * Prefect) for each other player, "When you play a spell" (Jhin, Virtuoso) for the player. The card
 * is remembered with the zone it is in now (on the board, or where a spell waits on the chain), so
 * "it" is found only while it is still there.
 */
export function firePlayedCardTriggers(txn: Txn, player: PlayerId, card: CardId): void {
  const subject = { card, zone: zoneOf(txn.state, card)?.zone };
  const type = txn.state.cards.get(card)?.def.type;
  for (const p of txn.state.players) {
    const condition: TriggerCondition | undefined = p === player ? (type === "spell" ? "you-play-spell" : undefined) : type === "gear" ? "opponent-plays-gear" : undefined;
    if (condition === undefined) continue;
    for (const zone of ABILITY_ZONES) {
      for (const id of txn.state.zones[p]?.[zone] ?? []) {
        const source = txn.state.cards.get(id);
        if (!source || source.controller !== p) continue;
        for (const ability of source.def.abilities) {
          if (matches(ability, condition, "board")) txn.trigger({ kind: "trigger", source: id, sourceName: source.def.name, controller: p, ability, subject });
        }
      }
    }
  }
}

/** A triggered ability resolves: announced, its "you may" asked, then its effects in order. */
export function resolveTrigger(txn: Txn, trigger: PendingTrigger): void {
  const { source, sourceName, controller, ability } = trigger;
  // A trigger resolves whole before the next (154.3.a), so "it" stays its subject throughout.
  txn.memory.triggerSubject = trigger.subject;
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
  // "When you recycle a rune": a rune is no card (052) but is what this one counts, once for each.
  for (const id of recycled) if (txn.state.cards.get(id)?.def.type === "rune") fireTriggers(txn, player, "you-recycle-rune");
  // A recycled card went to the bottom of its owner's deck of its type (416.1.a, 416.1.c).
  const toYourMainDeck = cards.some((id) => {
    const card = txn.card(id);
    return card.owner === player && deckFor(card.def.type) === "main-deck";
  });
  if (toYourMainDeck) fireTriggers(txn, player, "you-recycle-cards-to-your-main-deck");
}
