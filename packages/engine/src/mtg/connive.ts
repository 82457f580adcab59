/**
 * Connive (701.50): "When this creature enters, it connives." The conniving permanent's controller
 * draws a card, then discards a card; if a nonland card was discarded, they put a +1/+1 counter on
 * the conniving permanent (701.50a). It connives even if it has left the battlefield: its last
 * known information says who controlled it, and then no counter is put on anything (701.50c).
 */
import { zoneOf } from "../kernel/zones.js";
import { discardCards } from "./discard.js";
import type { EffectContext } from "./effect-context.js";
import { isLand } from "./characteristics.js";
import { drawCard } from "./moves.js";
import { putCounters } from "./pump.js";
import type { MtgTxn } from "./txn.js";

export function connive(txn: MtgTxn, ctx: EffectContext): void {
  const player = ctx.controller;
  drawCard(txn, player);
  const discarded = discardCards(txn, player, 1, false);
  const nonland = discarded.filter((id) => !isLand(txn.card(id).def));
  if (nonland.length === 0) {
    txn.note(discarded.length === 0 ? `${ctx.sourceName} connives: nothing was discarded, so no counter` : `${ctx.sourceName} connives: a land was discarded, so no counter`, "701.50a");
    return;
  }
  if (zoneOf(txn.state, ctx.source)?.zone !== "battlefield") {
    txn.note(`${ctx.sourceName} connives but is no longer on the battlefield, so no +1/+1 counter is put on anything`, "701.50c");
    return;
  }
  txn.note(`${ctx.sourceName} connives: a nonland card was discarded, so it gets a +1/+1 counter`, "701.50a");
  putCounters(txn, ctx, { kind: "counters", counter: "+1/+1", count: { kind: "fixed", n: 1 }, on: "self" }, 1);
}
