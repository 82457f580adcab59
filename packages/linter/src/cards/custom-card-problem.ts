import { customCard } from "../diagnostics/scenario-custom-card.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { CustomCardModel } from "../model/types.js";
import type { SourceText } from "../text/source.js";
import { mapValueSpan } from "../text/scalar-offsets.js";

/** A problem a game's card definer found in one field, at characters of the field's text (0, 0: the whole field). */
export interface CustomCardProblem {
  readonly start: number;
  readonly end: number;
  readonly message: string;
  readonly replacement?: string;
}

/**
 * scenario/custom-card for a problem with a custom card, on the exact characters of the field
 * (inside `text:`, say) when they can be mapped back through the YAML scalar's escapes, else on
 * the field's value, else on the card's name. `keys` are the YAML keys the field may be written
 * under, in order of preference.
 */
export function customCardProblem(model: CustomCardModel, problem: CustomCardProblem, keys: readonly string[], source: SourceText): Diagnostic {
  const key = keys.find((k) => k !== "" && model.fields[k]);
  const fieldRange: Range = (key !== undefined ? model.fields[key] : undefined) ?? model.fields["name"] ?? model.range;
  const scalar = key !== undefined ? model.scalars[key] : undefined;
  const whole = problem.start === 0 && problem.end === 0;
  const span = !whole && scalar ? mapValueSpan(source.text, scalar, problem.start, problem.end) : undefined;
  const range = span ? source.range(span.start, span.end) : fieldRange;
  // Not safe: a replacement is the definer's best guess at card text ("[Assult 2]" → "[Assault]"
  // drops the number; "[Z]" → "[E]" is one of several one-letter symbols), and card text is what
  // the engine plays. The editor offers it; a person applies it.
  const fixes = span && problem.replacement !== undefined ? [{ title: `Replace with "${problem.replacement}"`, edits: [{ range, newText: problem.replacement }], safe: false }] : [];
  return customCard.create({ range, message: `${model.name}: ${problem.message}`, fixes });
}
