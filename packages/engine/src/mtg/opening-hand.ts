import { cardsIn, playersAfter } from "../kernel/zones.js";
import type { CardId } from "../kernel/types.js";
import type { MtgCardDef } from "./cards.js";
import { moveCard } from "./moves.js";
import { inGame } from "./players.js";
import { finishAction } from "./priority.js";
import { triggerOnEnter } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

/** "If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6a) */
export function beginsOnBattlefield(def: MtgCardDef): boolean {
  return def.abilities.some((a) => a.kind === "static" && a.effect.kind === "opening-hand-battlefield");
}

/**
 * The scenario's hands are the opening hands, the mulligans done (103.5), and the actions cards
 * allow from them are taken now (103.6): the starting player (the active player of turn 1, 103.8)
 * first, then each other player in turn order. Each card that may begin the game on the
 * battlefield asks its owner yes or no, in the order the hand lists the cards (103.6 lets a player
 * take them in any order; these actions don't depend on each other); yes puts it onto the
 * battlefield (103.6a). Only before anything else has happened in turn 1: a game begins once.
 * The hands are read once, so the work is the size of the hands.
 */
export function takeOpeningHandActions(txn: MtgTxn): void {
  const { turnNumber, begun, activePlayer, players } = txn.state;
  if (turnNumber !== 1) {
    txn.refuse("timing", "103.6", `Actions from an opening hand are taken before the game's first turn (103.6), but this scenario starts in turn ${turnNumber}.`);
  }
  if (begun) txn.refuse("timing", "103.6", "Actions from an opening hand are taken once, before anything else happens in the game (103.6): make this the first step.");
  for (const player of [activePlayer, ...playersAfter(players, activePlayer)]) {
    if (!inGame(txn, player)) continue;
    const able: CardId[] = [...cardsIn(txn.state, { player, zone: "hand" })].filter((id) => beginsOnBattlefield(txn.card(id).def));
    for (const id of able) {
      const name = txn.card(id).def.name;
      if (!txn.may(player, `${name}: begin the game with it on the battlefield [${txn.cite("103.6a")}]`)) continue;
      moveCard(txn, id, "battlefield", "put", { rule: "103.6a" });
      triggerOnEnter(txn, id);
    }
  }
  // In a step without priority (untap, 502.4) the triggers wait for the first player to get it.
  if (txn.state.priority !== null) finishAction(txn, activePlayer, false);
}
