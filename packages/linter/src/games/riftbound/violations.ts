import type { ActionPart, Violation } from "@recycle-rules/engine";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import { violationDiagnostic } from "../../replay/violations.js";
import type { StepModel } from "./model.js";

/**
 * Where in the step a violation points. A violation about no particular part (most cost
 * failures) goes on the step's main value: the card whose ability or play it concerns.
 */
export function violationRange(step: StepModel, at: ActionPart | undefined): Range {
  const value = (key: string): Range => step.values[key] ?? step.main;
  if (!at) return step.kind ? step.main : step.head;
  switch (at.part) {
    case "card":
    case "count":
      return step.main;
    case "ability":
    case "from":
    case "to":
    case "position":
    case "order":
    case "player":
    case "phase":
      return value(at.part);
    case "choice":
      return step.choose[at.index]?.range ?? value("choose");
    case "what-item":
      return (Array.isArray(step.recycle) ? step.recycle[at.index]?.range : undefined) ?? step.main;
    case "order-item":
      return step.order?.[at.index]?.range ?? value("order");
  }
}

export function riftViolationDiagnostic(step: StepModel, violation: Violation): Diagnostic {
  // A count is about the answers as a whole: the engine points at one answer (the first, when
  // none was invalid), but the fix is to the list, so the whole `choose:` value is underlined.
  const countOfChoices = violation.code === "wrong-count" && violation.at?.part === "choice" && step.values["choose"] !== undefined;
  return violationDiagnostic(violation, countOfChoices ? (step.values["choose"] as Range) : violationRange(step, violation.at));
}
