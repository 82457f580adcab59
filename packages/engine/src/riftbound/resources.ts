import type { CardId, PlayerId } from "../kernel/types.js";
import type { Domain } from "./cards.js";
import type { RiftPlayerResources } from "./state.js";
import type { Txn } from "./txn.js";

export function resourcesOf(txn: Txn, player: PlayerId): RiftPlayerResources {
  return txn.state.resources[player] ?? { energy: 0, power: {}, points: 0 };
}

function setResources(txn: Txn, player: PlayerId, next: RiftPlayerResources): void {
  txn.state = { ...txn.state, resources: { ...txn.state.resources, [player]: next } };
}

export function addEnergy(txn: Txn, player: PlayerId, delta: number, rule?: string): void {
  const r = resourcesOf(txn, player);
  setResources(txn, player, { ...r, energy: r.energy + delta });
  txn.emit({ type: "resource", player, resource: "energy", delta, total: r.energy + delta, rule });
}

export function addPower(txn: Txn, player: PlayerId, domain: Domain, delta: number, rule?: string): void {
  const r = resourcesOf(txn, player);
  const total = (r.power[domain] ?? 0) + delta;
  setResources(txn, player, { ...r, power: { ...r.power, [domain]: total } });
  txn.emit({ type: "resource", player, resource: `power:${domain}`, delta, total, rule });
}

export function addPoints(txn: Txn, player: PlayerId, delta: number, rule?: string): void {
  const r = resourcesOf(txn, player);
  setResources(txn, player, { ...r, points: r.points + delta });
  txn.emit({ type: "resource", player, resource: "points", delta, total: r.points + delta, rule });
}

/** "Gain N XP": the value marked on the player goes up (730.1); nothing limits it (733). */
export function gainXp(txn: Txn, player: PlayerId, delta: number): void {
  const r = resourcesOf(txn, player);
  const total = (r.xp ?? 0) + delta;
  setResources(txn, player, { ...r, xp: total });
  txn.emit({ type: "resource", player, resource: "xp", delta, total, rule: "730.1" });
}

/** The Rune Pool empties at the start of each Main Phase and at the end of each turn (167). */
export function emptyPools(txn: Txn): void {
  for (const player of txn.state.players) {
    const r = resourcesOf(txn, player);
    if (r.energy > 0) addEnergy(txn, player, -r.energy, "167");
    for (const [domain, amount] of Object.entries(r.power)) {
      if (amount && amount > 0) addPower(txn, player, domain as Domain, -amount, "167");
    }
  }
}

/**
 * The runes `player` has on the board, in the order they were listed or channelled. Only runes:
 * another card in the runes zone (a set-up the linter reports) has no rune abilities (164.2).
 */
export function runesOf(txn: Txn, player: PlayerId): CardId[] {
  return [...(txn.state.zones[player]?.["runes"] ?? [])].filter((id) => {
    const card = txn.state.cards.get(id);
    return card?.controller === player && card.def.type === "rune";
  });
}

/**
 * The Victory Score: 8 points by default (194.3). Modes of play and cards that change it
 * (194.3.a) are not modelled, and neither is the scenario able to set it.
 */
export const VICTORY_SCORE = 8;

/** Whether `player` has at least the Victory Score and more points than any other player (194.2, 431.3.c). */
export function reachedVictory(txn: Txn, player: PlayerId): boolean {
  const points = resourcesOf(txn, player).points;
  return points >= VICTORY_SCORE && txn.state.players.every((p) => p === player || resourcesOf(txn, p).points < points);
}
