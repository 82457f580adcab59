import type { GameEvent, RiftAction, Violation } from "@recycle-rules/engine";
import type { Diagnostic, Fix } from "../../diagnostics/types.js";
import type { StepModel } from "./model.js";

/**
 * The quick fix for a claimed destination the rules contradict, when the right one is certain:
 * `position: top` → `bottom` (416.1), and a `to:` → where every card the step recycled really
 * went, when they all went to one zone. The zone is written the way the step wrote it: bare when
 * it is the acting player's and the claim was bare, `B.main-deck` otherwise.
 */
export function destinationFix(step: StepModel, action: RiftAction, events: readonly GameEvent[], violation: Violation): Fix | undefined {
  if (violation.code !== "wrong-destination" || !violation.at) return undefined;
  if (violation.at.part === "position") {
    const range = step.position?.range;
    // Safe: 416.1 allows only the bottom, so this corrects the claim the finding names and nothing else.
    // The title cites the violation's rule, which the file's edition has already written (403.1 in v1.1).
    return range ? { title: `Change to "bottom" (${violation.rule}: recycled cards go to the bottom)`, edits: [{ range, newText: "bottom" }], safe: true } : undefined;
  }
  if (violation.at.part !== "to" || !step.to) return undefined;
  const destinations = new Map<string, { player: string; zone: string }>();
  for (const e of events) if (e.type === "move" && e.reason === "recycle") destinations.set(`${e.to.player}.${e.to.zone}`, e.to);
  if (destinations.size !== 1) return undefined;
  const [to] = destinations.values();
  if (!to) return undefined;
  const acting = "player" in action ? action.player : undefined;
  const bare = step.to.player === undefined && to.player === acting;
  const text = bare ? to.zone : `${to.player}.${to.zone}`;
  // Safe: offered only when every recycled card went to one zone, so the claim has one right value.
  // Not safe: it rewrites the scenario's claim to what the engine did, which in a conformance
  // case would hide an engine bug behind a "fixed" expectation. (A position is safe: 416.1 says bottom.)
  return { title: `Change to "${text}" (${violation.rule})`, edits: [{ range: step.to.range, newText: text }], safe: false };
}

/** The diagnostic with the fix added, when there is one. */
export function withDestinationFix(diagnostic: Diagnostic, fix: Fix | undefined): Diagnostic {
  return fix ? { ...diagnostic, fixes: [...(diagnostic.fixes ?? []), fix] } : diagnostic;
}
