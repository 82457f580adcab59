import path from "node:path";
import { displayPath } from "./format/stylish.js";
import type { CliIo } from "./io.js";
import type { ConfigLoaderPort } from "./linter-port.js";

/**
 * The linter's ConfigLoader (docs/configuration.md): `configFile` one config for every file,
 * `false` none, undefined each file's nearest. Real even when a test stands in for the linter:
 * config files are real files, and reading them is the linter's job, not the CLI's.
 */
export async function loadConfigs(configFile: string | false | undefined, cwd: string, cardFiles: readonly string[] = []): Promise<ConfigLoaderPort> {
  const { ConfigLoader } = await import("@recycle-rules/linter");
  // --config and --cards are relative to the working directory the user typed them in.
  return new ConfigLoader({
    ...(configFile === undefined ? {} : { configFile: configFile === false ? false : path.resolve(cwd, configFile) }),
    ...(cardFiles.length > 0 ? { cardFiles: cardFiles.map((f) => path.resolve(cwd, f)) } : {}),
  });
}

/**
 * Reads the `--cards` files now and says what they hold on stderr: their problems, and which
 * bundled cards they replace (imported data overrides bundled data, and says so). True when one
 * can't be read or holds no card data: the run stops (exit 2), as for a config with an error.
 */
export function reportCardFiles(configs: ConfigLoaderPort, io: CliIo): boolean {
  const report = configs.cardFilesReport?.();
  if (!report) return false;
  for (const e of report.errors) io.stderr.write(`recycle-rules: --cards: ${e}\n`);
  if (report.errors.length > 0) {
    io.stderr.write("recycle-rules: a card file given with --cards can't be used (above); nothing was linted.\n");
    return true;
  }
  for (const p of report.problems.slice(0, 20)) io.stderr.write(`recycle-rules: --cards: warning: ${p}\n`);
  if (report.problems.length > 20) io.stderr.write(`recycle-rules: --cards: warning: and ${(report.problems.length - 20).toLocaleString("en-US")} more problems\n`);
  const { riftbound, mtg } = report.counts;
  const names = report.replaced.length <= 5 ? report.replaced.join(", ") : `${report.replaced.slice(0, 5).join(", ")} and ${(report.replaced.length - 5).toLocaleString("en-US")} more`;
  io.stderr.write(`recycle-rules: --cards: ${riftbound.toLocaleString("en-US")} Riftbound and ${mtg.toLocaleString("en-US")} Magic cards${report.replaced.length > 0 ? `; ${report.replaced.length.toLocaleString("en-US")} ${report.replaced.length === 1 ? "replaces the bundled card" : "replace the bundled cards"} of the same name (${names})` : ""}.\n`);
  return false;
}

/** Prints every problem of the configs read; true when one is an error (the run stops: exit 2). */
export function reportConfigProblems(configs: ConfigLoaderPort, io: CliIo): boolean {
  let failed = false;
  for (const config of configs.configs()) {
    for (const d of config.diagnostics) {
      failed ||= d.severity === "error";
      io.stderr.write(`${displayPath(config.file, io.cwd)}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity}: ${d.message} (${d.code})\n`);
    }
  }
  if (failed) io.stderr.write("recycle-rules: the config has errors (above); nothing was linted.\n");
  return failed;
}
