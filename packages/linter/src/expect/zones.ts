import { copiesIn, firstOf, type CardId, type KernelState, type PlayerId, type ZoneIndex } from "@recycle-rules/engine";
import { expectMismatch } from "../diagnostics/scenario-expect-mismatch.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { CardRefText, ExpectCardBase, ZoneExpectModel } from "../model/types.js";
import type { ExpectEnv } from "./env.js";
import { describeMove, type RecordedMove } from "./move-history.js";

/** A property of a card that differs from what the expectation says. */
export interface PropertyProblem {
  readonly range: Range;
  readonly message: string;
}

/**
 * What the zone checks need to know of a game: how its state lists a zone, how a reference
 * names a card, which properties an expected card may state, and how its move log explains a
 * card that is not where the expectation puts it (the rule that sent it elsewhere).
 */
export interface ZoneRules<State, Cards, Log, Zone extends string, Card extends ExpectCardBase> {
  ids(state: State, player: PlayerId, zone: Zone): ZoneCards;
  /**
   * The cards of one zone a reference names, found through the state's index: an expectation that
   * a trash of thousands includes one card reads that card, not the trash. The index compares
   * names by case and outer spaces; a reference only refMatches' more lenient comparison accepts
   * (curly quotes, a dash for a comma) is looked for by reading the zone with refMatches.
   * In a deck, a name's copies come in the order they arrived, which a card put on top changes.
   */
  copies(state: State, player: PlayerId, zone: Zone, ref: string): Iterable<CardId>;
  /** Ordered zones (decks, libraries) are compared in order, top first; the rest as sets. */
  ordered(zone: Zone): boolean;
  /** The zone's contents as a message ends with ("A's trash holds: …"). */
  listing(state: State, player: PlayerId, zone: Zone): string;
  /** Some cards by name, as a message lists them. */
  names(state: State, ids: Iterable<CardId>): string;
  cardName(state: State, id: CardId): string | undefined;
  /** Does the reference (an id, a name or a code) name this card? */
  refMatches(state: State, id: CardId, ref: string): boolean;
  propertyProblems(state: State, id: CardId, card: Card): PropertyProblem[];
  /** Whether a reference names a card of the pool (ids are checked by the caller). */
  isCardName(cards: Cards, ref: string): boolean;
  unknownCard(cards: Cards, ref: CardRefText, extra: readonly string[]): Diagnostic;
  /** A card expected in a zone it is not in: why, when the log knows (a recycle, a discard). */
  explainMissing(env: ExpectEnv<State, Cards, Log>, card: Card, player: PlayerId, zone: Zone): Diagnostic | undefined;
  /** A card expected to be absent from a zone it is in: why, when the log knows. */
  explainPresent(env: ExpectEnv<State, Cards, Log>, id: CardId, card: Card, player: PlayerId, zone: Zone): Diagnostic | undefined;
  /** What a position past the end of an ordered zone reads as ("the deck has no card there"). */
  readonly emptyPosition: string;
}

/** One zone's cards as the checks read them: in order, with their number, without copying them. */
export interface ZoneCards extends Iterable<CardId> {
  readonly size: number;
  indexOf(id: CardId): number;
  /** The cards from `begin` (0: the top) up to `end`, reading only those. */
  slice(begin: number, end?: number): Iterable<CardId>;
}

/**
 * A state as both engines' kernels shape it: cards by id, each player's zones as lists of ids
 * (the kernel's persistent lists, or plain arrays), and, from the kernel, the index that finds a
 * name's copies in a zone without reading the zone.
 */
export interface ZonedState {
  readonly cards: { get(id: CardId): { readonly def: { readonly name: string } } | undefined };
  readonly zones: Readonly<Record<PlayerId, Readonly<Partial<Record<string, ZoneCards | readonly CardId[]>>> | undefined>>;
  readonly index?: ZoneIndex;
}

