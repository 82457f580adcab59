import { realpathSync } from "node:fs";
import path from "node:path";
import { useColor } from "../color.js";
import { expandInputs } from "../files.js";
import { formatJson } from "../format/json.js";
import { countSeverities, crashed, errorsOnly, type FileResult } from "../format/result.js";
import { displayPath, formatStylish } from "../format/stylish.js";
import { EXIT, UsageError, type CliIo, type ExitCode } from "../io.js";
import { loadConfigs, reportCardFiles, reportConfigProblems } from "../configs.js";
import type { ConfigLoaderPort, LinterPort, LintFileSettings, LoadedConfigPort, RuleCatalogPort } from "../linter-port.js";
import { readPackageInfo } from "../package-info.js";
import { fixFiles } from "./lint-fix.js";
import { parseLintArgs, type LintOptions, type LintSource } from "./lint-options.js";
import { isDeckListName, lintRoleOf, type LintRole } from "./lint-role.js";
import { readNamedFile, readStdin } from "./read.js";

export const LINT_USAGE = `Usage: recycle-rules lint <files|dirs|globs…> [options]
       recycle-rules lint --stdin [--stdin-filename <path>] [options]

Lints scenario files and deck lists. Directories are searched for *.scenario.yaml, *.scenario.yml,
*.deck and *.dek files, or what a recycle-rules.config.json's "files" globs name; globs may use
*, ** and ? (quote them so the shell leaves them alone). A file named
explicitly is always linted: any *.yaml or *.yml file as a scenario; another kind of file is an
error (exit 2), never skipped.

Options:
  -f, --format <name>      report layout (default: stylish):
                             stylish  for people: findings by file, then a summary
                             json     the linter's findings per file, 0-based ranges
                             sarif    a SARIF 2.1.0 log, for code-scanning uploads
                             github   GitHub Actions annotations (::error, ::warning, ::notice)
  -q, --quiet              report errors only: warnings and infos are neither printed nor
                           counted for --max-warnings (nor fixed by --fix)
  --max-warnings n         also fail (exit 1) when there are more than n warnings
  --fix                    apply the linter's safe fixes (the only fix of a finding, correcting
                           just that mistake: a typo with one candidate, a split card name
                           quoted, a card moved to its deck section), write each changed file
                           back, and report what remains; what was fixed goes to stderr.
                           Did-you-mean fixes with several candidates, unknown card names and
                           deletions are left to you. Not with --stdin (exit 2)
  --stdin                  lint the text on standard input instead of files
  --stdin-filename <path>  the name of that text: *.deck or *.dek lints it as a deck list,
                           anything else as a scenario; it is the path reported
                           (default: a scenario called <stdin>)
  -c, --config <path>      use this recycle-rules.config.json for every file (default: the
                           nearest one above each file; see docs/configuration.md)
  --no-config              use no config file
  --cards <file>           card data over the bundled cards and the config's card files: a
                           pool from "recycle-rules cards import", or any card data file it
                           reads; repeatable (docs/cards.md)
  --color, --no-color      force ANSI colours in the stylish report on or off; without them,
                           FORCE_COLOR (0 off; 1, 2, 3 or true on), then NO_COLOR, then
                           whether stdout is a terminal decide
  -h, --help               show this help

Exit codes: 0 no errors, 1 errors found (or too many warnings), 2 usage error or crash.
`;

/** What `lint --stdin` reports the text as when --stdin-filename doesn't name it (ESLint says "<text>"). */
const STDIN_NAME = "<stdin>";

/** A text to lint: its path (or STDIN_NAME), what it is, the text, and what its config gives its lint. */
interface LintInput {
  readonly file: string;
  readonly role: LintRole;
  readonly text: string;
  readonly settings: LintFileSettings;
}

