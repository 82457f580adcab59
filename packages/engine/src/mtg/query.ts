import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { toughnessOf, powerOf } from "./characteristics.js";
import { formatPool, type ManaPool } from "./mana.js";
import type { MtgState } from "./state.js";

/**
 * Finds the card a scenario means by `ref`: an id, or a name. A name matches, in order, copies in
 * `player`'s hand, then on their battlefield, then their other zones, then anyone's: "cycle
 * Street Wraith" means the one in your hand. Returns every match in that order.
 */
export function findMtgCards(state: MtgState, ref: string, player?: PlayerId): CardId[] {
  if (Object.hasOwn(state.cards, ref)) return [ref];
  const wanted = ref.trim().toLowerCase();
  const rank = (id: CardId): number => {
    const z = zoneOf(state, id);
    if (!z) return 9;
    const order = ["hand", "battlefield", "graveyard", "exile", "library", "stack"];
    return (z.player === player ? 0 : 10) + Math.max(0, order.indexOf(z.zone));
  };
  const byName = Object.values(state.cards)
    .filter((c) => c.def.name.toLowerCase() === wanted)
    .map((c) => c.id)
    .sort((a, b) => rank(a) - rank(b));
  if (byName.length > 0) return byName;
  // Only then an id written in other case: a made-up id ("swamp") must not beat the name "Swamp".
  const byId = Object.keys(state.cards).find((id) => id.toLowerCase() === wanted);
  return byId ? [byId] : [];
}

export function lifeOf(state: MtgState, player: PlayerId): number | undefined {
  return state.playerState[player]?.life;
}

export function manaPoolOf(state: MtgState, player: PlayerId): ManaPool | undefined {
  return state.playerState[player]?.mana;
}

/** "{1}{U}" style, "nothing" for an empty pool. */
export function describeManaPool(state: MtgState, player: PlayerId): string {
  const pool = manaPoolOf(state, player);
  return pool ? formatPool(pool) : "nothing";
}

export function hasLost(state: MtgState, player: PlayerId): boolean {
  return state.playerState[player]?.lost ?? false;
}

/** A creature's power and toughness now (counters and "until end of turn" effects included). */
export function mtgPowerToughness(state: MtgState, id: CardId): { power: number; toughness: number } | undefined {
  const card = state.cards[id];
  if (!card || card.def.power === undefined) return undefined;
  return { power: powerOf(card), toughness: toughnessOf(card) };
}
