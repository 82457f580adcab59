import type { Scalar } from "yaml";

/**
 * Maps each character of a scalar's parsed value back to its offset in the source, so a problem
 * found at [start, end) of card text can be underlined exactly. YAML changes text as it parses
 * (folding line breaks into spaces, dropping indentation, un-doubling '' in single quotes), so
 * the value is aligned with the source greedily: a value character matches the same source
 * character, a space may match a folded line break, and whitespace the value dropped is skipped.
 * When the two can't be aligned (a "\t" or "\u00e9" escape, for one) the mapping is refused and
 * callers fall back to the whole value.
 */
export function scalarOffsets(source: string, node: Scalar): number[] | undefined {
  const value = node.value;
  const range = node.range;
  if (typeof value !== "string" || !range) return undefined;
  const end = range[1];
  let p = range[0];
  const type = node.type;
  if (type === "QUOTE_DOUBLE" || type === "QUOTE_SINGLE") p += 1;
  if (type === "BLOCK_LITERAL" || type === "BLOCK_FOLDED") {
    const header = source.indexOf("\n", p);
    if (header < 0) return value === "" ? [] : undefined;
    p = header + 1;
  }
  const out: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    for (;;) {
      if (p >= end) return undefined;
      const s = source[p];
      if (type === "QUOTE_DOUBLE" && s === "\\") {
        // Only a line continuation ("\" + newline) is skippable; any other escape changes the text.
        if (source[p + 1] === "\n" || source[p + 1] === "\r") {
          p += 2;
          continue;
        }
        return undefined;
      }
      if (s === c) {
        out.push(p);
        p += type === "QUOTE_SINGLE" && c === "'" ? 2 : 1;
        break;
      }
      if (c === " " && s === "\n") {
        out.push(p); // a folded line break
        p += 1;
        break;
      }
      if (s === " " || s === "\t" || s === "\n" || s === "\r") {
        p += 1;
        continue;
      }
      return undefined;
    }
  }
  return out;
}

/**
 * Each scalar's mapping, made once: a card text with many problems maps each of them, and
 * aligning the whole value for every one made that quadratic in the text.
 */
const mapped = new WeakMap<Scalar, { readonly source: string; readonly offsets: number[] | undefined }>();

function offsetsOf(source: string, node: Scalar): number[] | undefined {
  const hit = mapped.get(node);
  if (hit && hit.source === source) return hit.offsets;
  const offsets = scalarOffsets(source, node);
  mapped.set(node, { source, offsets });
  return offsets;
}

/** The source span of value characters [start, end), or undefined when it can't be mapped. */
export function mapValueSpan(source: string, node: Scalar, start: number, end: number): { start: number; end: number } | undefined {
  const offsets = offsetsOf(source, node);
  if (!offsets || offsets.length === 0) return undefined;
  const first = offsets[Math.min(start, offsets.length - 1)];
  if (first === undefined) return undefined;
  if (end <= start) return { start: first, end: first };
  const last = offsets[Math.min(end, offsets.length) - 1];
  return last === undefined ? undefined : { start: first, end: last + 1 };
}
