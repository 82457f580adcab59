import type { ActionPart, Violation } from "@recycle-rules/engine";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import { violationDiagnostic } from "../../replay/violations.js";
import type { MtgStepModel } from "./model.js";

/**
 * Where in an MTG step a violation points (the engine's `at`): card → the step's card value,
 * ability → `ability:`, player → `player:` (or the `pass:` value), count → `x:`, what-item(i) → the
 * i-th entry of `tap:`, to → `search:`, choice(i) → the i-th `choose:` answer. A violation about
 * no particular part (a cost that can't be paid) goes on the step's main value.
 */
export function mtgViolationRange(step: MtgStepModel, at: ActionPart | undefined): Range {
  const value = (key: string): Range => step.values[key] ?? step.main;
  if (!at) return step.kind ? step.main : step.head;
  switch (at.part) {
    case "card":
    case "phase":
      return step.main;
    case "ability":
      return value("ability");
    case "player":
      return step.values["player"] ?? step.main;
    case "count":
      return value("x");
    case "to":
      return step.search?.range ?? value("search");
    case "what-item":
      return step.tap?.[at.index]?.range ?? value("tap");
    case "choice":
      return step.choose[at.index]?.range ?? value("choose");
    case "from":
    case "position":
    case "order":
    case "order-item":
      return step.main;
  }
}

export function mtgViolationDiagnostic(step: MtgStepModel, violation: Violation): Diagnostic {
  return violationDiagnostic(violation, mtgViolationRange(step, violation.at));
}
