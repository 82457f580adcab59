import type { GameEvent } from "./events.js";
import type { StepResult } from "./result.js";
import type { Violation } from "./types.js";

/**
 * A step's result with every rule number written as an edition numbers it (`cite` rewrites the
 * numbers in a text): the rule tags of its events, the rules and sentences of its violations, the
 * notes and prompts. Rulesets think in the current numbers; a scenario in another edition (Magic's
 * `edition: seed`, Riftbound's `edition: v1.1`) reads everything after this — transcript lines,
 * `events:`, `illegal:`, diagnostics — in its own. `cite` must be idempotent.
 */
export function citeStepResult<State>(result: StepResult<State>, cite: (text: string) => string): StepResult<State> {
  // One cited copy per violation, shared by the events and the list (they are the same objects).
  const cited = new Map<Violation, Violation>();
  const violation = (v: Violation): Violation => {
    const known = cited.get(v);
    if (known) return known;
    const copy = { ...v, rule: v.rule === "-" ? v.rule : cite(v.rule), message: cite(v.message) };
    cited.set(v, copy);
    return copy;
  };
  const event = (e: GameEvent): GameEvent => {
    switch (e.type) {
      case "note":
        return e.rule === undefined ? { ...e, text: cite(e.text) } : { ...e, text: cite(e.text), rule: cite(e.rule) };
      case "choice":
        return { ...e, prompt: cite(e.prompt) };
      case "warning":
      case "refused":
        return { ...e, violation: violation(e.violation) };
      default:
        return "rule" in e && typeof e.rule === "string" ? { ...e, rule: cite(e.rule) } : e;
    }
  };
  return { ...result, events: result.events.map(event), violations: result.violations.map(violation) };
}
