import { defineRiftCard, type CustomRiftCardInput, type RiftCardProblem } from "@recycle-rules/cards";
import { customCard } from "../diagnostics/scenario-custom-card.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { CustomCardModel } from "../model/types.js";
import type { SourceText } from "../text/source.js";
import { mapValueSpan } from "../text/scalar-offsets.js";
import type { ScenarioCards } from "./catalog.js";

/**
 * Defines each custom card through @recycle-rules/cards (the same parser printed cards go
 * through) and reports its problems at the exact characters of the field, e.g. inside `text:`.
 */
export function defineCustomCards(models: readonly CustomCardModel[], cards: ScenarioCards, source: SourceText, out: Diagnostic[]): void {
  for (const model of models) {
    const { def, problems } = defineRiftCard(model.input as unknown as CustomRiftCardInput);
    cards.addCustom(def);
    for (const problem of problems) out.push(problemDiagnostic(model, problem, source));
  }
}

function problemDiagnostic(model: CustomCardModel, problem: RiftCardProblem, source: SourceText): Diagnostic {
  // "domain" problems may come from a `domains:` key, "token" ones from `supertypes:`.
  const key = [problem.field, problem.field === "domain" ? "domains" : "", problem.field === "token" ? "supertypes" : ""].find((k) => k && model.fields[k]);
  const fieldRange: Range = (key && model.fields[key]) || model.fields["name"] || model.range;
  const scalar = key ? model.scalars[key] : undefined;
  const whole = problem.start === 0 && problem.end === 0;
  const span = !whole && scalar ? mapValueSpan(source.text, scalar, problem.start, problem.end) : undefined;
  const range = span ? source.range(span.start, span.end) : fieldRange;
  const fixes =
    span && problem.replacement !== undefined
      ? [{ title: `Replace with "${problem.replacement}"`, edits: [{ range, newText: problem.replacement }] }]
      : [];
  return customCard.create({ range, message: `${model.name}: ${problem.message}`, fixes });
}
