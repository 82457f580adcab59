import { createTwoFilesPatch, structuredPatch } from "diff";

/** Lines of context around each change: enough to see the step an event belongs to. */
const CONTEXT = 3;

/**
 * A unified diff of the golden (what a person accepted) against the replay (what the engine does
 * now), `-` for the golden and `+` for the replay, as `git diff` would show the `--update`.
 */
export function unifiedDiff(goldenName: string, golden: string, actual: string): string {
  const patch = createTwoFilesPatch(`${goldenName} (golden)`, `${goldenName} (replay)`, golden, actual, undefined, undefined, { context: CONTEXT });
  // The library opens with a "====" separator line meant for concatenated patches; one patch
  // reads better without it.
  return patch.replace(/^=+\n/, "");
}

/** The 1-based line of the golden where the first difference is, for annotations. */
export function firstChangedLine(golden: string, actual: string): number {
  const { hunks } = structuredPatch("golden", "replay", golden, actual, undefined, undefined, { context: 0 });
  const first = hunks[0];
  if (!first) return 1;
  return Math.max(1, first.oldLines === 0 ? first.oldStart + 1 : first.oldStart);
}
