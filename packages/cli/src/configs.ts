import path from "node:path";
import { displayPath } from "./format/stylish.js";
import type { CliIo } from "./io.js";
import type { ConfigLoaderPort } from "./linter-port.js";

/**
 * The linter's ConfigLoader (docs/configuration.md): `configFile` one config for every file,
 * `false` none, undefined each file's nearest. Real even when a test stands in for the linter:
 * config files are real files, and reading them is the linter's job, not the CLI's.
 */
export async function loadConfigs(configFile: string | false | undefined, cwd: string): Promise<ConfigLoaderPort> {
  const { ConfigLoader } = await import("@recycle-rules/linter");
  // --config is relative to the working directory the user typed it in.
  return new ConfigLoader(configFile === undefined ? {} : { configFile: configFile === false ? false : path.resolve(cwd, configFile) });
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
