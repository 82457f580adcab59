/**
 * A deck list is read line by line. Each line keeps its offsets in the file, and the part that
 * matters (its content) is the line without surrounding blanks and without a comment, so every
 * later range is an offset into the original text.
 */

export interface Line {
  /** 0-based line number. */
  readonly index: number;
  /** Offsets of the line without its line break. */
  readonly start: number;
  readonly end: number;
  /** Offsets of the content: trimmed, comment removed; start === end for a blank line. */
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly content: string;
  /** The text of a `// …` or `# …` comment line (without the marker), e.g. "Sideboard". */
  readonly comment?: string;
}

/** Splits on "\n", "\r\n" and a lone "\r" (as LSP counts lines); a leading BOM is blank space. */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c !== 10 && c !== 13 && c !== -1) continue;
    lines.push(readLine(text, lines.length, start, i));
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    start = i + 1;
  }
  return lines;
}

const BLANK = /[\s\uFEFF]/;

function readLine(text: string, index: number, start: number, end: number): Line {
  let s = start;
  let e = end;
  while (s < e && BLANK.test(text.charAt(s))) s++;
  while (e > s && BLANK.test(text.charAt(e - 1))) e--;
  const raw = text.slice(s, e);
  // A whole-line comment: "// …" (the flat layout's "// Sideboard" is read from `comment`) or "# …".
  const whole = /^(\/\/|#(?=\s|$))\s*(.*)$/.exec(raw);
  if (whole) return { index, start, end, contentStart: s, contentEnd: s, content: "", comment: (whole[2] ?? "").trim() };
  // A list marker a paste kept ("- 4 Street Wraith", "• 3x Stacked Deck", "* Creatures (4)") is not part of the line.
  const bullet = /^[-*•·]\s+(?=\S)/.exec(raw);
  if (bullet) s += bullet[0].length;
  // An inline comment starts at " # ". "#006" (a CardNexus collector number) is content, and so
  // is " // ", which joins the halves of an MTG split card ("Expansion // Explosion").
  const inline = /\s#(?=\s|$)/.exec(text.slice(s, e));
  if (inline) {
    e = s + inline.index;
    while (e > s && BLANK.test(text.charAt(e - 1))) e--;
  }
  return { index, start, end, contentStart: s, contentEnd: e, content: text.slice(s, e) };
}

/** A position inside a line's content → an offset in the file. */
export function at(line: Line, indexInContent: number): number {
  return line.contentStart + indexInContent;
}
