import { zoneOf } from "../kernel/zones.js";
import type { CardId } from "../kernel/types.js";
import { hasTag } from "./card-words.js";
import type { RiftState } from "./state.js";

/**
 * The keywords that live in combat: [Assault N] (+N Might while the unit is an attacker, 807) and
 * [Shield N] (+N Might while it is a defender, 814). A unit's keywords are its printed ones, those
 * given to it this turn ("give it [Assault 3] this turn") and those a friendly card's static
 * ability gives it (Rumble, Hotheaded's "Your Mechs each have [Assault]"). Every instance counts:
 * the values of all of them are summed, and a keyword without a number is worth 1.
 */

/** Every keyword `id` has now, as the card data spells them ("Assault 2", "Ganking"). */
export function keywordsOf(state: RiftState, id: CardId): string[] {
  const card = state.cards.get(id);
  if (!card) return [];
  return [...card.def.keywords, ...(card.keywordsThisTurn ?? []), ...grantedByStatics(state, id)];
}

/** Keywords a static ability of a card on its controller's board gives this unit (Rumble: "Your Mechs each have [Assault]"). */
function grantedByStatics(state: RiftState, id: CardId): string[] {
  const unit = state.cards.get(id);
  if (!unit || unit.def.type !== "unit" || !onBoard(state, id)) return [];
  const out: string[] = [];
  for (const [sourceId, source] of state.cards.entries()) {
    if (source.controller !== unit.controller || !onBoard(state, sourceId)) continue;
    for (const ability of source.def.abilities) {
      if (ability.kind === "static" && ability.effect.kind === "tagged-units-have-keyword" && hasTag(unit.def, [ability.effect.tag])) {
        out.push(ability.effect.keyword);
      }
    }
  }
  return out;
}

function onBoard(state: RiftState, id: CardId): boolean {
  const zone = zoneOf(state, id)?.zone;
  return zone === "base" || zone === "battlefield";
}

/** The summed value of a numbered keyword ("Assault", "Assault 2" → 3); 0 when the unit lacks it. */
export function keywordValue(state: RiftState, id: CardId, keyword: string): number {
  let total = 0;
  for (const word of keywordsOf(state, id)) {
    const m = /^(\S+)(?:\s+(\d+))?$/.exec(word.trim());
    if (m && m[1]!.toLowerCase() === keyword.toLowerCase()) total += m[2] === undefined ? 1 : Number(m[2]);
  }
  return total;
}

/**
 * Whether the unit is an attacker or a defender of the combat in progress: a unit at the combat's
 * battlefield is one as its controller is (464.2.c.1, 464.2.c.2; a unit that arrives later takes
 * its controller's designation too).
 */
export function combatRole(state: RiftState, id: CardId): "attacker" | "defender" | undefined {
  const combat = state.combat;
  const card = state.cards.get(id);
  if (!combat || !card || card.def.type !== "unit" || card.at !== combat.battlefield) return undefined;
  if (card.controller === combat.attacker) return "attacker";
  if (card.controller === combat.defender) return "defender";
  return undefined;
}

/** The Might [Assault] or [Shield] adds now: Assault's while an attacker (807), Shield's while a defender (814). */
export function combatMightBonus(state: RiftState, id: CardId): number {
  const role = combatRole(state, id);
  if (role === "attacker") return keywordValue(state, id, "Assault");
  if (role === "defender") return keywordValue(state, id, "Shield");
  return 0;
}
