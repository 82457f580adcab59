/** A player's own numbers: life, the mana pool, and the flags the state-based actions read. */
import type { PlayerId } from "../kernel/types.js";
import { EMPTY_POOL, MANA_KINDS, addToPool, type ManaKind } from "./mana.js";
import type { MtgPlayerState } from "./state.js";
import type { MtgTxn } from "./txn.js";

const NOBODY: MtgPlayerState = { life: 0, mana: EMPTY_POOL, lost: true, drewFromEmpty: false, landsPlayed: 0, cycledThisTurn: 0, drawnThisTurn: 0, discardedThisTurn: 0 };

export function playerOf(txn: MtgTxn, player: PlayerId): MtgPlayerState {
  return txn.state.playerState[player] ?? NOBODY;
}

export function updatePlayer(txn: MtgTxn, player: PlayerId, change: (p: MtgPlayerState) => MtgPlayerState): void {
  txn.state = { ...txn.state, playerState: { ...txn.state.playerState, [player]: change(playerOf(txn, player)) } };
}

/** Life gain and loss, damage to a player (120.3a) and paying life (119.4) all change the total here. */
export function changeLife(txn: MtgTxn, player: PlayerId, delta: number, rule?: string): void {
  if (delta === 0) return;
  updatePlayer(txn, player, (p) => ({ ...p, life: p.life + delta }));
  const total = playerOf(txn, player).life;
  txn.emit(rule === undefined ? { type: "resource", player, resource: "life", delta, total } : { type: "resource", player, resource: "life", delta, total, rule: txn.cite(rule) });
}

export function changeMana(txn: MtgTxn, player: PlayerId, kind: ManaKind, delta: number, rule: string): void {
  if (delta === 0) return;
  updatePlayer(txn, player, (p) => ({ ...p, mana: addToPool(p.mana, kind, delta) }));
  txn.emit({ type: "resource", player, resource: `mana:{${kind}}`, delta, total: playerOf(txn, player).mana[kind], rule: txn.cite(rule) });
}

/** Mana empties between steps (500.4). */
export function emptyManaPools(txn: MtgTxn): void {
  for (const player of txn.state.players) {
    const pool = playerOf(txn, player).mana;
    for (const kind of MANA_KINDS) if (pool[kind] > 0) changeMana(txn, player, kind, -pool[kind], "500.4");
  }
}

/** A player still in the game (800.4a: one who lost has left it). */
export function inGame(txn: MtgTxn, player: PlayerId): boolean {
  const p = txn.state.playerState[player];
  return p !== undefined && !p.lost;
}

/** Can a spell or ability target this player? Not while they have shroud (702.18a). */
export function targetablePlayer(txn: MtgTxn, player: PlayerId): boolean {
  return inGame(txn, player) && playerOf(txn, player).shroudUntilEndOfTurn !== true;
}
