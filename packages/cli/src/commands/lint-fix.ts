import { readFile, writeFile } from "node:fs/promises";
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
  for (const o of outcomes) if (o.stopped) io.stderr.write(`${displayPath(o.input.file, io.cwd)}: --fix stopped: ${o.stopped}.\n`);
  const changed = outcomes.filter((o) => o.text !== o.input.text);
  const written: typeof changed = [];
  // Fix everything before writing anything, and say each file as it is written: a write that
  // fails then names what was already changed.
  for (const o of changed) {
    const shown = displayPath(o.input.file, io.cwd);
    // The text was decoded as UTF-8; a file that isn't would be rewritten with replacement
    // characters where its other bytes were. Such a file is left as it is.
    if (!(await readsBackAs(o.input.file, o.input.text))) {
      io.stderr.write(`${shown}: not fixed: it is not UTF-8 text (or changed while it was linted), and writing it back would change more than the fixes.\n`);
      continue;
    }
    try {
      await writeFile(o.input.file, o.text, "utf8");
    } catch (error) {
      const already = written.length === 0 ? "" : ` (already fixed: ${written.map((w) => displayPath(w.input.file, io.cwd)).join(", ")})`;
      throw new UsageError(`Can't write the fixes to "${shown}": ${(error as Error).message}${already}.`);
    }
    written.push(o);
    io.stderr.write(`fixed ${problems(o.applied.length)} in ${shown}: ${o.applied.join("; ")}\n`);
  }
  const total = written.reduce((n, o) => n + o.applied.length, 0);
  io.stderr.write(total === 0 ? "recycle-rules --fix: nothing to fix.\n" : `recycle-rules --fix: fixed ${problems(total)} in ${written.length} ${written.length === 1 ? "file" : "files"}.\n`);
  // A file left unwritten is reported as it is on disk: the findings of the text as read.
  return outcomes.map((o) => ({ filePath: o.input.file, diagnostics: o.text === o.input.text || written.includes(o) ? o.diagnostics : o.original }));
}

/** Whether the file's bytes are exactly `text` in UTF-8 (so writing the fixed text changes only the fixes). */
async function readsBackAs(file: string, text: string): Promise<boolean> {
  try {
    return (await readFile(file)).equals(Buffer.from(text, "utf8"));
  } catch {
    return false;
  }
}

function problems(n: number): string {
  return `${n} ${n === 1 ? "problem" : "problems"}`;
}
