import { parseArgs } from "node:util";
import { expandInputs } from "../files.js";
import { formatJson } from "../format/json.js";
import { countSeverities, type FileResult } from "../format/result.js";
import { formatStylish } from "../format/stylish.js";
import { EXIT, UsageError, type CliIo, type ExitCode } from "../io.js";
import type { LinterPort } from "../linter-port.js";
import { lintRoleOf } from "./lint-role.js";
import { readNamedFile } from "./read.js";

export const LINT_USAGE = `Usage: recycle-rules lint <files|dirs|globs…> [--format stylish|json] [--max-warnings n]

Lints scenario files and deck lists. Directories are searched for *.scenario.yaml, *.deck and *.dek
files; globs may use *, ** and ? (quote them so the shell leaves them alone). A file named
explicitly is always linted: any *.yaml or *.yml file as a scenario; another kind of file is an
error (exit 2), never skipped.

Options:
  -f, --format stylish|json  report layout (default: stylish)
  --max-warnings n           also fail (exit 1) when there are more than n warnings
  -h, --help                 show this help

Exit codes: 0 no errors, 1 errors found (or too many warnings), 2 usage error or crash.
`;

type Format = "stylish" | "json";

const INTERNAL_ERROR = "scenario/internal-error";

interface LintOptions {
  readonly inputs: string[];
  readonly format: Format;
  readonly maxWarnings: number | undefined;
  readonly help: boolean;
}

function parseLintArgs(args: readonly string[]): LintOptions {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      format: { type: "string", short: "f" },
      "max-warnings": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const format = values.format ?? "stylish";
  if (format !== "stylish" && format !== "json") {
    throw new UsageError(`Unknown format "${format}": use stylish or json.`);
  }
  let maxWarnings: number | undefined;
  const raw = values["max-warnings"];
  if (raw !== undefined) {
    if (!/^\d+$/.test(raw)) throw new UsageError(`--max-warnings needs a whole number of 0 or more, not "${raw}".`);
    maxWarnings = Number(raw);
  }
  return { inputs: positionals, format, maxWarnings, help: values.help ?? false };
}

/** `loadLinter` is called only once the arguments are known to be good (see main.ts). */
export async function lintCommand(args: readonly string[], io: CliIo, loadLinter: () => Promise<LinterPort>): Promise<ExitCode> {
  const options = parseLintArgs(args);
  if (options.help) {
    io.stdout.write(LINT_USAGE);
    return EXIT.ok;
  }
  if (options.inputs.length === 0) throw new UsageError("lint needs at least one file, directory or glob.");

  const files = expandInputs(options.inputs, io.cwd).map((file) => ({ file, role: lintRoleOf(file, io.cwd) }));
  // Read everything first: an unreadable file stops the run before any report is printed, so a
  // CI log never shows a partial report that looks complete.
  const texts = await Promise.all(files.map(async ({ file, role }) => ({ file, role, text: await readNamedFile(file, io.cwd, role === "deck" ? "deck" : "scenario") })));
  const linter = await loadLinter();
  const results: FileResult[] = texts.map(({ file, role, text }) => ({
    filePath: file,
    diagnostics: (role === "yaml-as-scenario" ? linter.lintScenario(text, { filePath: file }) : linter.lintFile(file, text)).diagnostics,
  }));

  io.stdout.write(options.format === "json" ? formatJson(results) : formatStylish(results, { cwd: io.cwd, color: io.color ?? false }));

  const counts = countSeverities(results);
  // The linter reports its own failure as a finding so the editor can show it; for the command
  // line that is a crash, not a verdict on the file (exit 2).
  if (results.some((r) => r.diagnostics.some((d) => d.code === INTERNAL_ERROR))) {
    io.stderr.write("recycle-rules crashed while linting; see the scenario/internal-error finding above.\n");
    return EXIT.usage;
  }
  if (counts.errors > 0) return EXIT.findings;
  if (options.maxWarnings !== undefined && counts.warnings > options.maxWarnings) {
    io.stderr.write(`recycle-rules found too many warnings (maximum: ${options.maxWarnings}).\n`);
    return EXIT.findings;
  }
  return EXIT.ok;
}
