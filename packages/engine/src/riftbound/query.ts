import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { RiftState } from "./state.js";

/**
 * Finds the card a scenario means by `ref`: an id, or a name or code. A name matches, in order,
 * copies on `player`'s board, then in `player`'s other zones, then anyone's: "activate Vi" means
 * the Vi you control. Returns every match in that order (the first is the one used).
 */
export function findCards(state: RiftState, ref: string, player?: PlayerId): CardId[] {
  const wanted = ref.trim().toLowerCase();
  if (state.cards.has(ref)) return [ref];
  const matches = [...state.cards.values()]
    .filter((c) => c.def.name.toLowerCase() === wanted || c.def.code?.toLowerCase() === wanted)
    .map((c) => c.id);
  const rank = (id: CardId): number => {
    const z = zoneOf(state, id);
    if (!z) return 9;
    const board = z.zone === "base" || z.zone === "battlefield" || z.zone === "runes";
    if (z.player === player) return board ? 0 : z.zone === "hand" ? 1 : 2;
    return board ? 3 : 4;
  };
  if (matches.length > 0) return matches.sort((a, b) => rank(a) - rank(b));
  // Only then an id written in other case: a made-up id ("mech") must not beat the name "Mech".
  const byId = [...state.cards.keys()].find((id) => id.toLowerCase() === wanted);
  return byId ? [byId] : [];
}
