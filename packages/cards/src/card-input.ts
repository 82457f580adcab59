/**
 * The start every game's card definer shares: custom-card input arrives loosely typed (usually
 * from YAML), so it is read as an unchecked record, problems are collected by field rather than
 * thrown, and every card needs a name.
 */
import type { TextProblem } from "./problems.js";

/** A problem with one field of a card's input; `start`/`end` index that field's string, or are 0. */
export interface FieldProblem<Field extends string> extends TextProblem {
  readonly field: Field;
}

export interface CardInput<Field extends string> {
  /** The input's fields, not yet checked: the static types say nothing about what YAML held. */
  readonly raw: Readonly<Record<string, unknown>>;
  /** Problems found so far; the definer adds its own, including ones located inside a field. */
  readonly problems: FieldProblem<Field>[];
  /** Report a problem with a field as a whole (offsets 0). */
  readonly whole: (field: Field, message: string) => void;
  /** The trimmed name; "" (already reported) when it is missing. */
  readonly name: string;
}

export function readCardInput<Field extends string>(input: object): CardInput<Field | "name"> {
  const problems: FieldProblem<Field | "name">[] = [];
  const whole = (field: Field | "name", message: string): void => {
    problems.push({ field, start: 0, end: 0, message });
  };
  const raw = input as Readonly<Record<string, unknown>>;
  const name = typeof raw.name === "string" ? raw.name.trim() : "";
  if (name === "") whole("name", "A card needs a name.");
  return { raw, problems, whole, name };
}
