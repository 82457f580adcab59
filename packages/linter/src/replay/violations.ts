import type { Violation, ViolationCode } from "@recycle-rules/engine";
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

/** An engine violation as a diagnostic on `range` (the part of the step the game found for it). */
export function violationDiagnostic(violation: Violation, range: Range): Diagnostic {
  return CODES[violation.code].create({
    range,
    message: violation.message,
    rule: violation.rule === "-" ? [] : [violation.rule],
    severity: violation.severity,
  });
}
