/**
 * "Exile target … until ~ leaves the battlefield" (610.3): a one-shot exile, and a second one-shot
 * effect right after the source leaves that returns the card to the battlefield under its owner's
 * control (610.3c). The return itself happens in moves.ts (`returnExiledUntil`), as part of the
 * move that takes the source away, so nothing can happen in between.
 */
import { zoneOf } from "../kernel/zones.js";
import type { EffectContext } from "./effect-context.js";
import { moveCard } from "./moves.js";
import { legalCardTargets } from "./several-targets.js";
import type { MtgTxn } from "./txn.js";

export function exileUntilSourceLeaves(txn: MtgTxn, ctx: EffectContext): void {
  // 610.3b: the source left after the ability triggered: the card doesn't move.
  if (zoneOf(txn.state, ctx.source)?.zone !== "battlefield") {
    txn.note(`${ctx.sourceName} has already left the battlefield, so nothing is exiled`, "610.3b");
    return;
  }
  for (const id of legalCardTargets(txn, ctx)) {
    const token = txn.card(id).token;
    moveCard(txn, id, "exile", "exile", { rule: "610.3" });
    // A token in exile ceases to exist (704.5d): there is nothing to return.
    if (token) continue;
    txn.state = { ...txn.state, exiledUntilLeaves: [...(txn.state.exiledUntilLeaves ?? []), { source: ctx.source, card: id }] };
    txn.note(`${txn.name(id)} stays exiled until ${ctx.sourceName} leaves the battlefield`, "610.3");
  }
}
