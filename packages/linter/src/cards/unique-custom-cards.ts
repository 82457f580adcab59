import { normalizeCardName } from "@recycle-rules/cards";
import { customCard } from "../diagnostics/scenario-custom-card.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { CustomCardModel } from "../model/types.js";

/**
 * A file's custom cards, each name once: a second card with a name already defined (the same
 * name however written) is an error on its name and is left out, so the file's cards never
 * depend on which definition came last.
 */
export function uniqueCustomCards(models: readonly CustomCardModel[], out: Diagnostic[]): CustomCardModel[] {
  const first = new Map<string, CustomCardModel>();
  const kept: CustomCardModel[] = [];
  for (const model of models) {
    const key = normalizeCardName(model.name);
    const earlier = first.get(key);
    if (earlier) {
      out.push(
        customCard.create({
          range: model.fields["name"] ?? model.range,
          message: `${model.name} is already defined above (line ${earlier.range.start.line + 1}); this definition is ignored. Give each custom card its own name.`,
          related: [{ message: `the first ${earlier.name}`, range: earlier.fields["name"] ?? earlier.range }],
        }),
      );
      continue;
    }
    first.set(key, model);
    kept.push(model);
  }
  return kept;
}
