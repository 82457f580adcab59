/**
 * Tapping and untapping a permanent: costs, attacking, "tap / untap target …" and the untap step
 * all go through here, so each says who did it the same way. (Regeneration's replacement taps the
 * permanent in the same write that removes its damage and a shield, 701.19a: regenerate.ts.)
 * Untapping honours stun counters (122.1d): if a permanent with a stun counter would become
 * untapped, one stun counter is removed from it instead; the untap step (502.3) and "untap
 * target …" (701.26a) both untap through here, so neither can skip the replacement.
 */
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** What is changing a permanent's status: `by` ("A", "Ice Flan"), and the rule when an effect cites one. */
export interface TapCause {
  readonly by: string;
  readonly rule?: string;
}

/** Taps `card` (untapped); `how` says what is tapping it ("A taps", "Frost Breath taps"). */
export function tapPermanent(txn: MtgTxn, card: MtgCard, how: TapCause): void {
  txn.writeCard({ ...card, tapped: true });
  report(txn, `${how.by} taps ${card.def.name}`, how.rule);
}

/** Untaps `card` (tapped), or removes one of its stun counters instead; `how` says what is untapping it ("A untaps", "Ice Flan untaps"). */
export function untapPermanent(txn: MtgTxn, card: MtgCard, how: TapCause): void {
  const stun = card.counters["stun"] ?? 0;
  if (stun > 0) {
    const { stun: _removed, ...others } = card.counters;
    txn.writeCard({ ...card, counters: stun > 1 ? { ...others, stun: stun - 1 } : others });
    txn.emit({ type: "stat", card: card.id, name: card.def.name, stat: "stun counters", delta: -1, total: stun - 1 });
    txn.note(`${card.def.name} stays tapped: a stun counter is removed from it instead of untapping it`, "122.1d");
    return;
  }
  txn.writeCard({ ...card, tapped: false });
  report(txn, `${how.by} untaps ${card.def.name}`, how.rule);
}

/** An effect's change cites its rule; a player's own (a cost, an attack, the untap step) is a plain state line. */
function report(txn: MtgTxn, what: string, rule: string | undefined): void {
  if (rule) txn.note(what, rule);
  else txn.emit({ type: "state", what });
}
