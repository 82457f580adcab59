import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfigs, reportCardFiles } from "../configs.js";
import { EXIT, UsageError, type CliIo, type ExitCode } from "../io.js";
import { useColor } from "../color.js";

export const CONFORMANCE_USAGE = `Usage: recycle-rules conformance [paths…] [--update] [--reporter default|junit|tap|github] [--shard i/n] [--workers n]

Replays each conformance case (*.scenario.yaml) and compares it with the golden transcript
beside it (*.golden). Without paths, runs the official cases bundled with
@recycle-rules/conformance. Directories are searched recursively.

Options:
  --update             rewrite each golden from the engine's replay and delete obsolete ones;
                       review the result with \`git diff\` before committing. Refused in CI.
  -r, --reporter name  default | junit (JUnit XML) | tap (TAP 13) | github (Actions annotations)
  --shard i/n          run the i-th of n parts of the suite (cases sorted by path, dealt round robin)
  -c, --config <path>  judge every case with this recycle-rules.config.json (default: each case's
                       nearest; the bundled cases, run without paths, never use one)
  --no-config          use no config file
  --cards <file>       card data over the bundled cards and each config's card files, for the
                       named cases (not the bundled ones); repeatable
  --workers n          run the cases on n worker threads; 1 runs them in this thread. Default: one
                       per CPU for 500 cases or more, otherwise 1. --update always uses 1.
                       The report is the same whatever n is.
  -h, --help           show this help

The last line is "N passed, N failed" (on stderr for junit and tap, so stdout stays a clean
document). In CI (CI set to anything but "", "0" or "false") goldens are never written, and a
missing or obsolete golden fails.

Exit codes: 0 all passed, 1 failures, 2 usage error or crash.
`;

interface ConformanceOptions {
  readonly paths: string[];
  readonly config: string | boolean | undefined;
  readonly cards: readonly string[];
  readonly update: boolean;
  readonly reporter: string;
  readonly shard: string | undefined;
  readonly workers: string | undefined;
  readonly help: boolean;
}

function parseConformanceArgs(args: readonly string[]): ConformanceOptions {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    allowNegative: true,
    strict: true,
    options: {
      config: { type: "string", short: "c" },
      // Declared so parseArgs takes --no-config; with allowNegative it arrives as config: false.
      "no-config": { type: "boolean" },
      cards: { type: "string", multiple: true },
      update: { type: "boolean", short: "u" },
      reporter: { type: "string", short: "r" },
      shard: { type: "string" },
      workers: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  return { paths: positionals, config: values["no-config"] === true ? false : (values.config as string | boolean | undefined), cards: values.cards ?? [], update: values.update ?? false, reporter: values.reporter ?? "default", shard: values.shard, workers: values.workers, help: values.help ?? false };
}

/** `--workers n`: a whole number from 1 up. */
function parseWorkers(text: string): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--workers takes a whole number of threads, 1 or more (1 runs the cases in this thread), not "${text}".`);
  return n;
}

/** CI=true is the documented switch; 1/yes and the like count too, "false"/"0" do not. */
export function isCi(env: Readonly<Record<string, string | undefined>>): boolean {
  const value = env["CI"]?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/**
 * A thin shell over @recycle-rules/conformance: arguments, the progress bar, where the report goes
 * and the exit code. The harness decides pass and fail; the reporters decide the layout.
 */
export async function conformanceCommand(args: readonly string[], io: CliIo): Promise<ExitCode> {
  const options = parseConformanceArgs(args);
  if (options.help) {
    io.stdout.write(CONFORMANCE_USAGE);
    return EXIT.ok;
  }
  const harness = await import("@recycle-rules/conformance");
  const reporter = options.reporter;
  if (!harness.isReporterName(reporter)) throw new UsageError(`Unknown reporter "${reporter}": use ${harness.REPORTER_NAMES.join(", ")}.`);
  let shard: { index: number; count: number } | undefined;
  if (options.shard !== undefined) {
    const parsed = harness.parseShard(options.shard);
    if ("error" in parsed) throw new UsageError(parsed.error);
    shard = parsed;
  }
  const workers = options.workers === undefined ? undefined : parseWorkers(options.workers);
  // main() never reads `process`: bin.ts passes process.env in; without it, this is not CI.
  const ci = isCi(io.env ?? {});
  if (options.update && ci) throw new UsageError(new harness.UpdateInCiError().message);

  const bundled = options.paths.length === 0;
  const paths = bundled ? [harness.bundledCasesDir] : options.paths;
  if (options.config === "") throw new UsageError("--config needs the path of a recycle-rules.config.json.");
  // The official cases are judged as published, whatever project they are run from.
  const configFile = bundled || options.config === false ? false : typeof options.config === "string" ? path.resolve(io.cwd, options.config) : undefined;
  if (options.cards.length > 0) {
    if (bundled) {
      io.stderr.write("recycle-rules: --cards is not used for the bundled official cases: they are judged with the bundled cards, as published.\n");
    } else {
      // Read here too, to say what the files hold (and stop on one that can't be used) before the cases run.
      if (reportCardFiles(await loadConfigs(false, io.cwd, options.cards), io)) return EXIT.usage;
    }
  }
  const progress = io.tty === true;
  let report;
  try {
    report = await harness.runConformanceParallel({
      paths,
      cwd: io.cwd,
      update: options.update,
      ci,
      ...(configFile !== undefined ? { configFile } : {}),
      // The bundled official cases are judged as published: never with other cards.
      ...(!bundled && options.cards.length > 0 ? { cardFiles: options.cards.map((f) => path.resolve(io.cwd, f)) } : {}),
      ...(shard ? { shard } : {}),
      ...(workers !== undefined ? { workers } : {}),
      ...(progress ? { onProgress: (done: number, total: number) => io.stdout.write(`\r${harness.renderProgress(done, total)}`) } : {}),
    });
  } catch (e) {
    if (e instanceof harness.MissingPathError || e instanceof harness.ConfigError) throw new UsageError(e.message);
    throw e;
  } finally {
    if (progress) io.stdout.write(harness.CLEAR_LINE);
  }
  // An empty shard of a real suite is fine (more machines than cases); an empty suite is a mistake.
  if (report.suiteSize === 0) {
    throw new UsageError(`No conformance cases (*${harness.CASE_SUFFIX}) found in ${paths.map((p) => `"${p}"`).join(", ")}.`);
  }

  for (const file of report.ignored ?? []) io.stderr.write(`${harness.displayPath(file, io.cwd)}: not run: the config ignores it.\n`);
  const formatted = harness.formatReport(reporter, report, { cwd: io.cwd, color: useColor(io) });
  io.stdout.write(formatted.stdout);
  if (formatted.stderr !== "") io.stderr.write(formatted.stderr);
  return report.failed > 0 ? EXIT.findings : EXIT.ok;
}
