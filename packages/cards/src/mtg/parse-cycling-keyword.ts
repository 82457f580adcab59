/**
 * Cycling keyword lines (702.29a, 702.29e): "Cycling {2}{G}", "Cycling {X}{1}{U}",
 * "Cycling—Pay 2 life", "Swampcycling {2}", "Basic landcycling {1}". Everything after the cost on
 * the line (usually masked reminder text) is left to the caller.
 */
import type { CyclingAbility, MtgCost } from "@recycle-rules/engine";
import type { TextProblem } from "../problems.js";
import { trimSpan, type Span } from "../text-spans.js";
import { isManaRun, readSymbolRun, runText } from "./mana-text.js";
import { sacrificeOfType } from "./permanent-costs.js";
import { typeQueryFromWords } from "./type-line.js";
import { numberWord } from "./words.js";

export interface CyclingLine {
  /** Undefined when the cost can't be read (the problem says why). */
  readonly ability?: CyclingAbility;
  /** Where the keyword and its cost end; the rest of the line is parsed as usual. */
  readonly end: number;
  readonly problems: TextProblem[];
}

/** "Basic land" in "Basic landcycling": letters and at most two spaces, so sentences never match. */
const KEYWORD = /^([A-Za-z]+(?: [A-Za-z]+){0,2} ?)?cycling(?![a-z])/i;

/** Reads a cycling keyword at the start of `line`, or returns undefined if the line isn't one. */
export function readCyclingLine(masked: string, original: string, line: Span): CyclingLine | undefined {
  const text = masked.slice(line.start, line.end);
  const m = KEYWORD.exec(text);
  if (!m) return undefined;
  const afterKeyword = line.start + m[0].length;
  const after = masked.slice(afterKeyword, line.end);
  // The keyword is followed by its cost; "Cycling abilities you activate …" is a sentence.
  if (!/^\s*(?:\{|[—–-]|\d|\.|$)/.test(after)) return undefined;
  // "Recycling" is not typecycling for a "Re" type.
  if ((m[1] ?? "").trim().toLowerCase() === "re") return undefined;

  const problems: TextProblem[] = [];
  const prefix = m[1] ?? "";
  if (prefix.endsWith(" ")) {
    const at = line.start + prefix.length - 1;
    problems.push({ start: at, end: at + 1, message: `Typecycling is one word: "${prefix.trim().split(" ").pop() ?? ""}cycling".`, replacement: "" });
  }
  const { cost, end } = readCost(masked, afterKeyword, line.end, problems, line.start);
  const label = prefix.trim() === "" ? "Cycling" : capitalizeFirst(`${prefix.trim().replace(/\s+/g, " ")}cycling`);
  if (!cost) return { end, problems };
  const textSpan = trimSpan(original, { start: line.start, end });
  const abilityText = original.slice(textSpan.start, textSpan.end).replace(/\.$/, "");
  const ability: CyclingAbility =
    prefix.trim() === ""
      ? { kind: "cycling", cost, variant: { kind: "draw" }, text: abilityText }
      : { kind: "cycling", cost, variant: { kind: "typecycling", type: typeQueryFromWords(prefix), label }, text: abilityText };
  return { ability, end, problems };
}

function capitalizeFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
}

/** The actions of the non-mana costs printed after "Cycling—" (118.1): sacrifice, exile, return, tap, … */
const NON_MANA_COST = /^(?:sacrifice|exile|return|tap|untap|discard|remove|put|reveal|mill)\s+\S/i;

/** The cost after the keyword: mana symbols, or "—Pay N life". */
function readCost(masked: string, from: number, lineEnd: number, problems: TextProblem[], keywordStart: number): { cost?: MtgCost; end: number } {
  let i = from;
  while (i < lineEnd && masked.charAt(i) === " ") i++;
  const run = readSymbolRun(masked, i, lineEnd);
  if (run) {
    if (isManaRun(run)) return { cost: { mana: runText(run) }, end: run.span.end };
    // Unreadable symbols are reported once, by the whole-text symbol check; {T} needs its own word.
    if (run.symbols.includes("T")) problems.push({ start: run.span.start, end: run.span.end, message: "A cycling cost can't include {T}: the card is in a hand, not on the battlefield (702.29a)." });
    return { end: run.span.end };
  }
  const digits = /^\d+/.exec(masked.slice(i, lineEnd));
  if (digits) {
    problems.push({ start: i, end: i + digits[0].length, message: `Write mana in braces: "{${digits[0]}}".`, replacement: `{${digits[0]}}` });
    return { cost: { mana: `{${digits[0]}}` }, end: i + digits[0].length };
  }
  const dash = /^[—–-]\s*/.exec(masked.slice(i, lineEnd));
  // "Cycling—" with nothing after the dash has no cost at all, like a bare "Cycling": there is no
  // word to point at, so it gets the missing-cost problem below.
  const dashedCost = dash && i + dash[0].length < lineEnd ? i + dash[0].length : undefined;
  if (dashedCost !== undefined) {
    const start = dashedCost;
    const rest = masked.slice(start, lineEnd);
    const life = /^pay (\w+) life\b\.?/i.exec(rest);
    if (life) {
      const n = numberWord(life[1] ?? "");
      const wordAt = start + rest.toLowerCase().indexOf(life[1]?.toLowerCase() ?? "", 3);
      if (n === undefined) {
        problems.push({ start: wordAt, end: wordAt + (life[1]?.length ?? 0), message: `"${life[1]}" is not a number of life.` });
        return { end: start + life[0].length };
      }
      if (!/^\d+$/.test(life[1] ?? "")) problems.push({ start: wordAt, end: wordAt + (life[1]?.length ?? 0), message: `Write the life payment as digits: "Pay ${n} life".`, replacement: String(n) });
      return { cost: { life: n }, end: start + life[0].length };
    }
    // "Cycling—Sacrifice a land" (Edge of Autumn): a permanent of that type, chosen as the cost is paid (701.21a).
    const sacrifice = /^sacrifice an? [a-z]+\b\.?/i.exec(rest);
    const query = sacrifice ? sacrificeOfType(sacrifice[0]) : undefined;
    if (sacrifice && query) return { cost: { sacrifice: query }, end: start + sacrifice[0].length };
    // Never empty: the dash took the spaces, and something follows them.
    const word = /^\S*/.exec(rest)?.[0] ?? "";
    // A cost printed cards have ("Cycling—Sacrifice a land") that the engine has no payment for:
    // the ability is not modelled, and the text is not wrong.
    if (NON_MANA_COST.test(rest)) {
      const phrase = trimSpan(masked, { start, end: lineEnd });
      const end = masked.slice(phrase.start, phrase.end).endsWith(".") ? phrase.end - 1 : phrase.end;
      problems.push({ start, end, message: `The engine can't pay "${masked.slice(start, end)}" as a cycling cost; it pays mana and life only, so this ability is not modelled.`, unsupported: true });
      return { end };
    }
    problems.push({ start, end: start + word.length, message: "This cycling cost can't be read; write mana (\"Cycling {2}\") or \"Cycling—Pay 2 life\"." });
    return { end: lineEnd };
  }
  // On the keyword, and its dash when there is one.
  const keywordEnd = dash ? i + 1 : from;
  problems.push({ start: keywordStart, end: keywordEnd, message: "Cycling needs a cost: \"Cycling {2}\" means \"{2}, Discard this card: Draw a card\" (702.29a)." });
  return { end: dash ? lineEnd : from };
}
