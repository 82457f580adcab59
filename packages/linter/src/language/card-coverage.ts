/**
 * How much of each card's text the engine models, counted per game and per set: what
 * `recycle-rules cards coverage` prints and docs/cards.md carries. A card is "full" when no clause
 * of it is unmodelled, "part" when some are and some abilities are modelled, "none" when nothing
 * of its text is (every ability unmodelled, or a Magic card known by name only).
 */
import { isNameOnlyMtgCard, mtgCardNames } from "@recycle-rules/cards";
import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import { unmodelledClauses } from "../cards/unmodelled-clauses.js";

export type Modelled = "full" | "part" | "none";

export interface CoverageRow {
  readonly game: "riftbound" | "mtg";
  /** A Riftbound set code (OGN, SFD, …; tokens as "tokens"), or a Magic group. */
  readonly set: string;
  readonly full: number;
  readonly part: number;
  readonly none: number;
}

/** How much of one card the engine models. */
export function modelledOf(def: RiftCardDef | MtgCardDef): Modelled {
  if ("types" in def && isNameOnlyMtgCard(def)) return "none";
  const clauses = unmodelledClauses(def);
  if (clauses.length === 0) return "full";
  // Each ability (and a spell's effect) either has something modelled or is wholly unmodelled.
  const onPlay = "onPlay" in def && def.onPlay && def.onPlay.length > 0 ? [def.onPlay.every(isUnmodelled)] : [];
  const spell = "spell" in def && def.spell ? [isWhollyUnmodelled(def.spell)] : [];
  const parts = [...def.abilities.map(isWhollyUnmodelled), ...onPlay, ...spell];
  return parts.length === 0 || parts.every(Boolean) ? "none" : "part";
}

function isUnmodelled(effect: unknown): boolean {
  return (effect as { kind?: unknown } | undefined)?.kind === "unmodelled";
}

/** An ability whose every effect is unmodelled (a static ability of unknown effect, an effect list of nothing but unmodelled parts). */
function isWhollyUnmodelled(ability: object): boolean {
  const effect = (ability as { effect?: unknown }).effect;
  return Array.isArray(effect) ? effect.length > 0 && effect.every(isUnmodelled) : isUnmodelled(effect);
}

/** Riftbound cards by set (the set of their canonical code; tokens apart), then Magic's full definitions and the names known only by name. */
export function cardCoverage(riftbound: readonly RiftCardDef[], mtgDefined: readonly MtgCardDef[]): CoverageRow[] {
  const rows = new Map<string, { game: "riftbound" | "mtg"; set: string; full: number; part: number; none: number }>();
  const add = (game: "riftbound" | "mtg", set: string, modelled: Modelled, n = 1): void => {
    const key = `${game}\u0000${set}`;
    const row = rows.get(key) ?? { game, set, full: 0, part: 0, none: 0 };
    row[modelled] += n;
    rows.set(key, row);
  };
  for (const def of riftbound) {
    const set = def.supertypes.includes("token") ? "tokens" : (def.code?.split("-")[0] ?? "no code");
    add("riftbound", set, modelledOf(def));
  }
  for (const def of mtgDefined) add("mtg", "full definitions (cycling and cycling-matters cards)", modelledOf(def));
  // Every other real card is known by name and types only: nothing of its text is modelled.
  const named = mtgCardNames().size - mtgDefined.filter((d) => mtgCardNames().lookup(d.name) !== undefined).length;
  if (named > 0) add("mtg", "known by name only", "none", named);
  return [...rows.values()];
}
