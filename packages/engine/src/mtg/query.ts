import type { CardId, PlayerId } from "../kernel/types.js";
import { copiesByZone, findByName, idInOtherCase, zonesByPreference } from "../kernel/find.js";
import { characteristicsOf, toughnessOf, powerOf } from "./characteristics.js";
import { formatPool, type ManaPool } from "./mana.js";
import type { MtgState, MtgZone } from "./state.js";

const ZONE_RANK: readonly MtgZone[] = ["hand", "battlefield", "graveyard", "exile", "library", "stack"];

/**
 * Finds the card a scenario means by `ref`: an id, or a name. A name matches, in order, copies in
 * `player`'s hand, then on their battlefield, then their other zones, then anyone's: "cycle
 * Street Wraith" means the one in your hand. Yields every match in that order, lazily; each zone
 * is one look-up in the state's index (names compared by case and outer spaces only).
 *
 * `normalize` is for a caller whose names are more lenient than that (the linter's card index
 * also folds quotes and dashes): when the exact look-up finds nothing, names are compared through
 * it, one pass over the game, the path only a misspelt or unknown reference takes.
 */
export function findMtgCards(state: MtgState, ref: string, player?: PlayerId, normalize?: (name: string) => string): Iterable<CardId> {
  const zones = zonesByPreference(state.players, player, ZONE_RANK, ZONE_RANK);
  if (normalize === undefined) return findByName(state, ref, zones);
  if (state.cards.has(ref)) return [ref];
  const exact = copiesByZone(state, [ref], zones);
  if (exact !== undefined) return exact;
  const wanted = normalize(ref);
  const distinct = new Set<string>();
  for (const card of state.cards.values()) distinct.add(card.def.name);
  const lenient = copiesByZone(state, [...distinct].filter((name) => normalize(name) === wanted), zones);
  // Only then an id written in other case, as findByName does.
  return lenient ?? idInOtherCase(state, ref);
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
  if (!card || characteristicsOf(card).power === undefined) return undefined;
  return { power: powerOf(card), toughness: toughnessOf(card) };
}