const NO_CARDS: ZoneCards = { size: 0, indexOf: () => -1, slice: () => [], *[Symbol.iterator]() {} };

/** A plain array read as ZoneCards. */
function arrayCards(ids: readonly CardId[]): ZoneCards {
  return { size: ids.length, indexOf: (id) => ids.indexOf(id), slice: (begin, end) => ids.slice(begin, end), [Symbol.iterator]: () => ids[Symbol.iterator]() };
}

/** A card pool as the zone checks use it (cards/scenario-cards.ts). */
export interface CardPoolLike {
  isCardName(ref: string): boolean;
  unknown(ref: CardRefText, extra: readonly string[]): Diagnostic;
}

/** What a game says of its zones and cards; the rest of ZoneRules follows from the kernel's state shape. */
export type GameZoneRules<State, Cards, Log, Zone extends string, Card extends ExpectCardBase> = Pick<
  ZoneRules<State, Cards, Log, Zone, Card>,
  "ordered" | "refMatches" | "propertyProblems" | "explainMissing" | "explainPresent" | "emptyPosition"
> & {
  /** How an ordered zone's listing says its order ("top to bottom", "top first"). */
  readonly orderWording: string;
  /** Between two names in a listing. */
  readonly separator: string;
};

/** ZoneRules for a state of the kernel's shape, from what the game says. */
export function zoneRules<State extends ZonedState, Cards extends CardPoolLike, Log, Zone extends string, Card extends ExpectCardBase>(
  game: GameZoneRules<State, Cards, Log, Zone, Card>,
): ZoneRules<State, Cards, Log, Zone, Card> {
  const ids = (state: State, player: PlayerId, zone: Zone): ZoneCards => {
    const cards = state.zones[player]?.[zone];
    return cards === undefined ? NO_CARDS : "size" in cards ? cards : arrayCards(cards);
  };
  const names = (state: State, list: Iterable<CardId>): string => {
    const all = [...list];
    return all.length === 0 ? "nothing" : all.map((id) => state.cards.get(id)?.def.name ?? id).join(game.separator);
  };
  /**
   * The index holds names compared by case and outer spaces, so the exact id and the indexed name
   * are looked up first; a reference only a game's more lenient comparison accepts (curly
   * quotes, a dash for a comma) falls back to reading the zone.
   */
  const copies = (state: State, player: PlayerId, zone: Zone, ref: string): Iterable<CardId> => {
    const scan = (): CardId[] => [...ids(state, player, zone)].filter((id) => game.refMatches(state, id, ref));
    if (state.index === undefined) return scan();
    const ref0 = ref.trim();
    const byId = state.index.where.get(ref0);
    const own = byId !== undefined && byId.player === player && byId.zone === zone;
    const named = copiesIn(state as unknown as KernelState<unknown>, { player, zone }, ref0);
    if (!own && named.size === 0) return scan();
    // Lazy: a check that wants one copy of a name held ten thousand times reads one.
    return {
      *[Symbol.iterator]() {
        if (own) yield ref0;
        for (const id of named) if (id !== ref0) yield id;
      },
    };
  };
  return {
    ...game,
    ids,
    copies,
    names,
    cardName: (state, id) => state.cards.get(id)?.def.name,
    listing: (state, player, zone) => {
      const list = ids(state, player, zone);
      if (list.size === 0) return `${player}'s ${zone} is empty`;
      return game.ordered(zone) ? `${player}'s ${zone} is, ${game.orderWording}: ${names(state, list)}` : `${player}'s ${zone} holds: ${names(state, list)}`;
    },
    isCardName: (cards, ref) => cards.isCardName(ref),
    unknownCard: (cards, ref, extra) => cards.unknown(ref, extra),
  };
}

