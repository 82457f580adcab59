import type { ActionPart, Violation } from "@recycle-rules/engine";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import { partRange, violationDiagnostic, type PartPlaces } from "../../replay/violations.js";
import type { StepModel } from "./model.js";

/** Where each part of a Riftbound action is written: mostly under its own key; items in their lists. */
const PLACES: PartPlaces<StepModel> = {
  ability: "ability",
  from: "from",
  to: "to",
  position: "position",
  order: "order",
  player: "player",
  phase: "phase",
  "what-item": (step, i) => (Array.isArray(step.recycle) ? step.recycle[i]?.range : undefined) ?? step.main,
  "order-item": (step, i, value) => step.order?.[i]?.range ?? value("order"),
};

/** Where in the step a violation points. */
export function violationRange(step: StepModel, at: ActionPart | undefined): Range {
  return partRange(step, at, PLACES);
}

export function riftViolationDiagnostic(step: StepModel, violation: Violation): Diagnostic {
  // A count is about the answers as a whole: the engine points at one answer (the first, when
  // none was invalid), but the fix is to the list, so the whole `choose:` value is underlined.
  const countOfChoices = violation.code === "wrong-count" && violation.at?.part === "choice" && step.values["choose"] !== undefined;
  return violationDiagnostic(violation, countOfChoices ? (step.values["choose"] as Range) : violationRange(step, violation.at));
}
