/**
 * Whether a permanent is one a qualified target describes: "target creature with flying",
 * "target creature with power 2 or less", "target nonartifact, nonblack creature", "target
 * creature an opponent controls". Read both when the target is chosen (115.1) and when the spell
 * or ability resolves (608.2b), so a creature that lost the quality meanwhile is no longer legal.
 */
import type { PlayerId } from "../kernel/types.js";
import type { GraveyardCardTargetSpec, PermanentFilter, PermanentTargetSpec } from "./cards.js";
import { hasCycling, matchesQuery, powerOf, toughnessOf, characteristicsOf } from "./characteristics.js";
// A keyword it has now: printed, from a keyword counter (122.1b) or granted until end of turn (613.1f).
import { hasKeyword } from "./keywords.js";
import { manaValue, parseManaCost } from "./mana.js";
import type { MtgCombat } from "./combat-abilities.js";
import type { MtgCard } from "./state.js";

/** "with a morph ability" (702.37): Morph or Megamorph (702.37b), which the engine knows by name only. */
function hasMorph(card: MtgCard): boolean {
  return characteristicsOf(card).abilities.some((a) => a.kind === "static" && a.effect.kind === "unmodelled" && (a.effect.keyword === "Morph" || a.effect.keyword === "Megamorph"));
}

/** The number a stat bound reads, as the permanent is now (a permanent's X is 0, 202.3e). */
function statOf(card: MtgCard, of: NonNullable<PermanentFilter["stat"]>["of"]): number {
  if (of === "power") return powerOf(card);
  if (of === "toughness") return toughnessOf(card);
  return manaValue(parseManaCost(card.def.manaCost ?? ""), 0);
}

const hasWord = (list: readonly string[], word: string): boolean => list.some((w) => w.toLowerCase() === word.toLowerCase());

export function matchesPermanentFilter(card: MtgCard, filter: PermanentFilter): boolean {
  if (!matchesQuery(characteristicsOf(card), filter)) return false;
  if (filter.notTypes?.some((t) => hasWord(characteristicsOf(card).types, t))) return false;
  if (filter.notColors?.some((c) => characteristicsOf(card).colors.includes(c))) return false;
  if (filter.keyword !== undefined && !hasKeyword(card, filter.keyword)) return false;
  if (filter.cycling && !hasCycling(card.def)) return false;
  if (filter.morph && !hasMorph(card)) return false;
  const stat = filter.stat;
  if (stat) {
    const n = statOf(card, stat.of);
    // An X no spell or ability bound (x-targets.ts) is 0.
    if (stat.equalsX && n !== 0) return false;
    if (stat.atLeast !== undefined && n < stat.atLeast) return false;
    if (stat.atMost !== undefined && n > stat.atMost) return false;
  }
  return true;
}

/**
 * Is `card` a permanent the spec describes, for a spell or ability `controller` controls? An
 * unknown controller (a check that doesn't know it) doesn't restrict.
 */
export function isPermanentTarget(card: MtgCard, spec: PermanentTargetSpec, controller: PlayerId | undefined, combat?: MtgCombat): boolean {
  if (!spec.permanent.some((f) => matchesPermanentFilter(card, f) && inCombatRole(card, f, combat))) return false;
  if (spec.controller === undefined || controller === undefined) return true;
  return spec.controller === "you" ? card.controller === controller : card.controller !== controller;
}

/** "attacking creature", "blocking creature": an attacker or blocker of this combat (506.4); no combat, none. */
function inCombatRole(card: MtgCard, filter: PermanentFilter, combat: MtgCombat | undefined): boolean {
  if (filter.combat === undefined) return true;
  if (filter.combat === "attacking") return combat?.attackers.some((a) => a.card === card.id) ?? false;
  return combat?.blockers.some((b) => b.card === card.id) ?? false;
}

/**
 * Is `card` (in `graveyardOwner`'s graveyard) a card the spec describes, for a spell or ability
 * `by.controller` controls? "That player's graveyard" is the graveyard of the player the
 * triggered ability is about (`by.player`).
 */
export function isGraveyardTarget(card: MtgCard, graveyardOwner: PlayerId, spec: GraveyardCardTargetSpec, by: { readonly controller: PlayerId; readonly player?: PlayerId }): boolean {
  if (spec.whose === "yours" && graveyardOwner !== by.controller) return false;
  if (spec.whose === "opponents" && graveyardOwner === by.controller) return false;
  // "That player's graveyard": only theirs; with no player named, none.
  if (spec.whose === "that-player" && (by.player === undefined || graveyardOwner !== by.player)) return false;
  return spec.graveyardCard.some((f) => matchesPermanentFilter(card, f));
}
