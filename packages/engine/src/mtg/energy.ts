/**
 * Energy (107.14: "The energy symbol is {E}. It represents one energy counter. To pay {E}, a
 * player removes one energy counter from themselves."): counters on a player (122.1), kept in
 * the player's state.
 */
import type { PlayerId } from "../kernel/types.js";
import type { MtgEffect } from "./cards.js";
import type { EffectContext } from "./effect-context.js";
import { manaValue, parseManaCost } from "./mana.js";
import { playerOf, updatePlayer } from "./players.js";
import { legalCardTargets } from "./several-targets.js";
import type { MtgTxn } from "./txn.js";

const energyOf = (txn: MtgTxn, player: PlayerId): number => playerOf(txn, player).energy ?? 0;

function changeEnergy(txn: MtgTxn, player: PlayerId, delta: number, rule: string): void {
  const total = energyOf(txn, player) + delta;
  updatePlayer(txn, player, (p) => ({ ...p, energy: total }));
  txn.note(`${player} ${delta >= 0 ? "gets" : "pays"} ${"{E}".repeat(Math.abs(delta)) || "no {E}"} (energy counters: ${total})`, rule);
}

/** "You get {E}{E}": `count` energy counters on the player (122.1). */
export function getEnergy(txn: MtgTxn, player: PlayerId, count: number): void {
  changeEnergy(txn, player, count, "122.1");
}

/**
 * Jolted Awake: "Then you may pay an amount of {E} equal to that card's mana value. If you do, …"
 * "That card" is the spell's target, if it was chosen and is still legal (608.2b); without it
 * there is nothing to pay for. The amount is its mana value (202.3) in the graveyard. A player
 * with fewer energy counters can't pay (118.3); one who can is asked (a "you may", yes by default).
 */
export function mayPayEnergyForTarget(txn: MtgTxn, ctx: EffectContext, then: readonly MtgEffect[], resolve: (txn: MtgTxn, ctx: EffectContext, effects: readonly MtgEffect[]) => void): void {
  const [card] = legalCardTargets(txn, ctx);
  if (card === undefined) {
    txn.note(`there is no target card, so there is no {E} to pay and nothing is returned`, "608.2b");
    return;
  }
  const amount = manaValue(parseManaCost(txn.card(card).def.manaCost ?? ""));
  const has = energyOf(txn, ctx.controller);
  if (has < amount) {
    txn.note(`${txn.name(card)}'s mana value is ${amount} and ${ctx.controller} has ${has} energy counter${has === 1 ? "" : "s"}, so they can't pay`, "118.3");
    return;
  }
  if (!txn.may(ctx.controller, `pay ${"{E}".repeat(amount) || "no {E}"} for ${ctx.sourceName} [${txn.cite("107.14")}]`)) return;
  changeEnergy(txn, ctx.controller, -amount, "107.14");
  resolve(txn, ctx, then);
}
