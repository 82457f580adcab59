/**
 * What a creature's abilities say about blocking it (509.1b): evasion keywords (flying 702.9b,
 * reach 702.17b, fear 702.36b, landwalk 702.14c, protection 702.16f, menace 702.111b) and the
 * printed or "this turn" restrictions ("can't be blocked by creatures with power 2 or less",
 * "can't be blocked except by three or more creatures", "can't block this turn"). Pure reads of
 * the state; combat-declare.ts refuses a declaration that breaks one, citing the rule returned.
 */
import type { PlayerId } from "../kernel/types.js";
import type { CombatStatic, CombatTurnEffect } from "./combat-abilities.js";
import { battlefield, characteristicsOf, hasType, powerOf } from "./characteristics.js";
import { colorOf } from "./color-names.js";
import { hasKeyword, keywordsOf } from "./keywords.js";
import type { MtgCard, MtgState } from "./state.js";

/** A rule a declaration breaks, and why, in words. */
export interface CombatBreach {
  readonly rule: string;
  readonly why: string;
}

/** The combat statics that apply to `card`: its own, and "Boars you control …" of permanents its controller controls. */
export function combatStatics(state: MtgState, card: MtgCard): CombatStatic[] {
  const out: CombatStatic[] = [];
  // Its abilities now: Veiled Serpent's gained "can't attack unless …" too (613.1f).
  for (const a of characteristicsOf(card).abilities) {
    if (a.kind === "static" && a.effect.kind === "combat" && !(a.effect.rule.kind === "max-blockers" && a.effect.rule.subtype !== undefined)) out.push(a.effect.rule);
  }
  for (const source of battlefield(state)) {
    if (source.controller !== card.controller) continue;
    for (const a of source.def.abilities) {
      const rule = a.kind === "static" && a.effect.kind === "combat" ? a.effect.rule : undefined;
      if (rule?.kind === "max-blockers" && rule.subtype !== undefined && characteristicsOf(card).subtypes.some((s) => s.toLowerCase() === rule.subtype?.toLowerCase())) out.push(rule);
    }
  }
  return out;
}

/** A "this turn" effect on the creature (a resolved spell's "can't block this turn"). */
export function hasTurnEffect(card: MtgCard, effect: CombatTurnEffect): boolean {
  return card.pumps.some((p) => p.combat?.includes(effect));
}

const LANDWALK = /^(plains|island|swamp|mountain|forest)walk$/i;

/** Does `source` have the quality a "Protection from …" names (702.16a)? */
export function hasProtectionQuality(source: MtgCard, protection: string): boolean {
  const quality = protection.toLowerCase().replace(/^protection from /, "");
  const color = colorOf(quality);
  if (color !== undefined) return characteristicsOf(source).colors.includes(color);
  if (quality === "everything") return true;
  if (quality === "creatures") return hasType(characteristicsOf(source), "Creature");
  if (quality === "artifacts") return hasType(source.def, "Artifact");
  return false;
}

/** The protection abilities `card` has ("Protection from black"). */
export function protectionsOf(card: MtgCard): string[] {
  return keywordsOf(card).filter((k) => /^protection from /i.test(k));
}

/** Why `blocker` can't block `attacker` on its own (509.1b), or undefined when it can. */
export function blockBreach(state: MtgState, blocker: MtgCard, attacker: MtgCard, defender: PlayerId): CombatBreach | undefined {
  const a = attacker.def.name;
  const b = blocker.def.name;
  if (hasTurnEffect(blocker, "cant-block")) return { rule: "509.1b", why: `${b} can't block this turn` };
  if (hasTurnEffect(attacker, "cant-be-blocked")) return { rule: "509.1b", why: `${a} can't be blocked this turn` };
  if (hasKeyword(attacker, "flying") && !hasKeyword(blocker, "flying") && !hasKeyword(blocker, "reach")) {
    return { rule: "702.9b", why: `${a} has flying, and ${b} has neither flying nor reach` };
  }
  if (hasKeyword(attacker, "fear") && !hasType(characteristicsOf(blocker), "Artifact") && !characteristicsOf(blocker).colors.includes("B")) {
    return { rule: "702.36b", why: `${a} has fear, and ${b} is neither an artifact creature nor black` };
  }
  for (const keyword of keywordsOf(attacker)) {
    const walk = LANDWALK.exec(keyword);
    const land = walk?.[1];
    if (land && battlefield(state).some((c) => c.controller === defender && hasType(c.def, "Land") && characteristicsOf(c).subtypes.some((s) => s.toLowerCase() === land.toLowerCase()))) {
      return { rule: "702.14c", why: `${a} has ${keyword.toLowerCase()}, and ${defender} controls ${/^[aeiou]/i.test(land) ? "an" : "a"} ${land.charAt(0).toUpperCase()}${land.slice(1).toLowerCase()}` };
    }
  }
  for (const protection of protectionsOf(attacker)) {
    if (hasProtectionQuality(blocker, protection)) return { rule: "702.16f", why: `${a} has ${protection.toLowerCase()}, which ${b} has` };
  }
  for (const rule of combatStatics(state, attacker)) {
    if (rule.kind === "cant-be-blocked-by-power" && powerOf(blocker) <= rule.atMost) {
      return { rule: "509.1b", why: `${a} can't be blocked by creatures with power ${rule.atMost} or less, and ${b}'s power is ${powerOf(blocker)}` };
    }
  }
  return undefined;
}

/** Why `count` blockers (one or more) can't block `attacker` together (509.1b), or undefined. */
export function blockerCountBreach(state: MtgState, attacker: MtgCard, count: number): CombatBreach | undefined {
  const a = attacker.def.name;
  if (hasKeyword(attacker, "menace") && count < 2) return { rule: "702.111b", why: `${a} has menace: it can't be blocked except by two or more creatures` };
  for (const rule of combatStatics(state, attacker)) {
    if (rule.kind === "min-blockers" && count < rule.n) return { rule: "509.1b", why: `${a} can't be blocked except by ${rule.n} or more creatures, and ${count} would block it` };
    if (rule.kind === "max-blockers" && count > rule.n) return { rule: "509.1b", why: `${a} can't be blocked by more than ${rule.n === 1 ? "one creature" : `${rule.n} creatures`}, and ${count} would block it` };
  }
  return undefined;
}
