import { List, Map as ImmutableMap, Set as ImmutableSet } from "immutable";
import type { Position } from "./events.js";
import type { CardId, CardInstance, KernelState, NamedDef, PlayerId, ZoneIndex, ZoneList, ZoneRef } from "./types.js";

/**
 * The kernel's zone functions: the only code that writes `state.zones` and `state.index`, so the
 * two never disagree. Each costs in proportion to what it changes: O(log n) per card moved, plus,
 * for a card that leaves neither end of its zone (or of its name's copies there), its distance
 * from the top; never the size of the game.
 */

type AnyState = KernelState<NamedDef, CardInstance<NamedDef>>;

const EMPTY_ZONE: ZoneList = List<CardId>();
const NO_COPIES = List<CardId>();

/** How names and codes are compared when the index looks them up: case and outer spaces ignored. */
export function nameKey(text: string): string {
  return text.trim().toLowerCase();
}

function namedKey(ref: ZoneRef, key: string): string {
  return `${ref.player}\u0000${ref.zone}\u0000${key}`;
}

/** The codes index with `def`'s code (if any) noted as printed on cards named `def.name`. */
function withCode(codes: ZoneIndex["codes"], def: NamedDef): ZoneIndex["codes"] {
  if (def.code === undefined) return codes;
  const code = nameKey(def.code);
  const name = nameKey(def.name);
  if (code === name || codes.get(code)?.has(name)) return codes;
  return codes.set(code, (codes.get(code) ?? ImmutableSet<string>()).add(name));
}

/** Finds the zone a card is in. A card is in exactly one zone (the kernel's first invariant). */
export function zoneOf<Def>(state: KernelState<Def>, id: CardId): ZoneRef | undefined {
  return state.index.where.get(id);
}

export function cardsIn<Def>(state: KernelState<Def>, ref: ZoneRef): ZoneList {
  return state.zones[ref.player]?.[ref.zone] ?? EMPTY_ZONE;
}

/**
 * The copies in one zone whose name or printed code is `text` (compared by nameKey): those named
 * so in arrival order, then those printed with that code. A code is filed under the names it is
 * printed on, and only the copies that bear it are taken (a name's other printings have other codes).
 */
export function copiesIn<Def>(state: KernelState<Def>, ref: ZoneRef, text: string): List<CardId> {
  const { named, codes } = state.index;
  const key = nameKey(text);
  let copies = named.get(namedKey(ref, key)) ?? NO_COPIES;
  for (const name of codes.get(key) ?? []) {
    if (name === key) continue;
    const bearing = (named.get(namedKey(ref, name)) ?? NO_COPIES).filter((id) => {
      const code = (state.cards.get(id)?.def as NamedDef | undefined)?.code;
      return code !== undefined && nameKey(code) === key;
    });
    copies = copies.concat(bearing);
  }
  return copies;
}

/** Every player after `player` in seating order, wrapping around. */
export function playersAfter(players: readonly PlayerId[], player: PlayerId): PlayerId[] {
  const i = players.indexOf(player);
  return [...players.slice(i + 1), ...players.slice(0, Math.max(i, 0))];
}

/** The index of a fresh state: one pass over its zones. */
export function indexZones(
  players: readonly PlayerId[],
  zones: Readonly<Record<PlayerId, Readonly<Record<string, Iterable<CardId>>>>>,
  cardOf: (id: CardId) => { readonly def: NamedDef; readonly token: boolean } | undefined,
): ZoneIndex {
  const where = ImmutableMap<CardId, ZoneRef>().asMutable();
  const named = ImmutableMap<string, List<CardId>>().asMutable();
  const tokens = ImmutableSet<CardId>().asMutable();
  let codes: ZoneIndex["codes"] = ImmutableMap();
  for (const player of players) {
    for (const [zone, ids] of Object.entries(zones[player] ?? {})) {
      const ref = { player, zone };
      for (const id of ids) {
        where.set(id, ref);
        const card = cardOf(id);
        if (!card) continue;
        named.update(namedKey(ref, nameKey(card.def.name)), (s = NO_COPIES) => s.push(id));
        codes = withCode(codes, card.def);
        if (card.token) tokens.add(id);
      }
    }
  }
  return { where: where.asImmutable(), named: named.asImmutable(), tokens: tokens.asImmutable(), codes: codes.asImmutable() };
}

