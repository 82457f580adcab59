import type { StepResult, Violation } from "@recycle-rules/engine";
import { expectMismatch } from "../diagnostics/scenario-expect-mismatch.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { StepModelBase } from "../model/types.js";

/** "416.3" expects 416.3 itself or any of its sub-rules (416.3.a …). */
export function ruleCovers(expected: string, actual: string): boolean {
  return actual === expected || actual.startsWith(`${expected}.`);
}

/** How a game reads the rule of an `illegal:` expectation. */
export interface IllegalReading<Step> {
  /** Whether an expected rule covers the rule a violation cites. */
  covers(expected: string, actual: string): boolean;
  /** Where a violation points in the step. */
  range(step: Step, violation: Violation): Range;
}

/**
 * `expect: { illegal: "416.3" }`: the step must be illegal for that rule, i.e. refused for it, or
 * (for a step the engine lets proceed under a flagged error, such as a wrong `to:`) flagged with
 * an error for it. `wanted` gives the numbers the value stands for (one per edition where a game
 * has several). The matching violations are the expected outcome, so they are returned to be
 * left out of the diagnostics. Otherwise the expectation fails on its `illegal:` value.
 */
export function checkIllegal<Step extends StepModelBase>(
  step: Step,
  result: StepResult<unknown>,
  wanted: (value: string) => readonly string[],
  reading: IllegalReading<Step>,
  out: Diagnostic[],
): Set<Violation> {
  const expected = step.expect?.illegal;
  if (!expected) return new Set();
  const numbers = wanted(expected.value);
  const errors = result.violations.filter((v) => v.severity === "error");
  const matching = errors.filter((v) => numbers.some((w) => reading.covers(w, v.rule)));
  if (matching.length > 0) return new Set(matching);
  const refusal = result.refused ? errors[errors.length - 1] : errors[0];
  if (refusal) {
    out.push(
      expectMismatch.create({
        range: expected.range,
        message: `The step is illegal under ${refusal.rule}, not ${expected.value}: ${refusal.message}`,
        rule: [refusal.rule],
        related: [{ message: "the part of the step at fault", range: reading.range(step, refusal) }],
      }),
    );
    return new Set([refusal]);
  }
  out.push(
    expectMismatch.create({
      range: expected.range,
      message: `The step is legal and happened, but the expectation says it is illegal under ${expected.value}.`,
      rule: [expected.value],
    }),
  );
  return new Set();
}
