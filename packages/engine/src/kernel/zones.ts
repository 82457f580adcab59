import type { Position } from "./events.js";
import type { CardId, KernelState, PlayerId, ZoneRef } from "./types.js";

/** Finds the zone a card is in. A card is in exactly one zone (the kernel's first invariant). */
export function zoneOf<Def>(state: KernelState<Def>, id: CardId): ZoneRef | undefined {
  for (const player of state.players) {
    const zones = state.zones[player] ?? {};
    for (const zone of Object.keys(zones)) {
      if (zones[zone]?.includes(id)) return { player, zone };
    }
  }
  return undefined;
}

export function cardsIn<Def>(state: KernelState<Def>, ref: ZoneRef): readonly CardId[] {
  return state.zones[ref.player]?.[ref.zone] ?? [];
}

function withZone<S extends KernelState<unknown>>(state: S, ref: ZoneRef, ids: readonly CardId[]): S {
  const playerZones = state.zones[ref.player] ?? {};
  return {
    ...state,
    zones: { ...state.zones, [ref.player]: { ...playerZones, [ref.zone]: ids } },
  };
}

/** Takes a card out of whatever zone holds it. */
export function detach<S extends KernelState<unknown>>(state: S, id: CardId): { state: S; from: ZoneRef | undefined } {
  const from = zoneOf(state, id);
  if (!from) return { state, from };
  return { state: withZone(state, from, cardsIn(state, from).filter((c) => c !== id)), from };
}

/** Puts a detached card into a zone: decks take a top or bottom; unordered zones append. */
export function attach<S extends KernelState<unknown>>(state: S, id: CardId, to: ZoneRef, position: Position): S {
  const ids = cardsIn(state, to);
  return withZone(state, to, position === "top" ? [id, ...ids] : [...ids, id]);
}

/** Removes an instance from the game entirely: only tokens ever do this (186.1). */
export function removeCard<S extends KernelState<unknown>>(state: S, id: CardId): S {
  const detached = detach(state, id).state;
  return { ...detached, cards: detached.cards.remove(id) };
}

/** Every player after `player` in seating order, wrapping around. */
export function playersAfter(players: readonly PlayerId[], player: PlayerId): PlayerId[] {
  const i = players.indexOf(player);
  return [...players.slice(i + 1), ...players.slice(0, Math.max(i, 0))];
}

/** Where every card is: one pass over the zones, for batch moves. */
export function locationIndex<Def>(state: KernelState<Def>): Map<CardId, ZoneRef> {
  const index = new Map<CardId, ZoneRef>();
  for (const player of state.players) {
    const zones = state.zones[player] ?? {};
    for (const zone of Object.keys(zones)) for (const id of zones[zone] ?? []) index.set(id, { player, zone });
  }
  return index;
}

/**
 * Moves many cards at once, in order, each to the top or bottom of its destination. One pass over
 * the zones instead of one per card: recycling a thousand cards stays linear.
 */
export function relocate<S extends KernelState<unknown>>(
  state: S,
  moves: readonly { id: CardId; to: ZoneRef; position: Position }[],
): { state: S; from: Map<CardId, ZoneRef> } {
  const where = locationIndex(state);
  const moving = new Set(moves.map((m) => m.id));
  const from = new Map<CardId, ZoneRef>();
  // Each zone the batch touches is copied once, without the moving cards.
  const rewritten = new Map<string, { ref: ZoneRef; ids: CardId[] }>();
  const zoneCopy = (ref: ZoneRef): CardId[] => {
    const key = `${ref.player}\u0000${ref.zone}`;
    let entry = rewritten.get(key);
    if (!entry) {
      entry = { ref, ids: cardsIn(state, ref).filter((id) => !moving.has(id)) };
      rewritten.set(key, entry);
    }
    return entry.ids;
  };
  for (const m of moves) {
    const origin = where.get(m.id);
    if (origin) {
      from.set(m.id, origin);
      zoneCopy(origin);
    }
  }
  for (const m of moves) {
    const ids = zoneCopy(m.to);
    if (m.position === "top") ids.unshift(m.id);
    else ids.push(m.id);
  }
  const zones: Record<PlayerId, Record<string, readonly CardId[]>> = { ...state.zones };
  for (const { ref, ids } of rewritten.values()) zones[ref.player] = { ...zones[ref.player], [ref.zone]: ids };
  return { state: { ...state, zones }, from };
}
