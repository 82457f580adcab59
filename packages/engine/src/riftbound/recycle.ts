import { shuffled } from "../kernel/rng.js";
import { relocate, removeCard, zoneOf } from "../kernel/zones.js";
import type { ActionPart, CardId, PlayerId, ZoneRef } from "../kernel/types.js";
import { deckFor } from "./cards.js";
import { BOARD_ZONES, type RiftZone } from "./state.js";
import { becomeNewObject } from "./new-object.js";
import type { Txn } from "./txn.js";

/** Where a recycled card goes: the bottom of its *owner's* deck of its type (416.1.a–c, 056). */
export function recycleDestination(txn: Txn, id: CardId): ZoneRef | undefined {
  const card = txn.card(id);
  const deck = deckFor(card.def.type);
  return deck ? { player: card.owner, zone: deck } : undefined;
}

/** The rule that decides a card's recycle destination, for transcripts and diagnostics. */
export function destinationRule(txn: Txn, id: CardId, instructed: PlayerId): string {
  const card = txn.card(id);
  if (card.owner !== instructed) return "416.1.c";
  return card.def.type === "rune" ? "416.1.b" : "416.1.a";
}

/** An effect's "recycle N from <zones>" (416.4, 416.6), as `pickCardsToRecycle` reads it. */
export interface RecycleRequest {
  /** The cards that may be recycled, in zone order. */
  readonly candidates: readonly CardId[];
  /** The N of "recycle N". */
  readonly count: number;
  /** "Recycle up to N": fewer is the player's choice, so a short answer is no error. */
  readonly upTo?: boolean;
  /** The zones as the transcript names them ("your trash", "A's trash"). */
  readonly where: string;
  /** Where a short answer is reported, given the answers that named no candidate. */
  readonly at: (invalid: readonly { index: number }[]) => ActionPart;
}

/**
 * The cards an effect recycles (416.4, 416.6): the player's answers, min(N, available) of them.
 * Too few answers is `recycle/wrong-count` (416.4: as many as possible), and then the recycle is
 * completed with the documented default picks, the first remaining candidates in zone order,
 * marked "(default)": the replay goes on in the state the rules allow, as for a claimed
 * destination (rulings R4, R9). Both the `recycle:` step and card effects come here; a cost
 * (416.3) is refused instead and does not.
 */
export function pickCardsToRecycle(txn: Txn, player: PlayerId, request: RecycleRequest): CardId[] {
  const { candidates, count, where } = request;
  const possible = Math.min(count, candidates.length);
  if (candidates.length < count) {
    txn.emit({ type: "note", text: `only ${candidates.length} in ${where}: recycle as many as possible`, rule: "416.4" });
  }
  const { picked, invalid } = txn.pickCards(player, `${request.upTo ? `up to ${count}` : possible} to recycle from ${where}`, candidates, count, "416.6", request.upTo === true);
  if (request.upTo || picked.length >= possible) return picked;
  const rest = candidates.filter((id) => !picked.includes(id)).slice(0, possible - picked.length);
  const there = `${candidates.length} ${candidates.length === 1 ? "is" : "are"} there`;
  const chosen = `${picked.length} ${picked.length === 1 ? "was" : "were"} chosen`;
  txn.flag(
    "wrong-count",
    "416.4",
    `The effect recycles ${count} from ${where}, so ${possible} must be recycled (${there}), but only ${chosen}: an effect recycles as many as possible, so the recycle is completed with the default picks: ${txn.names(rest)}.`,
    request.at(invalid),
  );
  txn.emit({ type: "choice", player, prompt: `${rest.length} more to recycle from ${where}`, answer: txn.names(rest), defaulted: true });
  return [...picked, ...rest];
}

export interface RecycleOptions {
  /** The owner's chosen order for a Rune Deck group (416.5.a), first placed first. */
  readonly runeOrder?: readonly CardId[];
  /** Whether the scenario was in a position to give an order (a step with `order:`). */
  readonly orderAskable?: boolean;
}

