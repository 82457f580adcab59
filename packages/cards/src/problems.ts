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
