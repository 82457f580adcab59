/** The linter's stages in the order they run, as `LintOptions.onStage` names them. */
export type LintStage = "parse" | "structure" | "model" | "replay" | "assemble";

/** Told each stage's wall time in milliseconds as the stage ends. */
export type StageTimer = (stage: LintStage, ms: number) => void;

/** Runs one stage, telling `onStage` (when given) how long it took; the result is the stage's either way. */
export function timed<T>(onStage: StageTimer | undefined, stage: LintStage, run: () => T): T {
  if (!onStage) return run();
  const began = performance.now();
  const result = run();
  onStage(stage, performance.now() - began);
  return result;
}
