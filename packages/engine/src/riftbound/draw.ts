import type { PlayerId } from "../kernel/types.js";
import { drawOne } from "./moves.js";
import { recycleCards } from "./recycle.js";
import { addPoints, reachedVictory, VICTORY_SCORE } from "./resources.js";
import type { Txn } from "./txn.js";

/** Drawing (413) and Burning Out (431), which drawing and other effects on an empty Main Deck set off. */
/**
 * A bound on Burn Outs in one draw. The points end the repetition first (each Burn Out gives one,
 * 431.3.a), unless a scenario starts a player with an absurd score; the bound keeps that finite.
 */
const MAX_BURN_OUTS = 1000;

/**
 * Draw 1 (413). From an empty Main Deck the player Burns Out, then draws (431.2). If the Main Deck
 * is still empty (the trash was empty too), the draw is attempted again, which is another Burn
 * Out, a point each time (431.3, 431.3.a), until the draw succeeds or a point gained after the
 * first Burn Out brings a player to the Victory Score with more points than any opponent: that
 * player wins at once (431.3.c, 431.3.c.1).
 */
export function draw(txn: Txn, player: PlayerId): "drew" | "won" | "nothing" {
  if (drawOne(txn, player)) return "drew";
  for (let burnOuts = 1; burnOuts <= MAX_BURN_OUTS; burnOuts++) {
    const gainer = burnOut(txn, player, burnOuts);
    if (drawOne(txn, player)) return "drew";
    if (gainer === undefined) {
      // Nobody can gain a point, so nothing would ever end the repetition.
      txn.emit({ type: "note", text: `${player} has no opponent to gain the points, so the repeated Burn Outs are not modelled further: ${player} draws nothing`, rule: "431.3" });
      return "nothing";
    }
    if (burnOuts > 1 && reachedVictory(txn, gainer)) {
      txn.emit({
        type: "note",
        text: `${gainer} reaches the Victory Score (${VICTORY_SCORE}) with more points than any opponent and wins the game at once; the engine does not end the game, so later steps are still replayed`,
        rule: "431.3.c.1",
      });
      return "won";
    }
  }
  txn.emit({ type: "note", text: `stopped after ${MAX_BURN_OUTS} Burn Outs without a winner: ${player} draws nothing`, rule: "431.3.a" });
  return "nothing";
}

/**
 * Draw `count`, one at a time (413). Once a Burn Out has won the game (431.3.c.1) the rest of the
 * draws are not carried out: a "Draw 99999" would otherwise burn out twice per draw, for nothing.
 */
export function drawCards(txn: Txn, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    if (draw(txn, player) !== "won" || i === count - 1) continue;
    txn.emit({ type: "note", text: `the game is over, so the other ${count - i - 1} of ${player}'s draws are not carried out`, rule: "431.3.c.1" });
    return;
  }
}

/**
 * Burn Out (431.2): the trash is recycled into the Main Deck (random order, 416.5), then the
 * player chooses an opponent, who gains 1 point (431.2.c). Returns that opponent.
 */
export function burnOut(txn: Txn, player: PlayerId, nth: number): PlayerId | undefined {
  if (nth === 1) {
    txn.emit({ type: "note", text: `${player} must draw from an empty Main Deck and burns out`, rule: "431.2" });
  } else {
    txn.emit({ type: "note", text: `${player}'s Main Deck is still empty, so the draw is attempted again and ${player} burns out again (Burn Out ${nth})`, rule: "431.3" });
  }
  const trash = [...(txn.state.zones[player]?.["trash"] ?? [])];
  recycleCards(txn, player, trash);
  const opponent = txn.chooseOpponent(player, "an opponent to gain 1 point", "431.2.c");
  if (opponent !== undefined) addPoints(txn, opponent, 1, "431.2.c");
  return opponent;
}
