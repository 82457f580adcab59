import type { CardId, PlayerId } from "../kernel/types.js";
import type { RiftState } from "./state.js";

/**
 * Whether a spell or ability `chooser` controls may choose this object. Twilight Shroud's "It
 * can't be chosen by enemy spells and abilities this turn": a unit so marked can't be chosen by
 * anything its controller's opponents control; its own controller's may still choose it. Every
 * effect that chooses a unit on the board asks this (unitsFor, enemyUnitsHere, the board
 * selectors, Wind and Ghosts); what affects "all" units chooses none and is not limited.
 */
export function choosableBy(state: RiftState, id: CardId, chooser: PlayerId): boolean {
  const card = state.cards.get(id);
  return card === undefined || card.unchoosableByEnemies !== true || card.controller === chooser;
}
