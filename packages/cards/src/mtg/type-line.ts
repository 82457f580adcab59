/**
 * Type lines and type words: "Legendary Creature — Zombie Wizard" → supertypes, card types,
 * subtypes (205). Also the words before "cycling" in typecycling ("basic land", "Swamp").
 */
import type { TypeQuery } from "@recycle-rules/engine";
import type { TextProblem } from "../problems.js";
import { parseWithinLimits } from "../text-limits.js";
import type { Span } from "../text-spans.js";

export const MTG_SUPERTYPES = ["Basic", "Legendary", "Snow", "World", "Ongoing", "Host"] as const;
export const MTG_CARD_TYPES = ["Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery", "Tribal"] as const;

const capitalize = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
const find = (list: readonly string[], word: string): string | undefined => list.find((w) => w.toLowerCase() === word.toLowerCase());

export interface ParsedTypeLine {
  readonly supertypes: string[];
  readonly types: string[];
  readonly subtypes: string[];
  readonly problems: TextProblem[];
}

/** Reads "Basic Land — Swamp". A dash of any kind (or "-") separates the subtypes. Within `CARD_TEXT_LIMITS`, like card text. */
export function parseTypeLine(line: string): ParsedTypeLine {
  return parseWithinLimits(line, readTypeLine);
}

function readTypeLine(line: string): ParsedTypeLine {
  const out: ParsedTypeLine = { supertypes: [], types: [], subtypes: [], problems: [] };
  const dash = subtypeSeparator(line);
  const head = dash ? line.slice(0, dash.start) : line;
  const tailStart = dash ? dash.end : line.length;
  for (const m of head.matchAll(/\S+/g)) {
    const word = m[0];
    const at = m.index ?? 0;
    const supertype = find(MTG_SUPERTYPES, word);
    const type = find(MTG_CARD_TYPES, word);
    if (supertype) out.supertypes.push(supertype);
    else if (type) out.types.push(type);
    else out.problems.push({ start: at, end: at + word.length, message: `"${word}" is not a card type or supertype (205.2, 205.4); subtypes go after a dash: "Creature — ${capitalize(word)}".` });
  }
  if (out.types.length === 0) out.problems.push({ start: 0, end: head.trimEnd().length, message: "A type line needs a card type such as Creature, Land or Instant (205.2)." });
  for (const m of line.slice(tailStart).matchAll(/\S+/g)) out.subtypes.push(m[0]);
  return out;
}

/**
 * The first dash that separates subtypes, with the whitespace around it: any dash with whitespace
 * on both sides ("Land - Swamp"), or an em dash with or without ("Creature—Zombie"). Scanning from
 * each dash, rather than matching /\s+[—–-]\s+/, reads a long run of spaces once instead of
 * once for every space in it.
 */
function subtypeSeparator(line: string): Span | undefined {
  for (let at = 0; at < line.length; at += 1) {
    const ch = line.charAt(at);
    if (ch !== "—" && ch !== "–" && ch !== "-") continue;
    let start = at;
    while (start > 0 && /\s/.test(line.charAt(start - 1))) start -= 1;
    let end = at + 1;
    while (end < line.length && /\s/.test(line.charAt(end))) end += 1;
    if (ch === "—" || (start < at && end > at + 1)) return { start, end };
  }
  return undefined;
}

/**
 * The type words of a typecycling keyword or a search: "basic land" → Basic + Land; "Swamp" →
 * the Swamp subtype; "artifact land" → Artifact + Land (702.29e). Anything not a supertype or
 * card type is a subtype.
 */
export function typeQueryFromWords(words: string): TypeQuery {
  const supertypes: string[] = [];
  const types: string[] = [];
  const subtypes: string[] = [];
  for (const word of words.trim().split(/\s+/).filter(Boolean)) {
    const supertype = find(MTG_SUPERTYPES, word);
    const type = find(MTG_CARD_TYPES, word);
    if (supertype) supertypes.push(supertype);
    else if (type) types.push(type);
    else subtypes.push(capitalize(word));
  }
  return { supertypes, types, subtypes };
}
