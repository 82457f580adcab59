/**
 * Which mana pays a cost: a pure function over the pool and the untapped sources. Mana of the
 * right kind in the pool pays coloured and {C} symbols first; the rest of those symbols, and the
 * hybrid ones (either colour, 107.4e), are matched to floating mana or sources that can make them
 * (a small backtracking search, most constrained symbol first); generic mana comes from what is left in the pool, then from the remaining sources in
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
  const symbols: (readonly ManaKind[])[] = [];
  for (const kind of MANA_KINDS) {
    const fromPool = Math.min(left[kind], need.specific[kind]);
    left[kind] -= fromPool;
    spend[kind] += fromPool;
    for (let i = fromPool; i < need.specific[kind]; i++) symbols.push([kind]);
  }
  // A hybrid symbol is paid with either of its colours (107.4e): from the pool or a source, whichever the search finds.
  for (const pair of need.hybrid ?? []) symbols.push(pair);

  const capable = (kinds: readonly ManaKind[]) => sources.filter((s) => s.produces.some((k) => kinds.includes(k))).length;
  const ordered = [...symbols].sort((a, b) => capable(a) - capable(b));
  const assignment = assign(ordered, left, sources);
  if (!assignment) return undefined;
  const taps: { id: CardId; kind: ManaKind }[] = [];
  for (const a of assignment) {
    if (a.source === undefined) {
      left[a.kind] -= 1;
    } else {
      taps.push({ id: sources[a.source]?.id ?? "", kind: a.kind });
    }
    spend[a.kind] += 1;
  }

  let generic = need.generic;
  for (const kind of GENERIC_ORDER) {
    const use = Math.min(left[kind], generic);
    left[kind] -= use;
    spend[kind] += use;
    generic -= use;
  }
  const used = new Set(assignment.flatMap((a) => (a.source === undefined ? [] : [a.source])));
  sources.forEach((source, index) => {
    const kind = source.produces[0];
    if (generic === 0 || used.has(index) || kind === undefined) return;
    taps.push({ id: source.id, kind });
    spend[kind] += 1;
    generic -= 1;
  });
  return generic === 0 ? { spend, taps } : undefined;
}

/** How one symbol is paid: mana of `kind` from the pool (`source` absent) or from the source at that index. */
interface Payment {
  readonly kind: ManaKind;
  readonly source?: number;
}

/**
 * A payment for each symbol (each the kinds that pay it), or undefined if they can't all be paid
 * at once: floating mana first, then an untapped source, backtracking when a later symbol is left
 * without one.
 */
function assign(symbols: readonly (readonly ManaKind[])[], pool: Readonly<Record<ManaKind, number>>, sources: readonly ManaSource[]): Payment[] | undefined {
  const floating: Record<ManaKind, number> = { ...pool };
  const taken = new Set<number>();
  const out: Payment[] = [];
  const step = (i: number): boolean => {
    const kinds = symbols[i];
    if (kinds === undefined) return true;
    for (const kind of kinds) {
      if (floating[kind] <= 0) continue;
      floating[kind] -= 1;
      out[i] = { kind };
      if (step(i + 1)) return true;
      floating[kind] += 1;
    }
    for (let s = 0; s < sources.length; s++) {
      const kind = kinds.find((k) => sources[s]?.produces.includes(k));
      if (taken.has(s) || kind === undefined) continue;
      taken.add(s);
      out[i] = { kind, source: s };
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
  const hybridWanted = (k: ManaKind) => (need.hybrid ?? []).some((pair) => (pair as readonly ManaKind[]).includes(k));
  return source.produces.find((k) => need.specific[k] > pool[k]) ?? source.produces.find(hybridWanted) ?? source.produces[0];
}
