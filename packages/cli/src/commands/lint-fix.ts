import { writeFile } from "node:fs/promises";
import { fixText } from "../fix.js";
import { displayPath } from "../format/stylish.js";
import type { FileResult } from "../format/result.js";
import { UsageError, type CliIo } from "../io.js";
import type { LintDiagnostic } from "../linter-port.js";

/** A file `lint --fix` read: its path and the text the fixes are computed on. */
export interface FixInput {
  readonly file: string;
  readonly text: string;
}

/**
 * `lint --fix`: the safe fixes of every file applied (fix.ts), each changed file written back,
 * and what changed said on stderr, so stdout holds only the report (json and sarif stay
 * parseable). The results are the findings that remain, which the report shows. A file nothing
 * applied to is not written: its modification time stays, and a watcher sees no change.
 */
export async function fixFiles<Input extends FixInput>(inputs: readonly Input[], lint: (input: Input, text: string) => readonly LintDiagnostic[], io: CliIo): Promise<FileResult[]> {
  const outcomes = inputs.map((input) => ({ input, ...fixText(input.text, (text) => lint(input, text)) }));
  const changed = outcomes.filter((o) => o.text !== o.input.text);
  // Fix everything before writing anything: a crash in the linter then leaves every file as it was.
  for (const o of changed) {
    try {
      await writeFile(o.input.file, o.text, "utf8");
    } catch (error) {
      throw new UsageError(`Can't write the fixes to "${displayPath(o.input.file, io.cwd)}": ${(error as Error).message}.`);
    }
  }
  for (const o of changed) {
    io.stderr.write(`fixed ${problems(o.applied.length)} in ${displayPath(o.input.file, io.cwd)}: ${o.applied.join("; ")}\n`);
  }
  const total = changed.reduce((n, o) => n + o.applied.length, 0);
  io.stderr.write(total === 0 ? "recycle-rules --fix: nothing to fix.\n" : `recycle-rules --fix: fixed ${problems(total)} in ${changed.length} ${changed.length === 1 ? "file" : "files"}.\n`);
  return outcomes.map((o) => ({ filePath: o.input.file, diagnostics: o.diagnostics }));
}

function problems(n: number): string {
  return `${n} ${n === 1 ? "problem" : "problems"}`;
}
