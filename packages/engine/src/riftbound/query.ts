import { findByName, zonesByPreference } from "../kernel/find.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { RIFT_ZONES, type RiftState } from "./state.js";

const BOARD = ["base", "battlefield", "runes"];
/** Your board, your hand, your other zones; then the others' boards, then the rest of theirs. */
const MINE = [...BOARD, "hand", ...RIFT_ZONES.filter((z) => !BOARD.includes(z) && z !== "hand")];
const THEIRS = [...BOARD, ...RIFT_ZONES.filter((z) => !BOARD.includes(z))];

/**
 * Finds the card a scenario means by `ref`: an id, or a name or code. A name matches, in order,
 * copies on `player`'s board, then in `player`'s hand, then their other zones, then anyone's:
 * "activate Vi" means the Vi you control. Yields every match in that order (the first is the one
 * used), lazily.
 */
export function findCards(state: RiftState, ref: string, player?: PlayerId): Iterable<CardId> {
  return findByName(state, ref, zonesByPreference(state.players, player, MINE, THEIRS));
}
