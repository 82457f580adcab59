/** A finding about card text, located by character offsets into the text that was parsed. */
export interface TextProblem {
  /** Offset of the first character of the offending span (0-based, UTF-16 code units). */
  readonly start: number;
  /** Offset just past the span; `end > start` unless the problem is about missing text. */
  readonly end: number;
  readonly message: string;
  /** Text that would fix the span, when there is one obvious fix (for editor quick fixes). */
  readonly replacement?: string;
  /**
   * The text is valid card text that the engine doesn't read (a hybrid mana symbol, a cycling cost
   * it can't pay): that part is not modelled. Printed cards in the bundled data may have these
   * (they are listed, card by card, in the data's tests); anything else is a mistake in the text.
   */
  readonly unsupported?: true;
}

/** The most characters of a value that a problem quotes: a name or a tag is shorter, a value in an imported file may be megabytes. */
export const MAX_QUOTED_LENGTH = 80;

/**
 * `value` as a problem message quotes it: whole when it has at most `max` characters, else its
 * first `max` (not splitting an emoji's surrogate pair) and "…".
 */
export function shortened(value: string, max = MAX_QUOTED_LENGTH): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return `${value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)}…`;
}