/** Checks one zone of a player's expectation: the whole zone, its checks, its count. */
export function checkZone<State, Cards, Log, Zone extends string, Card extends ExpectCardBase>(
  rules: ZoneRules<State, Cards, Log, Zone, Card>,
  env: ExpectEnv<State, Cards, Log>,
  player: PlayerId,
  zone: ZoneExpectModel<Zone, Card>,
): void {
  const z = new ZoneCheck(rules, env, player, zone);
  const ids = rules.ids(env.state, player, zone.zone);
  if (zone.whole && z.known(zone.whole)) {
    if (rules.ordered(zone.zone)) z.sequence(zone.whole, [...ids], zone.range, true, 0);
    else z.multiset(zone.whole, zone.range);
  }
  for (const check of zone.checks) {
    if (!z.known(check.cards)) continue;
    const n = check.cards.length;
    switch (check.kind) {
      case "top":
        z.sequence(check.cards, [...ids.slice(0, n)], check.range, false, 0);
        break;
      case "bottom":
        z.sequence(check.cards, [...ids.slice(Math.max(0, ids.size - n))], check.range, false, Math.max(0, ids.size - n));
        break;
      case "includes":
        z.includes(check.cards);
        break;
      case "excludes":
        z.excludes(check.cards);
        break;
    }
  }
  if (zone.count && zone.count.value !== ids.size) {
    env.out.push(
      expectMismatch.create({
        range: zone.count.range,
        message: `${player}'s ${zone.zone} has ${ids.size} card${ids.size === 1 ? "" : "s"}, not ${zone.count.value}: ${rules.listing(env.state, player, zone.zone)}.${movesThrough(env, player, zone.zone)}`,
      }),
    );
  }
}

class ZoneCheck<State, Cards, Log, Zone extends string, Card extends ExpectCardBase> {
  constructor(
    private readonly rules: ZoneRules<State, Cards, Log, Zone, Card>,
    private readonly env: ExpectEnv<State, Cards, Log>,
    private readonly player: PlayerId,
    private readonly zone: ZoneExpectModel<Zone, Card>,
  ) {}

  private get listing(): string {
    return this.rules.listing(this.env.state, this.player, this.zone.zone);
  }

  /** Reports the references that name no card; true when all name one. */
  known(cards: readonly Card[]): boolean {
    let ok = true;
    for (const c of cards) {
      if (this.rules.isCardName(this.env.cards, c.ref.text) || this.env.knownIds.has(c.ref.text.toLowerCase())) continue;
      this.env.out.push(this.rules.unknownCard(this.env.cards, c.ref, [...this.env.knownIds]));
      ok = false;
    }
    return ok;
  }

