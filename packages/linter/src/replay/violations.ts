import type { ActionPart, Violation, ViolationCode } from "@recycle-rules/engine";
import type { DiagnosticCode } from "../diagnostics/define.js";
import { illegalCost } from "../diagnostics/recycle-illegal-cost.js";
import { notACard } from "../diagnostics/recycle-not-a-card.js";
import { order } from "../diagnostics/recycle-order.js";
import { timing } from "../diagnostics/recycle-timing.js";
import { wrongCount } from "../diagnostics/recycle-wrong-count.js";
import { wrongDestination } from "../diagnostics/recycle-wrong-destination.js";
import { invalidChoice } from "../diagnostics/scenario-invalid-choice.js";
import { unknownAbility } from "../diagnostics/scenario-unknown-ability.js";
import { unusedChoice } from "../diagnostics/scenario-unused-choice.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { StepModel } from "../model/types.js";

/** Engine violation kinds → diagnostic codes: the one place the two vocabularies meet. */
export const CODES: Record<ViolationCode, DiagnosticCode> = {
  "illegal-cost": illegalCost,
  timing,
  "wrong-destination": wrongDestination,
  "wrong-count": wrongCount,
  order,
  "not-a-card": notACard,
  "unknown-target": unknownAbility,
  "unused-choice": unusedChoice,
  "invalid-choice": invalidChoice,
};

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

export function violationDiagnostic(step: StepModel, violation: Violation): Diagnostic {
  // A count is about the answers as a whole: the engine points at one answer (the first, when
  // none was invalid), but the fix is to the list, so the whole `choose:` value is underlined.
  const countOfChoices = violation.code === "wrong-count" && violation.at?.part === "choice" && step.values["choose"] !== undefined;
  return CODES[violation.code].create({
    range: countOfChoices ? (step.values["choose"] as Range) : violationRange(step, violation.at),
    message: violation.message,
    rule: violation.rule === "-" ? [] : [violation.rule],
    severity: violation.severity,
  });
}
