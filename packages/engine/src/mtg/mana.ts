/**
 * Mana: the printed notation ("{X}{1}{U}"), what a cost asks for once X is chosen, and mana
 * pools. Only the symbols the cycling cards use are read: generic numbers, X, the five colours,
 * {C} and two-colour hybrid symbols ({W/U}, 107.4e). Monocoloured hybrid ({2/W}), Phyrexian and
 * snow symbols are refused rather than misread.
 */
import { MTG_COLORS, type MtgColor } from "./cards.js";

export const MANA_KINDS = ["W", "U", "B", "R", "G", "C"] as const;
/** One mana's kind: a colour or colourless ({C}). */
export type ManaKind = (typeof MANA_KINDS)[number];

export type ManaPool = Readonly<Record<ManaKind, number>>;
export const EMPTY_POOL: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

/** A two-colour hybrid symbol, {W/U}: paid with one mana of either colour (107.4e). */
export type HybridSymbol = readonly [MtgColor, MtgColor];

/** A printed mana cost. `x` counts the {X} symbols ({X}{X}{2}{W}{W} has x = 2). */
export interface ManaCost {
  readonly generic: number;
  readonly x: number;
  readonly colored: Readonly<Record<MtgColor, number>>;
  readonly colorless: number;
  /** The hybrid symbols, in printed order (absent: none). */
  readonly hybrid?: readonly HybridSymbol[];
}

/** What must be paid: generic mana plus mana of particular kinds (coloured, or {C}), and hybrid symbols (107.4e). */
export interface ManaNeed {
  readonly generic: number;
  readonly specific: ManaPool;
  readonly hybrid?: readonly HybridSymbol[];
}

const ZERO_COLORS: Record<MtgColor, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };

/** Reads "{X}{1}{U}"; "" and "{0}" are a zero cost. Anything else unreadable gives undefined. */
export function parseManaCost(text: string): ManaCost | undefined {
  const colored = { ...ZERO_COLORS };
  let generic = 0;
  let x = 0;
  let colorless = 0;
  const hybrid: HybridSymbol[] = [];
  const rest = text.trim();
  let i = 0;
  while (i < rest.length) {
    if (rest.charAt(i) !== "{") return undefined;
    const close = rest.indexOf("}", i);
    if (close < 0) return undefined;
    const symbol = rest.slice(i + 1, close).trim().toUpperCase();
    if (/^\d+$/.test(symbol)) generic += Number(symbol);
    else if (symbol === "X") x += 1;
    else if (symbol === "C") colorless += 1;
    else if ((MTG_COLORS as readonly string[]).includes(symbol)) colored[symbol as MtgColor] += 1;
    else {
      const pair = hybridSymbol(symbol);
      if (!pair) return undefined;
      hybrid.push(pair);
    }
    i = close + 1;
  }
  return { generic, x, colored, colorless, ...(hybrid.length > 0 ? { hybrid } : {}) };
}

/** "W/U" → ["W", "U"]: two different colours (107.4e); anything else is no hybrid symbol this engine reads. */
function hybridSymbol(symbol: string): HybridSymbol | undefined {
  const m = /^([WUBRG])\/([WUBRG])$/.exec(symbol);
  if (!m || m[1] === m[2]) return undefined;
  return [m[1] as MtgColor, m[2] as MtgColor];
}

/** The mana a cost asks for once X is chosen (601.2b): X adds to the generic part. */
export function needFor(cost: ManaCost, xValue: number): ManaNeed {
  return {
    generic: cost.generic + cost.x * xValue,
    specific: { ...cost.colored, C: cost.colorless },
    ...(cost.hybrid ? { hybrid: cost.hybrid } : {}),
  };
}

/** Mana value (202.3): the total; X counts only on the stack, as its chosen value (202.3e); a two-colour hybrid symbol counts 1 (202.3f). */
export function manaValue(cost: ManaCost | undefined, xValue = 0): number {
  if (!cost) return 0;
  return cost.generic + cost.x * xValue + cost.colorless + MTG_COLORS.reduce((n, c) => n + cost.colored[c], 0) + (cost.hybrid?.length ?? 0);
}

export function needTotal(need: ManaNeed): number {
  return need.generic + MANA_KINDS.reduce((n, k) => n + need.specific[k], 0) + (need.hybrid?.length ?? 0);
}

/** "{3}{G}", "{0}" for nothing. */
export function formatNeed(need: ManaNeed): string {
  let out = need.generic > 0 ? `{${need.generic}}` : "";
  for (const k of ["C", ...MTG_COLORS] as const) out += `{${k}}`.repeat(need.specific[k]);
  for (const [a, b] of need.hybrid ?? []) out += `{${a}/${b}}`;
  return out === "" ? "{0}" : out;
}

export function formatPool(pool: ManaPool): string {
  let out = "";
  for (const k of MANA_KINDS) out += `{${k}}`.repeat(pool[k]);
  return out === "" ? "nothing" : out;
}

/**
 * Floating mana a scenario sets up, in the same notation. A generic "{2}" in a pool has no
 * colour, so it is read as two colourless mana ({C}{C}); X is not allowed.
 */
export function parsePool(text: string): ManaPool | undefined {
  const cost = parseManaCost(text);
  if (!cost || cost.x > 0 || cost.hybrid) return undefined;
  return { ...cost.colored, C: cost.colorless + cost.generic };
}

export function addToPool(pool: ManaPool, kind: ManaKind, n: number): ManaPool {
  return { ...pool, [kind]: pool[kind] + n };
}

/** A card's colours are those of its mana cost's symbols, hybrid ones included (105.2, 202.2). */
export function colorsOf(cost: ManaCost | undefined): MtgColor[] {
  return cost ? MTG_COLORS.filter((c) => cost.colored[c] > 0 || (cost.hybrid ?? []).some((h) => h.includes(c))) : [];
}
