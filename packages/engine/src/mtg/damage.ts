/**
 * Damage dealt by a spell's or an ability's effect (120.3). Combat damage has its own step
 * (combat-damage.ts); what the two share is what damage *does*: to a player it is life loss
 * (120.3a), to a creature it is marked (120.3e), a source with deathtouch makes any of it lethal
 * (702.2b, checked by 704.5h) and a source with lifelink gains its controller that much life
 * (702.15b). Prevention shields apply first, as the damage would be dealt (615.1); prevented
 * damage is never dealt (615.6), and protection prevents damage from what it names (702.16e). Deathtouch and lifelink are static abilities, which work on the battlefield (112.6):
 * a source counts as having one only while it is there. A creature that died before its ability
 * resolved would count by its last known information (113.7a); that isn't kept, so it doesn't.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { hasProtectionQuality, protectionsOf } from "./combat-evasion.js";
import { isCreaturePermanent, isPlaneswalker } from "./characteristics.js";
import { hasKeyword } from "./keywords.js";
import { changeLife } from "./players.js";
import { applyPrevention } from "./prevention.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

export type DamageRecipient = { readonly player: PlayerId } | { readonly card: CardId };

export function dealEffectDamage(txn: MtgTxn, source: CardId, to: DamageRecipient, amountDue: number): void {
  if (amountDue <= 0) return;
  const recipient = "player" in to ? to.player : txn.name(to.card);
  const protectedBy = "card" in to ? protectionFrom(txn, source, to.card) : undefined;
  if (protectedBy) {
    txn.note(`${recipient} has ${protectedBy.toLowerCase()}: the ${amountDue} damage ${txn.name(source)} would deal to it is prevented`, "702.16e");
    return;
  }
  const amount = applyPrevention(txn, source, to, amountDue, `${txn.name(source)} would deal to ${recipient}`);
  if (amount <= 0) return;
  const from = zoneOf(txn.state, source)?.zone === "battlefield" ? txn.state.cards.get(source) : undefined;
  if ("player" in to) {
    changeLife(txn, to.player, -amount, "120.3a");
  } else {
    const c = txn.state.cards.get(to.card);
    if (!c) return;
    if (isPlaneswalker(c)) loseLoyalty(txn, c, amount);
    // A planeswalker that is also a creature has the damage marked too (120.3c, 120.3e).
    if (isPlaneswalker(c) && !isCreaturePermanent(c)) {
      if (from !== undefined && hasKeyword(from, "lifelink")) changeLife(txn, from.controller, amount, "702.15b");
      return;
    }
    const now = txn.card(c.id);
    const deathtouch = from !== undefined && hasKeyword(from, "deathtouch");
    txn.writeCard({ ...now, damage: now.damage + amount, ...(deathtouch ? { deathtouched: true } : {}) });
    txn.emit({ type: "stat", card: c.id, name: c.def.name, stat: "damage", delta: amount, total: now.damage + amount });
    if (deathtouch) txn.note(`${from.def.name} has deathtouch: any damage it deals to ${c.def.name} is lethal`, "702.2b");
  }
  if (from !== undefined && hasKeyword(from, "lifelink")) changeLife(txn, from.controller, amount, "702.15b");
}

/**
 * 120.3c: damage dealt to a planeswalker removes that many loyalty counters from it (as many as it
 * has); its loyalty is the number left (306.5c), and at 0 the state-based check puts it into its
 * owner's graveyard (704.5i).
 */
function loseLoyalty(txn: MtgTxn, card: MtgCard, amount: number): void {
  const had = card.counters["loyalty"];
  if (had === undefined) {
    // The card data has no printed loyalty (306.5b), so one that entered in the replay has no known loyalty.
    txn.note(`${card.def.name} is a planeswalker whose loyalty isn't known (no loyalty counters were given), so the ${amount} damage changes nothing the replay can show (rulings M85)`);
    return;
  }
  const left = Math.max(0, had - amount);
  txn.writeCard({ ...card, counters: { ...card.counters, loyalty: left } });
  txn.emit({ type: "stat", card: card.id, name: card.def.name, stat: "loyalty counters", delta: left - had, total: left });
  txn.note(`${amount} damage to ${card.def.name}, a planeswalker, removes that many loyalty counters from it`, "120.3c");
}

/** 702.16e: damage from a source with a quality the permanent has protection from is prevented. */
function protectionFrom(txn: MtgTxn, source: CardId, target: CardId): string | undefined {
  const from = txn.state.cards.get(source);
  const card = txn.state.cards.get(target);
  if (!from || !card) return undefined;
  return protectionsOf(card).find((p) => hasProtectionQuality(from, p));
}
