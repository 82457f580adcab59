import path from "node:path";
import { parseArgs } from "node:util";
import { countSeverities } from "../format/result.js";
import { formatStylish } from "../format/stylish.js";
import { EXIT, UsageError, type CliIo, type ExitCode } from "../io.js";
import { useColor } from "../color.js";
import type { LinterPort } from "../linter-port.js";
import { loadConfigs, reportCardFiles, reportConfigProblems } from "../configs.js";
import { readNamedFile } from "./read.js";

export const RUN_USAGE = `Usage: recycle-rules run <file> [--cards <file>…]

Replays one scenario and prints its transcript (every step, event and the final state), then the
diagnostics, with the severities and card files of its nearest recycle-rules.config.json.

Options:
  --cards <file>  card data over the bundled cards and the config's card files (repeatable)

Exit codes: 0 no errors, 1 errors found, 2 usage error or crash.
`;

/** `loadLinter` is called only once the arguments are known to be good (see main.ts). */
export async function runCommand(args: readonly string[], io: CliIo, loadLinter: () => Promise<LinterPort>): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: { help: { type: "boolean", short: "h" }, cards: { type: "string", multiple: true } },
  });
  if (values.help) {
    io.stdout.write(RUN_USAGE);
    return EXIT.ok;
  }
  const [input, ...extra] = positionals;
  if (input === undefined) throw new UsageError("run needs one scenario file.");
  if (extra.length > 0) throw new UsageError(`run takes one scenario file; also got ${extra.map((e) => `"${e}"`).join(", ")}.`);

  const file = path.resolve(io.cwd, input);
  const text = await readNamedFile(file, io.cwd, "scenario");
  // The same config as `lint` would use for the file (its severities and card files).
  const configs = await loadConfigs(undefined, io.cwd, values.cards ?? []);
  if (reportCardFiles(configs, io)) return EXIT.usage;
  const settings = configs.settingsFor(file);
  if (reportConfigProblems(configs, io)) return EXIT.usage;
  const linter = await loadLinter();
  const { transcript, diagnostics } = linter.runScenario(text, {
    filePath: file,
    ...(settings.rules ? { rules: settings.rules } : {}),
    ...(settings.cards ? { catalogs: settings.cards } : {}),
  });

  io.stdout.write(transcript.endsWith("\n") || transcript === "" ? transcript : `${transcript}\n`);
  const results = [{ filePath: file, diagnostics }];
  const report = formatStylish(results, { cwd: io.cwd, color: useColor(io) });
  // Stylish prints nothing for a clean file; after a transcript, say so explicitly.
  io.stdout.write(report === "" ? "\n✔ no problems\n" : report);
  return countSeverities(results).errors > 0 ? EXIT.findings : EXIT.ok;
}
