/**
 * Mana symbols in text, with offsets: "{2}{G}", "{X}{1}{U}", "{W/U}", "{T}". Only the symbols the
 * engine understands are accepted; others (monocoloured hybrid, Phyrexian, snow) are reported,
 * never misread.
 */
import { closingIndex, indexWithin } from "../bounded-search.js";
import type { TextProblem } from "../problems.js";
import type { Span } from "../text-spans.js";

export interface SymbolRun {
  /** The symbols' insides, upper-cased: "2", "G", "X", "T". */
  readonly symbols: readonly string[];
  readonly span: Span;
}

const SINGLE_MANA = /^(\d+|X|W|U|B|R|G|C)$/;
/** Two-colour hybrid, {W/U} (107.4e): two different colours. */
const HYBRID = /^([WUBRG])\/([WUBRG])$/;

function isManaSymbol(symbol: string): boolean {
  if (SINGLE_MANA.test(symbol)) return true;
  const hybrid = HYBRID.exec(symbol);
  return hybrid !== null && hybrid[1] !== hybrid[2];
}

/**
 * Symbols printed on real cards that the engine doesn't read: hybrid and Phyrexian mana ({U/B},
 * {2/W}, {G/P}, {W/U/P}), snow {S}, energy {E}, untap {Q}, the variables {Y} and {Z}, and the odd
 * ones of silver-bordered cards. In rules text they are unsupported, not mistakes.
 */
const PRINTED_ELSEWHERE = /^(?:(?:[WUBRGC]|\d+)\/[WUBRGCP](?:\/P)?|S|E|Q|Y|Z|½|∞|CHAOS|PW|TK|A|H(?:[WUBRG])?)$/;

/**
 * Checks every "{…}" in the text: unclosed braces and symbols the engine can't read. In rules text
 * (`rulesText`), a symbol printed on real cards is marked `unsupported`; in a mana cost it is not.
 */
export function checkManaSymbols(text: string, rulesText = false): TextProblem[] {
  const problems: TextProblem[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "}") {
      problems.push({ start: i, end: i + 1, message: `"}" has no matching "{".` });
      continue;
    }
    if (ch !== "{") continue;
    // Closed on the same line, before any other "{".
    const close = closingIndex(text, i, "}", "{\n");
    if (close < 0) {
      problems.push({ start: i, end: i + 1, message: `"{" is never closed.` });
      continue;
    }
    const inner = text.slice(i + 1, close).trim().toUpperCase();
    if (!isManaSymbol(inner) && inner !== "T" && inner !== "Q") {
      const unsupported = rulesText && PRINTED_ELSEWHERE.test(inner) ? { unsupported: true as const } : {};
      problems.push({ start: i, end: close + 1, message: `{${inner}} is not a symbol this engine reads; it knows {0}–{99}, {X}, {W}{U}{B}{R}{G}, {C}, two-colour hybrid such as {W/U}, and {T}.`, ...unsupported });
    }
    i = close;
  }
  return problems;
}

/**
 * Reads a run of symbols at `start` (spaces between them allowed). Returns undefined if the span
 * doesn't start with "{".
 */
export function readSymbolRun(text: string, start: number, end: number): SymbolRun | undefined {
  const symbols: string[] = [];
  let i = start;
  let last = start;
  while (i < end) {
    const ch = text.charAt(i);
    if (ch === " " && symbols.length > 0 && text.charAt(i + 1) === "{") {
      i++;
      continue;
    }
    if (ch !== "{") break;
    const close = indexWithin(text, "}", { start: i, end });
    if (close < 0) break;
    symbols.push(text.slice(i + 1, close).trim().toUpperCase());
    i = close + 1;
    last = i;
  }
  return symbols.length > 0 ? { symbols, span: { start, end: last } } : undefined;
}

/** Are these all mana symbols (no {T})? */
export function isManaRun(run: SymbolRun): boolean {
  return run.symbols.every(isManaSymbol);
}

export function runText(run: SymbolRun): string {
  return run.symbols.map((s) => `{${s}}`).join("");
}
