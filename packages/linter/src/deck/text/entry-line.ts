import type { DeckGame } from "../model.js";
import type { Line } from "./lines.js";

/**
 * One card line, in every spelling the deck sites export:
 *   `3 Name`, `3x Name`, `3 x Name`, `Name` (one copy), `SB: 2 Name` (MTG sideboard line),
 *   Riftbound `1 Name - Subtitle (OGN-251)`, `3 Flame Chompers (OGN) #006` (CardNexus),
 *   MTG Arena `4 Street Wraith (MH1) 1`, `2 Niv-Mizzet Reborn (WAR) 208`, Moxfield's ` *F*`.
 * Offsets are file offsets, so the caller makes ranges from them directly.
 */
export interface EntryLine {
  readonly count: number;
  /** The count's offsets; absent when the line has no count. */
  readonly countSpan?: Span;
  readonly name: string;
  readonly nameSpan: Span;
  /** Riftbound collector code as written ("OGN-251", "OGN-036/298"), or built from "(OGN) #006". */
  readonly code?: string;
  readonly codeSpan?: Span;
  readonly set?: string;
  readonly number?: string;
  /** The line started with "SB:" (plain MTG text). */
  readonly sideboard: boolean;
}

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A count is 1–3 digits; "0" is read and left to the caller to report. */
const COUNT = /^(\d{1,3})(?:\s*[xX×](?=\s)|[xX×])?\s+(?=\S)/;
const SB = /^SB:\s*/i;
/** "(OGN-251)", "(OGN-036/298)", "(ogn-036-298)", "(SFD-R02)", "(OGN-007a)" at the end. */
const RIFT_CODE = /\s*\(\s*([A-Za-z]{2,4}-[Rr]?\d{1,4}[a-z*]?(?:[/-]\d{1,4})?)\s*\)$/;
/** CardNexus: "(OGN) #006" at the end. */
const RIFT_SET_NUMBER = /\s*\(\s*([A-Za-z]{2,4})\s*\)\s*#\s*([Rr]?\d{1,4}[a-z*]?)$/;
/** Arena: "(MH1) 1", "(WAR) 208", "(PLST) ARB-1", "(SET)" at the end. */
const MTG_SET_NUMBER = /\s*\(\s*([A-Za-z0-9]{2,6})\s*\)(?:\s+([A-Za-z0-9★*-]{1,12}))?$/;
/** Moxfield's foil and etched markers. */
const MTG_FINISH = /\s+\*[FE]\*$/;

/**
 * A pattern anchored at the end, tried on the end of `text` only: unanchored at its start, it
 * would otherwise try every position of a long run of spaces (quadratic). The suffixes it finds
 * (a code, a set and number, a finish marker) are short; the index is into the whole `text`.
 */
const SUFFIX_WINDOW = 80;
function execSuffix(pattern: RegExp, text: string): { index: number; groups: readonly (string | undefined)[]; length: number } | undefined {
  const from = Math.max(0, text.length - SUFFIX_WINDOW);
  const m = pattern.exec(from === 0 ? text : text.slice(from));
  return m ? { index: m.index + from, groups: [...m], length: m[0].length } : undefined;
}

export function readEntryLine(line: Line, game: DeckGame): EntryLine | undefined {
  let start = line.contentStart;
  let text = line.content;
  const sb = game === "mtg" ? SB.exec(text) : null;
  if (sb) {
    start += sb[0].length;
    text = text.slice(sb[0].length);
  }
  const countMatch = COUNT.exec(text);
  const count = countMatch ? Number(countMatch[1]) : 1;
  const countSpan = countMatch ? { start, end: start + (countMatch[1] ?? "").length } : undefined;
  const nameStart = start + (countMatch ? countMatch[0].length : 0);
  let name = text.slice(countMatch ? countMatch[0].length : 0);
  if (name.trim() === "") return undefined;

  let code: string | undefined;
  let codeSpan: Span | undefined;
  let set: string | undefined;
  let number: string | undefined;
  if (game === "riftbound") {
    const m = execSuffix(RIFT_CODE, name);
    const cn = m ? undefined : execSuffix(RIFT_SET_NUMBER, name);
    if (m && m.index > 0) {
      code = m.groups[1] ?? "";
      const at = nameStart + name.indexOf(code, m.index);
      codeSpan = { start: at, end: at + code.length };
      set = code.split("-")[0]?.toUpperCase();
      number = /-([Rr]?\d+[a-z*]?)/.exec(code)?.[1];
      name = name.slice(0, m.index);
    } else if (cn && cn.index > 0) {
      set = (cn.groups[1] ?? "").toUpperCase();
      number = cn.groups[2] ?? "";
      code = `${set}-${number}`;
      const at = nameStart + cn.index + (cn.groups[0] ?? "").indexOf("(");
      codeSpan = { start: at, end: nameStart + cn.index + cn.length };
      name = name.slice(0, cn.index);
    }
  } else {
    const finish = execSuffix(MTG_FINISH, name);
    if (finish) name = name.slice(0, finish.index);
    const m = execSuffix(MTG_SET_NUMBER, name);
    if (m && m.index > 0) {
      set = (m.groups[1] ?? "").toUpperCase();
      number = m.groups[2];
      name = name.slice(0, m.index);
    }
  }
  name = name.trimEnd();
  if (name === "") return undefined;
  return {
    count,
    ...(countSpan ? { countSpan } : {}),
    name,
    nameSpan: { start: nameStart, end: nameStart + name.length },
    ...(code !== undefined ? { code } : {}),
    ...(codeSpan ? { codeSpan } : {}),
    ...(set !== undefined ? { set } : {}),
    ...(number !== undefined ? { number } : {}),
    sideboard: sb !== null,
  };
}
