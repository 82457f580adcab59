/**
 * Untapping a permanent, with stun counters (122.1d): if a permanent with a stun counter would
 * become untapped, one stun counter is removed from it instead. The untap step (502.3) and
 * "untap target …" (701.26a) both untap through here, so neither can skip the replacement.
 */
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** Untaps `card` (tapped), or removes one of its stun counters instead; `how` says what is untapping it ("A untaps", "Ice Flan untaps"). */
export function untapPermanent(txn: MtgTxn, card: MtgCard, how: { readonly by: string; readonly rule?: string }): void {
  const stun = card.counters["stun"] ?? 0;
  if (stun > 0) {
    const { stun: _removed, ...others } = card.counters;
    txn.writeCard({ ...card, counters: stun > 1 ? { ...others, stun: stun - 1 } : others });
    txn.emit({ type: "stat", card: card.id, name: card.def.name, stat: "stun counters", delta: -1, total: stun - 1 });
    txn.note(`${card.def.name} stays tapped: a stun counter is removed from it instead of untapping it`, "122.1d");
    return;
  }
  txn.writeCard({ ...card, tapped: false });
  if (how.rule) txn.note(`${how.by} untaps ${card.def.name}`, how.rule);
  else txn.emit({ type: "state", what: `${how.by} untaps ${card.def.name}` });
}
