import type { CardChoices } from "../kernel/transaction.js";
import type { CardId, PlayerId, ZoneRef } from "../kernel/types.js";
import { cardsIn, copiesIn, zoneOf } from "../kernel/zones.js";
import type { CardFilter, ZoneSelector } from "./cards.js";
import { PERMANENT_ZONES, type RiftZone } from "./state.js";
import type { Txn } from "./txn.js";
import { choosableBy } from "./choosable.js";

/** The players whose zones a selector reads, from `player`'s point of view. */
export function playersFor(txn: Txn, player: PlayerId, whose: ZoneSelector["whose"]): PlayerId[] {
  if (whose === "you") return [player];
  if (whose === "opponents") return txn.state.players.filter((p) => p !== player);
  return [player, ...txn.state.players.filter((p) => p !== player)];
}

function zonesFor(selector: ZoneSelector): RiftZone[] {
  switch (selector.zone) {
    case "board":
      return [...PERMANENT_ZONES];
    case "main-deck-top":
      return ["main-deck"];
    default:
      return [selector.zone];
  }
}

/** Does this object fit the filter? Runes and tokens are not "cards" (052, 185). */
export function fits(txn: Txn, id: CardId, filter: CardFilter, player: PlayerId, source?: CardId): boolean {
  const card = txn.state.cards.get(id);
  if (!card) return false;
  switch (filter) {
    case "card":
      return card.def.type !== "rune" && !card.token && card.def.type !== "legend" && card.def.type !== "battlefield";
    case "non-unit-card":
      return fits(txn, id, "card", player) && card.def.type !== "unit";
    case "unit":
      return card.def.type === "unit";
    case "friendly-unit":
      return card.def.type === "unit" && card.controller === player;
    case "another-friendly-unit":
      return card.def.type === "unit" && card.controller === player && id !== source;
    case "rune":
      return card.def.type === "rune";
    case "any-object":
      return card.def.type !== "legend" && card.def.type !== "battlefield";
  }
}

/**
 * The objects `player` may choose from `selector`, read lazily in zone order: a cost that recycles
 * one card from a trash of thousands checks that one is there and finds the one named through the
 * state's index, without listing the trash (each step stays O(log n), not O(trash)).
 */
export class SelectorCandidates implements CardChoices, Iterable<CardId> {
  private readonly zones: readonly ZoneRef[];
  private readonly onBoard: boolean;

  constructor(
    private readonly txn: Txn,
    private readonly player: PlayerId,
    selector: ZoneSelector,
    private readonly filter: CardFilter,
    private readonly source?: CardId,
  ) {
    this.zones = playersFor(txn, player, selector.whose).flatMap((p) => zonesFor(selector).map((zone) => ({ player: p, zone })));
    this.onBoard = selector.zone === "board";
  }

  *[Symbol.iterator](): Iterator<CardId> {
    for (const ref of this.zones) for (const id of cardsIn(this.txn.state, ref)) if (this.fits(id)) yield id;
  }

  first(n: number): CardId[] {
    const out: CardId[] = [];
    if (n <= 0) return out;
    for (const id of this) if (out.push(id) >= n) break;
    return out;
  }

  /** How many there are, counting no further than `limit` (enough to tell whether a cost can be paid). */
  countUpTo(limit: number): number {
    return this.first(limit).length;
  }

  /** By exact id, then by name or code through the index, then by id in other case (a last resort that reads the zones). */
  match(answer: string, taken: ReadonlySet<CardId>): CardId | undefined {
    const state = this.txn.state;
    const id = answer.trim();
    if (state.cards.has(id) && !taken.has(id) && this.holds(id)) return id;
    for (const ref of this.zones) for (const copy of copiesIn(state, ref, answer)) if (!taken.has(copy) && this.fits(copy)) return copy;
    const wanted = id.toLowerCase();
    for (const candidate of this) if (!taken.has(candidate) && candidate.toLowerCase() === wanted) return candidate;
    return undefined;
  }

  private fits(id: CardId): boolean {
    // A unit on the board that enemy spells and abilities can't choose (Twilight Shroud) is no candidate.
    return fits(this.txn, id, this.filter, this.player, this.source) && (!this.onBoard || choosableBy(this.txn.state, id, this.player));
  }

  private holds(id: CardId): boolean {
    const at = zoneOf(this.txn.state, id);
    return at !== undefined && this.zones.some((z) => z.player === at.player && z.zone === at.zone) && this.fits(id);
  }
}

/** The objects `player` may choose for a recycle from `selector`, in zone order, as a list. */
export function candidatesFor(txn: Txn, player: PlayerId, selector: ZoneSelector, filter: CardFilter, source?: CardId): CardId[] {
  return [...new SelectorCandidates(txn, player, selector, filter, source)];
}

export function describeSelector(selector: ZoneSelector, filter: CardFilter): string {
  const whose = selector.whose === "you" ? "your" : selector.whose === "opponents" ? "opponents'" : "any player's";
  const zone = selector.zone === "board" ? "board" : selector.zone.replace("-", " ");
  const what = filter === "rune" ? "runes in " : filter === "card" ? "" : `${filter.replace(/-/g, " ")}s in `;
  return `${what}${whose} ${zone}`;
}
