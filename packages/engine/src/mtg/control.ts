/**
 * Control-changing effects (613.1b, layer 2): "gain control of target creature until end of turn"
 * (Limits of Solidarity), "gain control of all permanents you own" (Brand, 611.2a: no duration, so
 * for as long as the permanent stays on the battlefield), "you control enchanted permanent" (Lay
 * Claim: the Aura's controller, while it is attached, 611.3a). One list of effects in timestamp
 * order (613.7): the last one still in force decides; with none left, the permanent goes back to
 * whoever controlled it before the first. The battlefield lists a permanent under its controller,
 * so a change moves it to the new controller's list: it is removed from combat (506.4) and hasn't
 * been under its new controller's control since the turn began (302.6).
 */
import { attach, detach, zoneOf } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { leaveCombat } from "./combat-leave.js";
import type { ControlEffect } from "./state.js";
import type { MtgTxn } from "./txn.js";

export interface GainControl {
  readonly untilEndOfTurn?: boolean;
  readonly aura?: CardId;
  readonly from: string;
}

/** A new control effect on `card`, newest of all (613.7), giving it to `to`. */
export function gainControl(txn: MtgTxn, card: CardId, to: PlayerId, how: GainControl): void {
  if (zoneOf(txn.state, card)?.zone !== "battlefield") return;
  const effects = txn.state.controlEffects ?? [];
  const base = effects.find((e) => e.card === card)?.base ?? txn.card(card).controller;
  const effect: ControlEffect = { card, base, from: how.from, ...(how.aura === undefined ? { to } : { aura: how.aura }), ...(how.untilEndOfTurn ? { untilEndOfTurn: true } : {}) };
  txn.state = { ...txn.state, controlEffects: [...effects, effect] };
  const duration = how.untilEndOfTurn ? " until end of turn" : how.aura !== undefined ? ` while ${txn.name(how.aura)} is attached to it` : "";
  txn.note(`${how.from}: ${to} gains control of ${txn.name(card)}${duration}`, "613.1b");
  settleControl(txn);
}

/** The cleanup step ends the "until end of turn" control effects (514.2). */
export function endTurnControl(txn: MtgTxn): void {
  const effects = txn.state.controlEffects;
  if (!effects?.some((e) => e.untilEndOfTurn)) return;
  txn.state = { ...txn.state, controlEffects: effects.filter((e) => !e.untilEndOfTurn) };
  settleControl(txn, effects.filter((e) => e.untilEndOfTurn));
}

/**
 * Drops the effects no longer in force (the permanent or the Aura left the battlefield, 400.7;
 * the Aura is no longer attached to it) and gives each permanent they were about to the player
 * the newest remaining effect names, or back to its base controller. `ended`: effects just
 * ended by the caller. Costs the number of effects, never the battlefield's size.
 */
export function settleControl(txn: MtgTxn, ended: readonly ControlEffect[] = []): void {
  const effects = txn.state.controlEffects ?? [];
  if (effects.length === 0 && ended.length === 0) return;
  const onBattlefield = (id: CardId) => zoneOf(txn.state, id)?.zone === "battlefield";
  const inForce = effects.filter((e) => onBattlefield(e.card) && (e.aura === undefined || (onBattlefield(e.aura) && txn.card(e.aura).attachedTo === e.card)));
  if (inForce.length !== effects.length) txn.state = inForce.length > 0 ? { ...txn.state, controlEffects: inForce } : withoutEffects(txn);
  const gone = [...ended, ...effects.filter((e) => !inForce.includes(e))];
  const bases = new Map<CardId, PlayerId>();
  for (const e of [...gone, ...effects]) if (!bases.has(e.card)) bases.set(e.card, e.base);
  const cards = new Set<CardId>([...gone.map((e) => e.card), ...inForce.map((e) => e.card)]);
  for (const card of cards) {
    if (!onBattlefield(card)) continue;
    const newest = inForce.filter((e) => e.card === card).pop();
    const wanted = newest ? (newest.to ?? txn.card(newest.aura as CardId).controller) : bases.get(card);
    if (wanted !== undefined && wanted !== txn.card(card).controller) switchController(txn, card, wanted, newest?.from);
  }
}

function withoutEffects(txn: MtgTxn): MtgTxn["state"] {
  const { controlEffects: _, ...rest } = txn.state;
  return rest;
}

function switchController(txn: MtgTxn, id: CardId, to: PlayerId, by: string | undefined): void {
  const { state } = detach(txn.state, id);
  txn.state = attach(state, id, { player: to, zone: "battlefield" }, "any");
  txn.writeCard({ ...txn.card(id), controller: to, enteredTurn: txn.state.turnNumber });
  txn.note(by === undefined ? `no control effect applies to ${txn.name(id)} any more: ${to} controls it again` : `${to} controls ${txn.name(id)} now`, "613.1b");
  leaveCombat(txn, id);
}