/** The index with `id` taken out of `from` (a card leaving, or ceasing to exist). */
function unindex(index: ZoneIndex, id: CardId, def: NamedDef | undefined, from: ZoneRef): ZoneIndex {
  let named = index.named;
  if (def) {
    const k = namedKey(from, nameKey(def.name));
    const rest = without(named.get(k) ?? NO_COPIES, id);
    named = rest.size === 0 ? named.remove(k) : named.set(k, rest);
  }
  return { ...index, where: index.where.remove(id), named };
}

/** The index with `id` put into `to`. */
function reindex(index: ZoneIndex, id: CardId, def: NamedDef | undefined, to: ZoneRef): ZoneIndex {
  if (!def) return { ...index, where: index.where.set(id, to) };
  const named = index.named.update(namedKey(to, nameKey(def.name)), (s = NO_COPIES) => s.push(id));
  return { ...index, where: index.where.set(id, to), named, codes: withCode(index.codes, def) };
}

function withZone<S extends KernelState<unknown>>(state: S, ref: ZoneRef, ids: ZoneList): S {
  const playerZones = state.zones[ref.player] ?? {};
  return { ...state, zones: { ...state.zones, [ref.player]: { ...playerZones, [ref.zone]: ids } } };
}

function defOf<S extends KernelState<unknown>>(state: S, id: CardId): NamedDef | undefined {
  return (state as unknown as AnyState).cards.get(id)?.def;
}

/**
 * `ids` without `id`. The ends are checked first: draws take the top, recycles leave the bottom,
 * and a card taken from the middle costs its distance from the top.
 */
function without(ids: ZoneList, id: CardId): ZoneList {
  if (ids.first() === id) return ids.shift();
  if (ids.last() === id) return ids.pop();
  const at = ids.indexOf(id);
  return at < 0 ? ids : ids.remove(at);
}

/** Takes a card out of whatever zone holds it. */
export function detach<S extends KernelState<unknown>>(state: S, id: CardId): { state: S; from: ZoneRef | undefined } {
  const from = zoneOf(state, id);
  if (!from) return { state, from };
  const moved = withZone(state, from, without(cardsIn(state, from), id));
  return { state: { ...moved, index: unindex(state.index, id, defOf(state, id), from) }, from };
}

/** Puts a detached card into a zone: decks take a top or bottom; unordered zones append. */
export function attach<S extends KernelState<unknown>>(state: S, id: CardId, to: ZoneRef, position: Position): S {
  const ids = cardsIn(state, to);
  const placed = withZone(state, to, position === "top" ? ids.unshift(id) : ids.push(id));
  return { ...placed, index: reindex(state.index, id, defOf(state, id), to) };
}

/**
 * `card` written with a new definition (a Magic copy effect gives a permanent another card's
 * name, 707.2): the name index files it under its new name in the zone it is in, so a lookup by
 * name finds what it is now. O(log n) plus its distance in its old name's copies.
 */
export function redefineCard<Def, Card extends CardInstance<Def>, S extends KernelState<Def, Card>>(state: S, card: Card): S {
  const where = zoneOf(state, card.id);
  const before = defOf(state, card.id);
  const cards = state.cards.set(card.id, card);
  if (!where) return { ...state, cards };
  return { ...state, cards, index: reindex(unindex(state.index, card.id, before, where), card.id, card.def as NamedDef, where) };
}

/** A new instance (a token being created) put into a zone. */
export function addCard<Def, Card extends CardInstance<Def>, S extends KernelState<Def, Card>>(state: S, card: Card, to: ZoneRef, position: Position): S {
  const added = attach({ ...state, cards: state.cards.set(card.id, card) }, card.id, to, position);
  return card.token ? { ...added, index: { ...added.index, tokens: added.index.tokens.add(card.id) } } : added;
}

