import type { ActionPart, Violation, ViolationCode } from "@recycle-rules/engine";
import type { DiagnosticCode } from "../diagnostics/define.js";
import { illegalCost } from "../diagnostics/recycle-illegal-cost.js";
import { notACard } from "../diagnostics/recycle-not-a-card.js";
import { order } from "../diagnostics/recycle-order.js";
import { timing } from "../diagnostics/recycle-timing.js";
import { wrongCount } from "../diagnostics/recycle-wrong-count.js";
import { wrongDestination } from "../diagnostics/recycle-wrong-destination.js";
import { illegalStep } from "../diagnostics/scenario-illegal-step.js";
import { invalidChoice } from "../diagnostics/scenario-invalid-choice.js";
import { unknownAbility } from "../diagnostics/scenario-unknown-ability.js";
import { unknownCardFact } from "../diagnostics/scenario-unknown-card-fact.js";
import { unusedChoice } from "../diagnostics/scenario-unused-choice.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { StepModelBase } from "../model/types.js";

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
  "illegal-step": illegalStep,
  "unknown-card-fact": unknownCardFact,
};

/** An engine violation as a diagnostic on `range` (the part of the step the game found for it). */
export function violationDiagnostic(violation: Violation, range: Range): Diagnostic {
  return CODES[violation.code].create({
    range,
    message: violation.message,
    rule: violation.rule === "-" ? [] : [violation.rule],
    severity: violation.severity,
  });
}

/**
 * Where a part of an action is written in a game's steps: the key whose value it is, or, for an
 * item of a list (what-item, order-item), how to find the item. A part a game doesn't name is
 * the step's main value (its card, count or phase).
 */
export type PartPlaces<Step> = {
  readonly [P in Exclude<ActionPart["part"], "choice">]?: string | ((step: Step, index: number, value: (key: string) => Range) => Range);
};

/**
 * Where in the step a violation points (the engine's `at`). A violation about no particular part
 * (most cost failures) goes on the step's main value; a choice on its answer in `choose:`.
 */
export function partRange<Step extends StepModelBase>(step: Step, at: ActionPart | undefined, places: PartPlaces<Step>): Range {
  const value = (key: string): Range => step.values[key] ?? step.main;
  if (!at) return step.kind ? step.main : step.head;
  if (at.part === "choice") return step.choose[at.index]?.range ?? value("choose");
  const place = places[at.part];
  if (place === undefined) return step.main;
  if (typeof place === "string") return value(place);
  return place(step, "index" in at ? at.index : 0, value);
}
