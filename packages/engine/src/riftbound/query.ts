import { findByName, zonesByPreference } from "../kernel/find.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { RIFT_ZONES, type RiftState } from "./state.js";

/** The zones a name is looked for first: where units and runes act (the Legend, though on the Board, is not looked for there first). */
const ACTING_ZONES: readonly string[] = ["base", "battlefield", "runes"];
/** Your acting zones, your hand, your other zones; then the others' acting zones, then the rest of theirs. */
const MINE = [...ACTING_ZONES, "hand", ...RIFT_ZONES.filter((z) => !ACTING_ZONES.includes(z) && z !== "hand")];
const THEIRS = [...ACTING_ZONES, ...RIFT_ZONES.filter((z) => !ACTING_ZONES.includes(z))];

/**
 * Finds the card a scenario means by `ref`: an id, or a name or code. A name matches, in order,
 * copies on `player`'s board, then in `player`'s hand, then their other zones, then anyone's:
 * "activate Vi" means the Vi you control. Yields every match in that order (the first is the one
 * used), lazily.
 */
export function findCards(state: RiftState, ref: string, player?: PlayerId): Iterable<CardId> {
  return findByName(state, ref, zonesByPreference(state.players, player, MINE, THEIRS));
}
