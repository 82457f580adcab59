import type { List } from "immutable";
import { copiesIn } from "./zones.js";
import type { CardId, KernelState, PlayerId, ZoneRef } from "./types.js";

/**
 * The zones a name is looked up in, best first: the acting player's zones in the game's order of
 * preference, then the other players' zones in the same order, zone by zone.
 */
export function zonesByPreference(players: readonly PlayerId[], player: PlayerId | undefined, mine: readonly string[], theirs: readonly string[]): ZoneRef[] {
  const own = player === undefined ? [] : mine.map((zone) => ({ player, zone }));
  const others = players.filter((p) => p !== player);
  return [...own, ...theirs.flatMap((zone) => others.map((p) => ({ player: p, zone })))];
}

/**
 * The cards a scenario means by `ref`: the card with that id, else the copies whose name or code is
 * `ref`, zone by zone in `zones` order (each zone's copies in the order they arrived), else a card
 * whose id is `ref` in other case. Lazy: resolving "Barren Moor" when the library holds ten
 * thousand of them reads the first, not all. Each zone is one look-up in the state's index.
 */
export function findByName<Def>(state: KernelState<Def>, ref: string, zones: readonly ZoneRef[]): Iterable<CardId> {
  if (state.cards.has(ref)) return [ref];
  const named = copiesByZone(state, [ref], zones);
  if (named !== undefined) return named;
  // Only then an id written in other case: a made-up id ("mech") must not beat the name "Mech".
  return idInOtherCase(state, ref);
}

/**
 * The copies named (or coded) any of `names`, zone by zone in `zones` order, then name by name
 * within a zone; undefined when there are none. Each zone and name is one look-up in the index.
 */
export function copiesByZone<Def>(state: KernelState<Def>, names: readonly string[], zones: readonly ZoneRef[]): Iterable<CardId> | undefined {
  const lists: List<CardId>[] = [];
  for (const zone of zones) {
    for (const name of names) {
      const copies = copiesIn(state, zone, name);
      if (copies.size > 0) lists.push(copies);
    }
  }
  return lists.length === 0 ? undefined : { *[Symbol.iterator]() { for (const copies of lists) yield* copies; } };
}

/** The card whose id is `ref` in other case, if any: one pass over the cards, the path only an unknown reference takes. */
export function idInOtherCase<Def>(state: KernelState<Def>, ref: string): CardId[] {
  const wanted = ref.trim().toLowerCase();
  for (const id of state.cards.keys()) if (id.toLowerCase() === wanted) return [id];
  return [];
}

/** The first of an iterable, or undefined. */
export function firstOf<T>(items: Iterable<T>): T | undefined {
  for (const item of items) return item;
  return undefined;
}
