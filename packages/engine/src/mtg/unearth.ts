/**
 * Unearth [cost] (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It
 * gains haste. Exile it at the beginning of the next end step or if it would leave the
 * battlefield. Activate only as a sorcery." The returned permanent carries the mark `unearthed`:
 * it has haste (keywords.ts), a move of it anywhere but exile goes to exile instead (moves.ts),
 * and the delayed trigger made here exiles it at the beginning of the next end step (603.7) if it
 * is still that object (400.7: any move clears the mark).
 */
import { zoneOf } from "../kernel/zones.js";
import type { EffectContext } from "./effect-context.js";
import { moveCard } from "./moves.js";
import { gainKeywordsIndefinitely } from "./pump.js";
import { triggerOnEnter } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

export function unearth(txn: MtgTxn, ctx: EffectContext): void {
  const card = txn.card(ctx.source);
  const where = zoneOf(txn.state, ctx.source);
  if (where?.zone !== "graveyard" || where.player !== card.owner) {
    txn.note(`${card.def.name} is no longer in its owner's graveyard, so it doesn't return`, "400.7");
    return;
  }
  if (moveCard(txn, ctx.source, "battlefield", "return", { controller: ctx.controller, rule: "702.84a" }) !== "battlefield") return;
  txn.writeCard({ ...txn.card(ctx.source), unearthed: true });
  gainKeywordsIndefinitely(txn, ctx.source, ["Haste"], "702.84a");
  txn.note(`${card.def.name} will be exiled at the beginning of the next end step or if it would leave the battlefield`, "702.84a");
  txn.state = {
    ...txn.state,
    delayed: [...txn.state.delayed, { id: `delayed-${txn.state.nextId}`, when: "next-end-step", card: ctx.source, controller: ctx.controller, source: ctx.source, text: `exile ${card.def.name} (unearth)`, effect: [{ kind: "exile-linked-unearthed" }] }],
    nextId: txn.state.nextId + 1,
  };
  triggerOnEnter(txn, ctx.source);
}

/** The delayed trigger resolving: exile the unearthed permanent if it is still on the battlefield as that object. */
export function exileUnearthed(txn: MtgTxn, ctx: EffectContext): void {
  const id = ctx.linked;
  const card = id === undefined ? undefined : txn.state.cards.get(id);
  if (id === undefined || !card?.unearthed || zoneOf(txn.state, id)?.zone !== "battlefield") {
    txn.note(`the unearthed permanent is no longer on the battlefield, so nothing is exiled`, "603.7c");
    return;
  }
  moveCard(txn, id, "exile", "exile", { rule: "702.84a" });
}
