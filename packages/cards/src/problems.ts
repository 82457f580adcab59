/** A finding about card text, located by character offsets into the text that was parsed. */
export interface TextProblem {
  /** Offset of the first character of the offending span (0-based, UTF-16 code units). */
  readonly start: number;
  /** Offset just past the span; `end > start` unless the problem is about missing text. */
  readonly end: number;
  readonly message: string;
  /** Text that would fix the span, when there is one obvious fix (for editor quick fixes). */
  readonly replacement?: string;
}
