/**
 * Mana symbols in text, with offsets: "{2}{G}", "{X}{1}{U}", "{T}". Only the symbols the engine
 * understands are accepted; others (hybrid, Phyrexian, snow) are reported, never misread.
 */
import { closingIndex, indexWithin } from "../bounded-search.js";
import type { TextProblem } from "../problems.js";
import type { Span } from "../text-spans.js";

export interface SymbolRun {
  /** The symbols' insides, upper-cased: "2", "G", "X", "T". */
  readonly symbols: readonly string[];
  readonly span: Span;
}

const MANA = /^(\d+|X|W|U|B|R|G|C)$/;

/** Checks every "{…}" in the text: unclosed braces and symbols the engine can't read. */
export function checkManaSymbols(text: string): TextProblem[] {
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
    if (!MANA.test(inner) && inner !== "T" && inner !== "Q") {
      problems.push({ start: i, end: close + 1, message: `{${inner}} is not a symbol this engine reads; it knows {0}–{99}, {X}, {W}{U}{B}{R}{G}, {C} and {T}.` });
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
  return run.symbols.every((s) => MANA.test(s));
}

export function runText(run: SymbolRun): string {
  return run.symbols.map((s) => `{${s}}`).join("");
}
