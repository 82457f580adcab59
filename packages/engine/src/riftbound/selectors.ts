import type { CardId, PlayerId } from "../kernel/types.js";
import type { CardFilter, ZoneSelector } from "./cards.js";
import type { RiftZone } from "./state.js";
import type { Txn } from "./txn.js";

/** The players whose zones a selector reads, from `player`'s point of view. */
export function playersFor(txn: Txn, player: PlayerId, whose: ZoneSelector["whose"]): PlayerId[] {
  if (whose === "you") return [player];
  if (whose === "opponents") return txn.state.players.filter((p) => p !== player);
  return [player, ...txn.state.players.filter((p) => p !== player)];
}

function zonesFor(selector: ZoneSelector): RiftZone[] {
  switch (selector.zone) {
    case "board":
      return ["base", "battlefield"];
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

/** The objects `player` may choose for a recycle from `selector`, in zone order. */
export function candidatesFor(txn: Txn, player: PlayerId, selector: ZoneSelector, filter: CardFilter, source?: CardId): CardId[] {
  const out: CardId[] = [];
  for (const p of playersFor(txn, player, selector.whose)) {
    for (const zone of zonesFor(selector)) {
      for (const id of txn.state.zones[p]?.[zone] ?? []) {
        if (fits(txn, id, filter, player, source)) out.push(id);
      }
    }
  }
  return out;
}

export function describeSelector(selector: ZoneSelector, filter: CardFilter): string {
  const whose = selector.whose === "you" ? "your" : selector.whose === "opponents" ? "opponents'" : "any player's";
  const zone = selector.zone === "board" ? "board" : selector.zone.replace("-", " ");
  const what = filter === "rune" ? "runes in " : filter === "card" ? "" : `${filter.replace(/-/g, " ")}s in `;
  return `${what}${whose} ${zone}`;
}