  /** Cards expected in order (a whole ordered zone, or its top/bottom): the first difference is reported. */
  sequence(expected: readonly Card[], actual: readonly CardId[], listRange: Range, whole: boolean, offset: number): void {
    const { env, rules, player, zone } = this;
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const e = expected[i];
      const id = actual[i];
      if (e && id !== undefined && rules.refMatches(env.state, id, e.ref.text)) {
        this.properties(id, e);
        continue;
      }
      if (!e) {
        if (whole) env.out.push(expectMismatch.create({ range: listRange, message: `${player}'s ${zone.zone} has more cards than listed: ${this.listing}.${movesThrough(env, player, zone.zone)}` }));
        return;
      }
      const where = `position ${offset + i + 1} of ${player}'s ${zone.zone}`;
      const found = id === undefined ? rules.emptyPosition : `${rules.cardName(env.state, id) ?? id} is there`;
      env.out.push(
        rules.explainMissing(env, e, player, zone.zone) ??
          expectMismatch.create({ range: e.range, message: `Expected ${e.ref.text} at ${where}, but ${found}: ${this.listing}.${this.moved(e.ref.text) || (id === undefined ? "" : movedCard(env, id))}` }),
      );
      return;
    }
  }

  /** A whole unordered zone: the same cards, in any order. */
  multiset(expected: readonly Card[], listRange: Range): void {
    const taken = this.includes(expected);
    const remaining = [...this.rules.ids(this.env.state, this.player, this.zone.zone)].filter((id) => !taken.has(id));
    if (remaining.length > 0) {
      this.env.out.push(
        expectMismatch.create({
          range: listRange,
          message: `${this.player}'s ${this.zone.zone} also holds ${this.rules.names(this.env.state, remaining)}, which the list leaves out: ${this.listing}.${remaining.map((id) => movedCard(this.env, id)).join("")}`,
        }),
      );
    }
  }

  /** Each expected card matched to a different actual one; returns the ones matched (reading no more of the zone). */
  includes(expected: readonly Card[]): ReadonlySet<CardId> {
    const taken = new Set<CardId>();
    for (const e of expected) {
      const id = this.pick(e, taken);
      if (id === undefined) {
        this.env.out.push(this.missing(e));
        continue;
      }
      this.properties(id, e);
      taken.add(id);
    }
    return taken;
  }

  excludes(expected: readonly Card[]): void {
    const { env, rules, player, zone } = this;
    for (const e of expected) {
      const id = firstOf(rules.copies(env.state, player, zone.zone, e.ref.text));
      if (id === undefined) continue;
      env.out.push(
        rules.explainPresent(env, id, e, player, zone.zone) ??
          expectMismatch.create({ range: e.range, message: `${e.ref.text} is in ${player}'s ${zone.zone}: ${this.listing}.${movedCard(env, id)}` }),
      );
    }
  }

  /**
   * The best actual card for an expected one, among those not `taken`: the first whose
   * properties match, else the first by name. Stops at the first exact one, so a name with
   * thousands of copies costs one look-up when the first copy fits.
   */
  private pick(e: Card, taken: ReadonlySet<CardId>): CardId | undefined {
    const { state } = this.env;
    let fallback: CardId | undefined;
    for (const id of this.rules.copies(state, this.player, this.zone.zone, e.ref.text)) {
      if (taken.has(id)) continue;
      if (this.rules.propertyProblems(state, id, e).length === 0) return id;
      fallback ??= id;
    }
    return fallback;
  }

  private missing(e: Card): Diagnostic {
    return (
      this.rules.explainMissing(this.env, e, this.player, this.zone.zone) ??
      expectMismatch.create({ range: e.range, message: `${e.ref.text} is not in ${this.player}'s ${this.zone.zone}: ${this.listing}.${this.moved(e.ref.text)}` })
    );
  }

  /** What last moved the card a reference names (" Blind Fury was recycled … at step 2 [recycle 416.1.a]."), or "" when none moved. */
  private moved(ref: string): string {
    const last = this.env.history.lastOf((id) => this.rules.refMatches(this.env.state, id, ref));
    return last ? ` ${sentence(last)}` : "";
  }

  private properties(id: CardId, e: Card): void {
    for (const p of this.rules.propertyProblems(this.env.state, id, e)) this.env.out.push(expectMismatch.create(p));
  }
}

/** One move as a sentence of an explanation. */
function sentence(m: RecordedMove): string {
  return `${m.name} was ${describeMove(m)}.`;
}

/** What last moved one card, as a sentence starting with a space; "" when it never moved. */
function movedCard(env: { readonly history: ExpectEnv<unknown, unknown, unknown>["history"] }, id: CardId): string {
  const last = env.history.lastMove(id);
  return last ? ` ${sentence(last)}` : "";
}

/** The latest moves into and out of a zone, for a count or a listing that differs: what changed it. */
function movesThrough(env: { readonly history: ExpectEnv<unknown, unknown, unknown>["history"] }, player: PlayerId, zone: string): string {
  const { moves, total } = env.history.throughZone(player, zone, 3);
  if (total === 0) return ` No card moved into or out of it during the replay.`;
  const more = total > moves.length ? ` (and ${total - moves.length} earlier move${total - moves.length === 1 ? "" : "s"})` : "";
  return ` What changed it, latest first: ${moves.map((m) => `${m.name} was ${describeMove(m)}`).join("; ")}${more}.`;
}
