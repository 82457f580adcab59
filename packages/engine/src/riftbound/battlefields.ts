import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { PERMANENT_ZONES, type RiftState } from "./state.js";

/**
 * Battlefields as locations (146.1): which card is one, who controls it, which units are there.
 * Read-only questions about a state; what changes them is movement.ts and scoring.ts.
 */

export function isBattlefield(state: RiftState, id: CardId): boolean {
  // Own keys only: a scenario's card id may be "toString" or "constructor".
  return Object.hasOwn(state.battlefields, id);
}

/** Who controls a battlefield; null: no one (188). */
export function battlefieldController(state: RiftState, battlefield: CardId): PlayerId | null {
  return Object.hasOwn(state.battlefields, battlefield) ? (state.battlefields[battlefield] ?? null) : null;
}

/** The units at a battlefield, each player's in turn order, in the order their zone lists them. */
export function unitsAt(state: RiftState, battlefield: CardId, player?: PlayerId): CardId[] {
  const players = player === undefined ? state.players : [player];
  return players.flatMap((p) =>
    [...cardsIn(state, { player: p, zone: "battlefield" })].filter((id) => {
      const card = state.cards.get(id);
      return card?.at === battlefield && card.def.type === "unit";
    }),
  );
}

/** The players who have units at a battlefield, in turn order. */
export function playersAt(state: RiftState, battlefield: CardId): PlayerId[] {
  return state.players.filter((p) => unitsAt(state, battlefield, p).length > 0);
}

/** A unit's location: "base", a battlefield's id, or undefined when it is not on the board (146.1). */
export function locationOf(state: RiftState, id: CardId): CardId | "base" | undefined {
  const card = state.cards.get(id);
  if (!card) return undefined;
  if (card.at !== undefined) return card.at;
  return zoneOf(state, id)?.zone === "base" ? "base" : undefined;
}

/** A battlefield's name, for messages; the id when it is somehow not a card. */
export function battlefieldName(state: RiftState, battlefield: CardId): string {
  return state.cards.get(battlefield)?.def.name ?? battlefield;
}

/** The key `scoredThisTurn` records a score under. */
export function scoreKey(player: PlayerId, battlefield: CardId): string {
  return `${player} ${battlefield}`;
}

/**
 * The units and gear `player` controls on the board (of `type`, when given): in turn order of the
 * zones that list them, then zone order. Every player's zones are read, as a permanent's controller
 * decides, not the zone it is listed in.
 */
export function permanentsControlledBy(state: RiftState, player: PlayerId, type?: "unit" | "gear"): CardId[] {
  return state.players.flatMap((p) =>
    PERMANENT_ZONES.flatMap((zone) =>
      [...cardsIn(state, { player: p, zone })].filter((id) => {
        const card = state.cards.get(id);
        return card !== undefined && card.controller === player && (type === undefined || card.def.type === type);
      }),
    ),
  );
}
