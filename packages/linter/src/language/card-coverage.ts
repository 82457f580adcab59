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
  /**
   * A Riftbound set code (OGN, SFD, …; tokens as "tokens"), a Magic set code (with `bySet`) or
   * group, a subset ("recycle-relevant …"), or "all": the game's total, each card counted once.
   */
  readonly set: string;
  /** A row whose cards are also counted in other rows (a subset, or a Magic set when a card has several printings): not part of a sum. */
  readonly overlaps?: true;
  readonly full: number;
  readonly part: number;
  readonly none: number;
}

export interface CoverageOptions {
  /** Magic per set (a card counts in every set it was printed in) instead of the two groups. */
  readonly mtgBySet?: boolean;
}

/**
 * The Riftbound cards whose text recycles or cares about what recycling touches: recycling, the
 * trash, deck bottoms, banishing (and so banish-then-play). Issue 11's "recycle-relevant" cards:
 * read from the text, so a new set's such cards join without a list to keep.
 */
export function isRecycleRelevant(def: RiftCardDef): boolean {
  return RECYCLE_RELEVANT.test(def.text ?? "");
}

const RECYCLE_RELEVANT = /recycl|trash|bottom of|banish/i;

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

/**
 * Riftbound cards by set (the set of their canonical code; tokens apart), the recycle-relevant
 * subset, and the total; then Magic's full definitions and the names known only by name (or, with
 * `mtgBySet`, every Magic set), and the total. Every "all" row counts each card once.
 */
export function cardCoverage(riftbound: readonly RiftCardDef[], mtgDefined: readonly MtgCardDef[], options: CoverageOptions = {}): CoverageRow[] {
  const rows: CoverageRow[] = [];
  if (riftbound.length > 0) {
    const bySet = new Tally();
    const relevant = new Tally();
    for (const def of riftbound) {
      const modelled = modelledOf(def);
      bySet.add(def.supertypes.includes("token") ? "tokens" : (def.code?.split("-")[0] ?? "no code"), modelled);
      if (isRecycleRelevant(def)) relevant.add(RELEVANT_ROW, modelled);
    }
    rows.push(...bySet.rows("riftbound"), ...relevant.rows("riftbound", true), bySet.total("riftbound"));
  }
  if (mtgDefined.length > 0) rows.push(...mtgRows(mtgDefined, options.mtgBySet ?? false));
  return rows;
}

const RELEVANT_ROW = "recycle-relevant (also in the sets above)";
const DEFINED_ROW = "full definitions (cycling and cycling-matters cards)";

function mtgRows(defined: readonly MtgCardDef[], bySet: boolean): CoverageRow[] {
  const names = mtgCardNames();
  const byName = new Map(defined.map((def) => [names.lookup(def.name)?.name ?? def.name, def]));
  const groups = new Tally();
  const sets = new Tally();
  for (const def of defined) {
    groups.add(DEFINED_ROW, modelledOf(def));
    // A pool's card no name index knows has no set to count it in.
    if (bySet && names.lookup(def.name) === undefined) sets.add("not in the name index", modelledOf(def));
  }
  // Every other real card is known by name and types only: nothing of its text is modelled.
  let nameOnly = 0;
  for (const entry of names.entries()) {
    const def = byName.get(entry.name);
    if (def === undefined) nameOnly++;
    if (!bySet) continue;
    const modelled = def === undefined ? "none" : modelledOf(def);
    for (const set of entry.sets.length > 0 ? entry.sets : ["no set"]) sets.add(set, modelled);
  }
  if (nameOnly > 0) groups.add("known by name only", "none", nameOnly);
  const total = groups.total("mtg");
  return bySet ? [...sets.rows("mtg", true).sort((a, b) => (a.set < b.set ? -1 : a.set > b.set ? 1 : 0)), total] : [...groups.rows("mtg"), total];
}

/** Counts per row name, in the order rows first appear. */
class Tally {
  private readonly counts = new Map<string, Record<Modelled, number>>();

  add(set: string, modelled: Modelled, n = 1): void {
    const row = this.counts.get(set) ?? { full: 0, part: 0, none: 0 };
    row[modelled] += n;
    this.counts.set(set, row);
  }

  rows(game: CoverageRow["game"], overlaps = false): CoverageRow[] {
    return [...this.counts].map(([set, c]) => ({ game, set, ...(overlaps ? { overlaps: true as const } : {}), ...c }));
  }

  /** The sum of every row: right when each card was added once. */
  total(game: CoverageRow["game"]): CoverageRow {
    const sum = (k: Modelled): number => [...this.counts.values()].reduce((n, c) => n + c[k], 0);
    return { game, set: "all", full: sum("full"), part: sum("part"), none: sum("none") };
  }
}
