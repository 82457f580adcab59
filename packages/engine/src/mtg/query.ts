import type { CardId, PlayerId } from "../kernel/types.js";
import { locationIndex } from "../kernel/zones.js";
import { toughnessOf, powerOf } from "./characteristics.js";
import { formatPool, type ManaPool } from "./mana.js";
import type { MtgState } from "./state.js";

/** How names are compared by default: case and surrounding spaces ignored. */
const plainName = (name: string): string => name.trim().toLowerCase();

const ZONE_RANK = ["hand", "battlefield", "graveyard", "exile", "library", "stack"];

/**
 * Finds the card a scenario means by `ref`: an id, or a name. A name matches, in order, copies in
 * `player`'s hand, then on their battlefield, then their other zones, then anyone's: "cycle
 * Street Wraith" means the one in your hand. Returns every match in that order. `normalize`
 * decides when two names are the same (the linter's card index is more lenient than case).
 * Where each card is comes from one pass over the zones, so a name shared by thousands of cards
 * costs one pass, not one zone search per comparison.
 */
export function findMtgCards(state: MtgState, ref: string, player?: PlayerId, normalize: (name: string) => string = plainName): CardId[] {
  if (state.cards.has(ref)) return [ref];
  const wanted = normalize(ref);
  // Thousands of cards share a handful of names: each distinct name is normalized once.
  const normalized = new Map<string, string>();
  const same = (name: string): boolean => {
    let n = normalized.get(name);
    if (n === undefined) normalized.set(name, (n = normalize(name)));
    return n === wanted;
  };
  const named = [...state.cards.values()].filter((c) => same(c.def.name));
  if (named.length > 0) {
    const where = locationIndex(state);
    const rank = (id: CardId): number => {
      const z = where.get(id);
      return z ? (z.player === player ? 0 : 10) + Math.max(0, ZONE_RANK.indexOf(z.zone)) : 99;
    };
    return named
      .map((c) => ({ id: c.id, rank: rank(c.id) }))
      .sort((a, b) => a.rank - b.rank)
      .map((c) => c.id);
  }
  // Only then an id written in other case: a made-up id ("swamp") must not beat the name "Swamp".
  const lower = ref.trim().toLowerCase();
  const byId = [...state.cards.keys()].find((id) => id.toLowerCase() === lower);
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
  const card = state.cards.get(id);
  if (!card || card.def.power === undefined) return undefined;
  return { power: powerOf(card), toughness: toughnessOf(card) };
}
