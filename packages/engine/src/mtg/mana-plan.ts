/**
 * Which mana pays a cost: a pure function over the pool and the untapped sources. Mana of the
 * right kind in the pool pays coloured and {C} symbols first; the rest of those symbols are
 * matched to sources that can make them (a small backtracking search, most constrained symbol
 * first); generic mana comes from what is left in the pool, then from the remaining sources in
 * the order they are listed. Any plan that pays in full is as good as another for the rules; this
 * one is deterministic and never fails when some payment exists.
 */
import type { CardId } from "../kernel/types.js";
import type { ManaSource } from "./characteristics.js";
import { EMPTY_POOL, MANA_KINDS, type ManaKind, type ManaNeed, type ManaPool } from "./mana.js";

export interface ManaPlan {
  /** Mana spent from the pool, by kind (mana made by `taps` included). */
  readonly spend: ManaPool;
  /** Sources tapped, in order, and the kind each makes. */
  readonly taps: readonly { readonly id: CardId; readonly kind: ManaKind }[];
}

/** The order generic costs take floating mana: colourless first, as it is the least useful. */
const GENERIC_ORDER: readonly ManaKind[] = ["C", "W", "U", "B", "R", "G"];

export function planMana(need: ManaNeed, pool: ManaPool, sources: readonly ManaSource[]): ManaPlan | undefined {
  const left: Record<ManaKind, number> = { ...pool };
  const spend: Record<ManaKind, number> = { ...EMPTY_POOL };
  const symbols: ManaKind[] = [];
  for (const kind of MANA_KINDS) {
    const fromPool = Math.min(left[kind], need.specific[kind]);
    left[kind] -= fromPool;
    spend[kind] += fromPool;
    for (let i = fromPool; i < need.specific[kind]; i++) symbols.push(kind);
  }

  const capable = (kind: ManaKind) => sources.filter((s) => s.produces.includes(kind)).length;
  const ordered = [...symbols].sort((a, b) => capable(a) - capable(b));
  const assignment = assign(ordered, sources);
  if (!assignment) return undefined;
  const taps = ordered.map((kind, i) => ({ id: sources[assignment[i] ?? -1]?.id ?? "", kind }));
  for (const t of taps) spend[t.kind] += 1;

  let generic = need.generic;
  for (const kind of GENERIC_ORDER) {
    const use = Math.min(left[kind], generic);
    left[kind] -= use;
    spend[kind] += use;
    generic -= use;
  }
  const used = new Set(assignment);
  sources.forEach((source, index) => {
    const kind = source.produces[0];
    if (generic === 0 || used.has(index) || kind === undefined) return;
    taps.push({ id: source.id, kind });
    spend[kind] += 1;
    generic -= 1;
  });
  return generic === 0 ? { spend, taps } : undefined;
}

/** Source indices for each symbol, or undefined if the symbols can't all be made at once. */
function assign(symbols: readonly ManaKind[], sources: readonly ManaSource[]): number[] | undefined {
  const taken = new Set<number>();
  const out: number[] = [];
  const step = (i: number): boolean => {
    const kind = symbols[i];
    if (kind === undefined) return true;
    for (let s = 0; s < sources.length; s++) {
      if (taken.has(s) || !sources[s]?.produces.includes(kind)) continue;
      taken.add(s);
      out[i] = s;
      if (step(i + 1)) return true;
      taken.delete(s);
    }
    return false;
  };
  return step(0) ? out : undefined;
}

/**
 * The kind a chosen source makes when its controller named it to pay: one still wanted by the
 * cost's coloured or {C} symbols if it can make one, otherwise its first.
 */
export function kindForChosenSource(source: ManaSource, need: ManaNeed, pool: ManaPool): ManaKind | undefined {
  return source.produces.find((k) => need.specific[k] > pool[k]) ?? source.produces[0];
}