/** `loadLinter` is called only once the arguments are known to be good (see main.ts). */
export async function lintCommand(args: readonly string[], io: CliIo, loadLinter: () => Promise<LinterPort>): Promise<ExitCode> {
  const options = parseLintArgs(args);
  if (options.help) {
    io.stdout.write(LINT_USAGE);
    return EXIT.ok;
  }
  const configs = await loadConfigs(options.config, io.cwd, options.cards);
  // A --cards file that can't be used stops the run before anything is judged without it.
  if (reportCardFiles(configs, io)) return EXIT.usage;
  const inputs = await readInputs(options.source, io, configs);
  // A config with an error would otherwise silently not apply (a mistyped code, a missing card file).
  if (reportConfigProblems(configs, io)) return EXIT.usage;
  const linter = await loadLinter();
  const lintText = ({ file, role, settings }: LintInput, text: string) => linter.lintFile(file, text, settings, role === "deck" ? "deck" : "scenario").diagnostics;
  // With --quiet, only errors' fixes are applied: a warning that isn't reported isn't fixed either
  // (ESLint's --quiet --fix doesn't run warning rules at all).
  const lintForFix = options.quiet ? (input: LintInput, text: string) => lintText(input, text).filter((d) => d.severity === "error") : lintText;
  const linted: FileResult[] = options.fix
    ? await fixFiles(inputs, lintForFix, io)
    : inputs.map((input) => ({ filePath: input.file, diagnostics: lintText(input, input.text) }));
  // --quiet drops warnings and infos before anything reads them, so the report and the
  // --max-warnings count agree (ESLint's meaning of --quiet).
  const results = options.quiet ? errorsOnly(linted) : linted;

  io.stdout.write(await report(results, options, io));

  const counts = countSeverities(results);
  // The linter reports its own failure as a finding so the editor can show it; for the command
  // line that is a crash, not a verdict on the file (exit 2).
  // A scenario's or a deck list's: either way the linter failed, which is exit 2, not findings.
  if (results.some((r) => r.diagnostics.some(crashed))) {
    io.stderr.write("recycle-rules crashed while linting; see the internal-error finding above.\n");
    return EXIT.usage;
  }
  if (counts.errors > 0) return EXIT.findings;
  if (options.maxWarnings !== undefined && counts.warnings > options.maxWarnings) {
    io.stderr.write(`recycle-rules found too many warnings (maximum: ${options.maxWarnings}).\n`);
    return EXIT.findings;
  }
  return EXIT.ok;
}

async function readInputs(source: LintSource, io: CliIo, configs: ConfigLoaderPort): Promise<LintInput[]> {
  if (source.kind === "stdin") {
    // The name decides the kind only: the text on stdin is what the user asked to lint, so no
    // name is refused (anything not a deck list is read as a scenario). Its config is the one
    // its name would have, or the working directory's.
    const file = source.filename === undefined ? STDIN_NAME : path.resolve(io.cwd, source.filename);
    const settings = configs.settingsFor(source.filename === undefined ? path.join(io.cwd, STDIN_NAME) : file);
    if (settings.role === "ignored") {
      noteIgnored(file, settings, io);
      return [];
    }
    const role: LintRole = settings.role === "deck" || (settings.role === undefined && source.filename !== undefined && isDeckListName(source.filename)) ? "deck" : "yaml-as-scenario";
    return [{ file, role, settings, text: await readStdin(io.stdin, role === "deck" ? "deck" : "scenario") }];
  }
  if (source.inputs.length === 0) throw new UsageError("lint needs at least one file, directory or glob (or --stdin).");
  const selects = (file: string) => {
    const role = configs.settingsFor(file).role;
    return role === "scenario" || role === "deck";
  };
  const files = sameFilesOnce(expandInputs(source.inputs, io.cwd, { selects, lookedFor: "scenario and deck list" })).flatMap((file) => {
    const settings = configs.settingsFor(file);
    // A file named explicitly but ignored is said, not silently dropped (ESLint warns the same way).
    if (settings.role === "ignored") {
      noteIgnored(file, settings, io);
      return [];
    }
    const role: LintRole = settings.role ?? lintRoleOf(file, io.cwd);
    return [{ file, role, settings }];
  });
  // Read everything first: an unreadable file stops the run before any report is printed, so a
  // CI log never shows a partial report that looks complete.
  return Promise.all(files.map(async (f) => ({ ...f, text: await readNamedFile(f.file, io.cwd, f.role === "deck" ? "deck" : "scenario") })));
}

/**
 * Each file once, however it was reached: through a symbolic link and by its own name, a file
 * would be reported twice, and --fix would apply its fixes twice to one text.
 */
function sameFilesOnce(files: readonly string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    let real = file;
    try {
      real = realpathSync.native(file);
    } catch {
      // Unreadable: reading it will say why.
    }
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

function noteIgnored(file: string, settings: { readonly config?: LoadedConfigPort }, io: CliIo): void {
  const by = settings.config ? ` by ${displayPath(settings.config.file, io.cwd)}` : "";
  io.stderr.write(`${displayPath(file, io.cwd)}: not linted: it is ignored${by} ("ignore").\n`);
}


async function report(results: readonly FileResult[], options: LintOptions, io: CliIo): Promise<string> {
  switch (options.format) {
    case "json":
      return formatJson(results);
    case "github": {
      // Loaded on use: it shares the conformance harness's escaping, which other reports don't need.
      const { formatGithub } = await import("../format/github.js");
      return formatGithub(results, { cwd: io.cwd });
    }
    case "sarif": {
      const { formatSarif } = await import("../format/sarif.js");
      // The registry comes from the real linter even when a test stands in for lintFile: the rule
      // list describes the codes, not the run.
      const catalog: RuleCatalogPort = await import("@recycle-rules/linter");
      const pkg = readPackageInfo();
      return formatSarif(results, { cwd: io.cwd, catalog, tool: { name: "recycle-rules", version: pkg.version, informationUri: pkg.homepage } });
    }
    case "stylish":
      return formatStylish(results, { cwd: io.cwd, color: useColor(io, options.color) });
  }
}
