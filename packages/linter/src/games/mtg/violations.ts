import type { ActionPart, Violation } from "@recycle-rules/engine";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import { partRange, violationDiagnostic, type PartPlaces } from "../../replay/violations.js";
import type { MtgStepModel } from "./model.js";

/**
 * Where each part of an MTG action is written: ability → `ability:`, player → `player:`, count →
 * `x:`, to → `search:`, what-item(i) → the i-th entry of `tap:`; the card, the step and the parts
 * MTG steps don't have go on the step's main value.
 */
const PLACES: PartPlaces<MtgStepModel> = {
  ability: "ability",
  player: "player",
  count: "x",
  to: (step, _i, value) => step.search?.range ?? value("search"),
  // The i-th attacker of an attack step, the i-th block of a block step, else the i-th entry of tap:.
  "what-item": (step, i, value) => (step.kind === "attack" ? step.attackers?.[i]?.range : step.kind === "block" ? step.blocks?.[i]?.range : step.tap?.[i]?.range) ?? value(step.kind === "attack" || step.kind === "block" ? step.kind : "tap"),
};

export function mtgViolationRange(step: MtgStepModel, at: ActionPart | undefined): Range {
  return partRange(step, at, PLACES);
}

export function mtgViolationDiagnostic(step: MtgStepModel, violation: Violation): Diagnostic {
  return violationDiagnostic(violation, mtgViolationRange(step, violation.at));
}
