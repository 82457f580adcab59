/**
 * Madness (702.35a), two abilities. A static one that works while the card is in its owner's
 * hand: a player who would discard it discards it, but exiles it instead of putting it into
 * their graveyard. And a triggered one: "When this card is exiled this way, its owner may cast it
 * by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card
 * into their graveyard." The card is still discarded (a discard cost is paid, "cycles or
 * discards" triggers fire). Casting it during the trigger's resolution ignores the timing its
 * type would impose (the Scryfall madness rulings); the spell goes on the stack like any other.
 * This module is the replacement and the trigger; madness-cast.ts is the trigger resolving.
 */
import { zoneOf } from "../kernel/zones.js";
import type { MtgCardDef } from "./cards.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";
import { queueTrigger } from "./intervening-if.js";

/** The madness cost printed on the card, if it has madness. */
export function madnessCost(def: MtgCardDef): string | undefined {
  for (const a of def.abilities) if (a.kind === "static" && a.effect.kind === "madness") return a.effect.mana;
  return undefined;
}

/** Whether a card on its way from a hand to the graveyard by a discard is exiled by its own madness instead. */
export function madnessApplies(txn: MtgTxn, card: MtgCard, reason: string): boolean {
  return reason === "discard" && madnessCost(card.def) !== undefined && zoneOf(txn.state, card.id)?.zone === "hand";
}

/** The card has just been exiled by its madness: its trigger waits to go on the stack (603.3). */
export function triggerMadness(txn: MtgTxn, card: MtgCard): void {
  const mana = madnessCost(card.def) ?? "{0}";
  const text = `When this card is exiled this way, its owner may cast it by paying ${mana} rather than paying its mana cost. If that player doesn't, they put this card into their graveyard.`;
  queueTrigger(txn, {
    source: card.id,
    controller: card.owner,
    ability: { kind: "triggered", trigger: "when-exiled-with-madness", optional: false, effect: [{ kind: "madness-cast", mana }], text },
    x: 0,
  });
}

