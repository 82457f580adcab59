import type { CardId, PlayerId } from "../kernel/types.js";
import { firePlayerTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/** Kills a spell is responsible for (415.5): Immortal Phoenix's "When you kill a unit with a spell". */

/**
 * Runs one effect of `source` with the spell responsible for the kills it makes, if `source` is a
 * spell: a spell is responsible for the kills of its Kill instructions (415.5.b) and for the units
 * its damage kills (415.5.c); an ability it created (a reflexive "do this") too (415.5.d). A unit
 * killed by a change of Might is killed by no one's damage, so `moveCard` credits only kills by
 * instruction or damage (`killedBySpell`).
 */
export function withSpellResponsible(txn: Txn, player: PlayerId, source: CardId, run: () => void): void {
  const isSpell = txn.state.cards.get(source)?.def.type === "spell";
  const outer = txn.responsibleSpell;
  txn.responsibleSpell = isSpell ? { controller: player, spell: source } : undefined;
  try {
    run();
  } finally {
    txn.responsibleSpell = outer;
  }
}

/**
 * A unit was killed by an instruction or by damage while a spell's effect resolved: its controller
 * killed a unit with a spell, and their "When you kill a unit with a spell" abilities trigger, on
 * the board and in their trash (the unit may be the Phoenix itself, in the trash by now).
 */
export function killedBySpell(txn: Txn): void {
  const responsible = txn.responsibleSpell;
  if (responsible === undefined) return;
  firePlayerTriggers(txn, responsible.controller, "you-kill-unit-with-spell");
}
