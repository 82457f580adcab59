/**
 * "Exile the top card of your library. Until the end of your next turn, you may play that card."
 * (Kulrath Zealot, Rooting Moloch): a permission to play cards from exile. Playing is casting a
 * spell or playing a land (the glossary's "Play"); the permission changes where the card may be
 * played from, not when or for what: a land counts toward the lands played this turn (305.2), a
 * spell has the timing of its type (117.1a) and costs its mana cost (601.2f). The permission ends
 * in the cleanup step of its player's next turn (514.2), and with the card leaving exile (400.7).
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { EffectContext } from "./effect-context.js";
import type { MtgState } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** `cards` (those the effect before exiled) may be played by the controller until the end of their next turn. */
export function mayPlayExiled(txn: MtgTxn, ctx: EffectContext, cards: readonly CardId[]): void {
  const still = cards.filter((id) => zoneOf(txn.state, id)?.zone === "exile");
  if (still.length === 0) {
    txn.note(`no card was exiled this way, so ${ctx.sourceName} lets ${ctx.controller} play nothing`, "608.2c");
    return;
  }
  const entries = still.map((card) => ({ card, player: ctx.controller, afterTurn: txn.state.turnNumber, from: ctx.sourceName }));
  txn.state = { ...txn.state, playableFromExile: [...(txn.state.playableFromExile ?? []), ...entries] };
  for (const id of still) txn.note(`${ctx.controller} may play ${txn.name(id)} from exile until the end of their next turn`, "601.3");
}

/** The permission `player` has to play `card` from exile, if any. */
export function exilePermission(state: MtgState, player: PlayerId, card: CardId): { readonly from: string } | undefined {
  return state.playableFromExile?.find((e) => e.card === card && e.player === player);
}

/** A card that leaves exile is a new object (400.7): a permission to play it from there ends. */
export function forgetPlayableFromExile(txn: MtgTxn, card: CardId): void {
  const held = txn.state.playableFromExile;
  if (held?.some((e) => e.card === card)) keep(txn, held.filter((e) => e.card !== card));
}

/** The permissions left; none, the state has no list. */
function keep(txn: MtgTxn, left: NonNullable<MtgState["playableFromExile"]>): void {
  if (left.length > 0) txn.state = { ...txn.state, playableFromExile: left };
  else {
    const { playableFromExile: _, ...rest } = txn.state;
    txn.state = rest;
  }
}

/** The cleanup step (514.2): the permissions that last "until the end of your next turn" and this is that turn end. */
export function endPlayableFromExile(txn: MtgTxn): void {
  const held = txn.state.playableFromExile;
  if (!held) return;
  const { activePlayer, turnNumber } = txn.state;
  const ending = held.filter((e) => e.player === activePlayer && turnNumber > e.afterTurn);
  if (ending.length === 0) return;
  for (const e of ending) if (zoneOf(txn.state, e.card)?.zone === "exile") txn.note(`${e.player} may no longer play ${txn.name(e.card)} from exile (${e.from}'s "until the end of your next turn" ends)`, "514.2");
  keep(txn, held.filter((e) => !ending.includes(e)));
}