/**
 * Recycles `ids` simultaneously on `instructed`'s behalf. Cards are grouped by destination deck;
 * two or more to a Main Deck go in seeded random order (416.5), two or more to a Rune Deck in the
 * owner's chosen order (416.5.a). A token goes to its type's deck, then ceases to exist (186.1).
 * Returns the ids that were recycled (tokens included) so callers can fire triggers.
 */
export function recycleCards(txn: Txn, instructed: PlayerId, ids: readonly CardId[], options: RecycleOptions = {}): CardId[] {
  const groups = new Map<string, { to: ZoneRef; ids: CardId[] }>();
  // A card is recycled once however often a caller names it.
  for (const id of new Set(ids)) {
    const to = recycleDestination(txn, id);
    if (!to) continue;
    const key = `${to.player}/${to.zone}`;
    const group = groups.get(key) ?? { to, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }

  const moves: { id: CardId; to: ZoneRef; position: "bottom"; rule: string }[] = [];
  for (const { to, ids: group } of groups.values()) {
    for (const id of orderGroup(txn, to, group, options)) moves.push({ id, to, position: "bottom", rule: destinationRule(txn, id, instructed) });
  }
  const { state, from } = relocate(txn.state, moves);
  txn.state = state;
  // In its owner's deck it is a new object, ready, controlled by its owner (124.1).
  for (const { id } of moves) becomeNewObject(txn, id, { controller: txn.card(id).owner, exhausted: false, buffed: false, at: undefined });
  for (const { id, to, rule } of moves) {
    const card = txn.card(id);
    txn.emit({ type: "move", card: id, name: card.def.name, owner: card.owner, from: from.get(id) ?? to, to, position: "bottom", reason: "recycle", rule });
  }
  const recycled = moves.map((m) => m.id);
  for (const id of recycled) {
    if (txn.state.cards.get(id)?.token) ceaseToken(txn, id);
  }
  return recycled;
}

function orderGroup(txn: Txn, to: ZoneRef, group: CardId[], options: RecycleOptions): CardId[] {
  if (group.length < 2) return group;
  const names = (ids: readonly CardId[]) => ids.map((id) => txn.card(id).def.name);
  if (to.zone === "main-deck") {
    const r = shuffled(group, txn.state.rng);
    txn.state = { ...txn.state, rng: r.rng };
    txn.emit({ type: "order", player: to.player, zone: to, cards: names(r.items), how: "random", rule: "416.5" });
    return r.items;
  }
  // A card named twice in the order is placed once: a repeat never stands in for a rune left out.
  const given = [...new Set(options.runeOrder ?? [])].filter((id) => group.includes(id));
  if (given.length === group.length) {
    txn.emit({ type: "order", player: to.player, zone: to, cards: names(given), how: "chosen", rule: "416.5.a" });
    return given;
  }
  if (options.orderAskable) {
    txn.flag(
      "order",
      "416.5.a",
      `${group.length} runes go to ${to.player}'s Rune Deck together, so their owner chooses the order; ${given.length === 0 ? "none was given" : "the order given doesn't name each of them once"}, so they go in the order they were chosen.`,
      { part: "order" },
      "warning",
    );
  }
  txn.emit({ type: "order", player: to.player, zone: to, cards: names(group), how: "default", rule: "416.5.a" });
  return group;
}

/** A token outside the Board (other than the chain) ceases to exist right after it arrives (186.1). */
export function ceaseToken(txn: Txn, id: CardId): void {
  const where = zoneOf(txn.state, id);
  if (!where || BOARD_ZONES.includes(where.zone as RiftZone)) return;
  const name = txn.card(id).def.name;
  txn.state = removeCard(txn.state, id);
  txn.emit({ type: "cease", card: id, name, from: where, rule: "186.1" });
}