/** Removes an instance from the game entirely: only tokens ever do this (186.1). */
export function removeCard<S extends KernelState<unknown>>(state: S, id: CardId): S {
  const detached = detach(state, id).state;
  return { ...detached, cards: detached.cards.remove(id), index: { ...detached.index, tokens: detached.index.tokens.remove(id) } };
}

/** The same cards of one zone in a new order (a shuffle): the index does not change. */
export function reorderZone<S extends KernelState<unknown>>(state: S, ref: ZoneRef, ids: Iterable<CardId>): S {
  return withZone(state, ref, List(ids));
}

/** Above this many cards leaving one zone in one batch, the zone is rebuilt once instead of cut per card. */
const REBUILD_AT = 16;

/**
 * Moves many cards at once, in order, each to the top or bottom of its destination. A zone that
 * many of the cards leave is rebuilt in one pass, so recycling a thousand cards stays linear.
 */
export function relocate<S extends KernelState<unknown>>(
  state: S,
  moves: readonly { id: CardId; to: ZoneRef; position: Position }[],
): { state: S; from: Map<CardId, ZoneRef> } {
  const from = new Map<CardId, ZoneRef>();
  const leaving = new Map<string, { ref: ZoneRef; ids: Set<CardId> }>();
  for (const m of moves) {
    const origin = zoneOf(state, m.id);
    if (!origin) continue;
    from.set(m.id, origin);
    const key = `${origin.player}\u0000${origin.zone}`;
    const entry = leaving.get(key) ?? { ref: origin, ids: new Set<CardId>() };
    entry.ids.add(m.id);
    leaving.set(key, entry);
  }
  let next = state;
  let index = state.index;
  for (const { ref, ids } of leaving.values()) {
    const before = cardsIn(next, ref);
    let after: ZoneList;
    if (ids.size > REBUILD_AT) {
      after = before.filter((id) => !ids.has(id));
    } else {
      after = before;
      for (const id of ids) after = without(after, id);
    }
    next = withZone(next, ref, after);
    for (const id of ids) index = unindex(index, id, defOf(state, id), ref);
  }
  for (const m of moves) {
    const ids = cardsIn(next, m.to);
    next = withZone(next, m.to, m.position === "top" ? ids.unshift(m.id) : ids.push(m.id));
    index = reindex(index, m.id, defOf(state, m.id), m.to);
  }
  return { state: { ...next, index }, from };
}

/**
 * What is wrong with a state's index, compared with one rebuilt from its zones: nothing, unless a
 * zone was written around the functions above. For property tests and fuzzing (O(n)).
 */
export function zoneIndexProblems(state: KernelState<NamedDef>): string[] {
  const rebuilt = indexZones(state.players, state.zones, (id) => state.cards.get(id));
  const problems: string[] = [];
  const ref = (z: ZoneRef | undefined): string => (z ? `${z.player}/${z.zone}` : "nowhere");
  for (const [id, at] of rebuilt.where) if (ref(state.index.where.get(id)) !== ref(at)) problems.push(`${id} is in ${ref(at)}, the index says ${ref(state.index.where.get(id))}`);
  for (const id of state.index.where.keys()) if (!rebuilt.where.has(id)) problems.push(`the index places ${id}, which is in no zone`);
  const tokens = (set: ImmutableSet<CardId>): string => [...set].sort().join(",");
  if (tokens(rebuilt.tokens) !== tokens(state.index.tokens)) problems.push(`tokens: index ${tokens(state.index.tokens)}, cards ${tokens(rebuilt.tokens)}`);
  const names = new Set([...rebuilt.named.keys(), ...state.index.named.keys()]);
  for (const key of names) {
    const want = [...(rebuilt.named.get(key) ?? [])].sort().join(",");
    const have = [...(state.index.named.get(key) ?? [])].sort().join(",");
    if (want !== have) problems.push(`copies under ${JSON.stringify(key)}: index ${have || "none"}, zones ${want || "none"}`);
  }
  return problems;
}
