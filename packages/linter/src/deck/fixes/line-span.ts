/**
 * The offsets of a whole line with its line break (the previous line break for the last line of
 * the file), so deleting it leaves no blank line behind.
 */
export function wholeLine(text: string, contentStart: number, contentEnd: number): { start: number; end: number } {
  let start = contentStart;
  while (start > 0 && text.charAt(start - 1) !== "\n" && text.charAt(start - 1) !== "\r") start--;
  let end = contentEnd;
  while (end < text.length && text.charAt(end) !== "\n" && text.charAt(end) !== "\r") end++;
  if (end < text.length) {
    end += text.startsWith("\r\n", end) ? 2 : 1;
  } else if (start > 0) {
    start -= text.charAt(start - 1) === "\n" && text.charAt(start - 2) === "\r" ? 2 : 1;
  }
  return { start, end };
}

/** The end of the line holding `from` (before its line break). */
export function lineEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charAt(i) !== "\n" && text.charAt(i) !== "\r") i++;
  return i;
}
