/**
 * The keyword abilities a permanent has now: those printed on it, those its keyword counters give
 * it (122.1b: a flying counter, a first strike counter … means it has that ability), and those an
 * "until end of turn" effect gave it, less those one took away (613.1f; they end in the cleanup step, 514.2). Combat reads
 * the combat keywords (combat-evasion.ts, combat-declare.ts, combat-damage.ts); indestructible
 * (702.12b) and shroud / hexproof (702.18a, 702.11b) work outside it; the rest (flash …) are
 * recorded for a scenario's `keywords:` to check.
 */
import { characteristicsOf } from "./characteristics.js";
import type { PlayerId } from "../kernel/types.js";
import { isKeywordCounter } from "./keyword-counters.js";
import type { MtgCard } from "./state.js";

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** Every keyword the permanent has, each once, capitalised as printed ("Flying", "First strike"). */
export function keywordsOf(card: MtgCard): string[] {
  const out: string[] = [];
  const add = (keyword: string) => {
    const k = capitalized(keyword);
    if (!out.includes(k)) out.push(k);
  };
  for (const a of characteristicsOf(card).abilities) if (a.kind === "static" && a.effect.kind === "keyword") add(a.effect.keyword);
  for (const [kind, n] of Object.entries(card.counters)) if (n > 0 && isKeywordCounter(kind)) add(kind);
  // "Enchanted creature has trample" (613.1f, from an attached Aura).
  for (const e of card.enchantedBy ?? []) for (const k of e.keywords) add(k);
  // "Rhinos you control have menace" (613.1f, from another permanent's static ability).
  for (const e of card.grantedBy ?? []) for (const k of e.keywords) add(k);
  // Effects in timestamp order (613.7), until end of turn or with no duration ("It gains haste",
  // 611.2a; unearth): a later loss removes what came before (Spectacular Pileup's "lose
  // indestructible"), a later grant gives it back.
  for (const p of card.pumps) {
    for (const k of p.keywords ?? []) add(k);
    for (const k of p.loses ?? []) {
      const at = out.indexOf(capitalized(k));
      if (at >= 0) out.splice(at, 1);
    }
  }
  return out;
}

export function hasKeyword(card: MtgCard, keyword: string): boolean {
  return keywordsOf(card).includes(capitalized(keyword));
}

/** 702.18a: shroud: no spell or ability targets it; 702.11b: hexproof: none of an opponent's does. */
export function canBeTargetedBy(card: MtgCard, controller: PlayerId): boolean {
  if (hasKeyword(card, "shroud")) return false;
  return !(hasKeyword(card, "hexproof") && card.controller !== controller);
}
