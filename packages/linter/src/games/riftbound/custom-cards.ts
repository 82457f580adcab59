import { defineRiftCard, type CustomRiftCardInput } from "@recycle-rules/cards";
import { customCardProblem } from "../../cards/custom-card-problem.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { CustomCardModel } from "../../model/types.js";
import type { SourceText } from "../../text/source.js";
import type { ScenarioCards } from "./cards.js";

/**
 * Defines each custom card through @recycle-rules/cards (the same parser printed cards go
 * through) and reports its problems at the exact characters of the field, e.g. inside `text:`;
 * text the engine doesn't model is reported there too (a replay skips it, never silently).
 */
export function defineCustomCards(models: readonly CustomCardModel[], cards: ScenarioCards, source: SourceText, out: Diagnostic[]): void {
  for (const model of models) {
    const { def, problems, notModelled } = defineRiftCard(model.input as unknown as CustomRiftCardInput);
    cards.addCustom(def);
    for (const problem of problems) {
      // "domain" problems may come from a `domains:` key, "token" ones from `supertypes:`.
      const keys = [problem.field, problem.field === "domain" ? "domains" : "", problem.field === "token" ? "supertypes" : ""];
      out.push(customCardProblem(model, problem, keys, source));
    }
    // Text the parser already complained about ("Pay [Q] …") is not reported twice.
    const flagged = problems.filter((p) => p.field === "text");
    for (const clause of notModelled) {
      if (!flagged.some((p) => p.start < clause.end && clause.start < p.end)) out.push(customCardProblem(model, clause, ["text"], source));
    }
  }
}
