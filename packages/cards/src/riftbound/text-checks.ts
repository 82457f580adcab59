/**
 * Whole-text checks that don't depend on how a line parses: unknown or unclosed symbols, and
 * recycle instructions that can't be read (416.6 needs "Recycle X from [Zone]"). These are the
 * only places problems about those mistakes are raised, so nothing is reported twice.
 */
import type { Domain } from "@recycle-rules/engine";
import { closingIndex } from "../bounded-search.js";
import type { TextProblem } from "../problems.js";
import { closestWord } from "../suggest-word.js";
import { canonicalKeyword, canonicalKeywordAction, describeRiftSymbol, RIFT_KEYWORD_ACTIONS, RIFT_KEYWORDS, RIFT_SYMBOLS } from "./symbols.js";

/** Check every bracket token. `domains`, when known, lets "[C]" on a domainless card be flagged. */
export function checkBrackets(text: string, domains?: readonly Domain[]): TextProblem[] {
  const problems: TextProblem[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === "]") {
      problems.push({ start: i, end: i + 1, message: `"]" has no matching "[".` });
      i += 1;
      continue;
    }
    if (ch !== "[") {
      i += 1;
      continue;
    }
    // The matching "]" on the same line; another "[" or a line break first means it is unclosed.
    const close = closingIndex(text, i, "]", "[\n");
    if (close < 0) {
      problems.push({ start: i, end: i + 1, message: `"[" is never closed on this line.` });
      i += 1;
      continue;
    }
    const inner = text.slice(i + 1, close).trim();
    const problem = checkToken(inner, i, close + 1, domains);
    if (problem) problems.push(problem);
    i = close + 1;
  }
  return problems;
}

function checkToken(inner: string, start: number, end: number, domains?: readonly Domain[]): TextProblem | undefined {
  const info = describeRiftSymbol(inner);
  if (info) {
    if (info.kind === "power" && info.domain === "this" && domains !== undefined && domains.length === 0) {
      return { start, end, message: "[C] means this card's domain, but this card has no domain." };
    }
    return undefined;
  }
  // Keywords and keyword actions may carry a number: "[Assault 2]", "[Level 6]", "[Burn 1]".
  const name = inner.replace(/\s+\d+$/, "");
  if (canonicalKeyword(name) !== undefined || canonicalKeywordAction(name) !== undefined) return undefined;
  const vocabulary = [...Object.keys(RIFT_SYMBOLS), ...[...Object.keys(RIFT_KEYWORDS), ...Object.keys(RIFT_KEYWORD_ACTIONS)].map((k) => `[${k}]`)];
  const guess = closestWord(`[${name}]`, vocabulary);
  return {
    start,
    end,
    message: `Unknown symbol or keyword [${inner}].${guess ? ` Did you mean ${guess}?` : ""}`,
    ...(guess ? { replacement: guess } : {}),
  };
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

// "[^\S\n]" is whitespace that stays on the line: a recycle instruction never spans lines.
const SP = String.raw`[^\S\n]+`;

/**
 * Recycle instructions that name no readable count or zone. Runs on reminder-masked text (same
 * offsets as the original) so reminder wording never raises problems.
 */
export function checkRecycleWording(masked: string): TextProblem[] {
  const problems: TextProblem[] = [];

  // "Recycle from your trash" — the count is missing.
  for (const m of masked.matchAll(new RegExp(String.raw`\brecycle${SP}from\b[^,:.;\n]*`, "gi"))) {
    const phrase = m[0].trimEnd();
    problems.push({
      start: m.index,
      end: m.index + phrase.length,
      message: `This recycle has no count: write "Recycle N from …", e.g. "Recycle 1 from your trash" (416.6).`,
    });
  }

  // "Recycle three from …" — counts are written as digits in rules text.
  const words = Object.keys(NUMBER_WORDS).join("|");
  const wordCount = new RegExp(String.raw`\brecycle${SP}(?:up${SP}to${SP})?(${words})${SP}(?:cards?${SP})?from\b`, "dgi");
  for (const m of masked.matchAll(wordCount)) {
    const word = m[1] ?? "";
    const start = m.indices?.[1]?.[0] ?? m.index;
    const digits = String(NUMBER_WORDS[word.toLowerCase()] ?? "");
    problems.push({
      start,
      end: start + word.length,
      message: `Write the recycle count as digits: "Recycle ${digits} from …" (416.6).`,
      replacement: digits,
    });
  }

  // "Recycle 0 …" / "Recycle -1 …" — nothing to recycle.
  for (const m of masked.matchAll(new RegExp(String.raw`\brecycle${SP}(?:up${SP}to${SP})?(-\d+|0+)(?!\d)`, "dgi"))) {
    const count = m[1] ?? "";
    const start = m.indices?.[1]?.[0] ?? m.index;
    problems.push({ start, end: start + count.length, message: "A recycle count must be 1 or more." });
  }

  // "Recycle 2: …" — the zone is missing.
  for (const m of masked.matchAll(new RegExp(String.raw`\brecycle${SP}(?:up${SP}to${SP})?[1-9]\d*(?=[^\S\n]*(?:[,:;.]|$))`, "gim"))) {
    problems.push({
      start: m.index,
      end: m.index + m[0].length,
      message: `Say where to recycle from: "${m[0]} from your trash" (416.6).`,
    });
  }
  return problems;
}
