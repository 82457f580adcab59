import { ConfigLoader, isInsideFolder, type FileSettings } from "@recycle-rules/linter";
import { bundledCasesDir } from "./bundled.js";

/**
 * The config of each case (docs/configuration.md): `configFile` one config for every case, `false`
 * none (the bundled official cases: their verdicts can't depend on the project around them), and
 * undefined each case's nearest recycle-rules.config.json. A loader per setting and thread, so a
 * worker reads each config once.
 */
const loaders = new Map<string, ConfigLoader>();

/** The loader for a config setting and card files (`--cards`: absolute paths, over every config's cards). */
export function configLoader(configFile: string | false | undefined, cardFiles: readonly string[] = []): ConfigLoader {
  const key = JSON.stringify([configFile ?? null, cardFiles]);
  let loader = loaders.get(key);
  if (!loader) loaders.set(key, (loader = new ConfigLoader({ ...(configFile === undefined ? {} : { configFile }), ...(cardFiles.length > 0 ? { cardFiles } : {}) })));
  return loader;
}

/** Forgets every config read: a new run reads them again (they may have changed since the last one). */
export function forgetConfigs(): void {
  loaders.clear();
}

/**
 * What a case is linted with under its config. The official cases bundled with this package are
 * judged as published: never with a config, whoever runs them and from wherever (installed under
 * a project's node_modules, the nearest config would be the project's).
 */
export function caseSettings(file: string, configFile: string | false | undefined, cardFiles: readonly string[] = []): FileSettings {
  return isInsideFolder(bundledCasesDir, file) ? configLoader(false).settingsFor(file) : configLoader(configFile, cardFiles).settingsFor(file);
}

/** A config with errors: the run would judge the cases with settings nobody meant. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Throws ConfigError listing every error of the configs the cases use. */
export function assertConfigsValid(configFile: string | false | undefined, cardFiles: readonly string[] = []): void {
  const loader = configLoader(configFile, cardFiles);
  const lines = loader
    .configs()
    .flatMap((c) => c.diagnostics.filter((d) => d.severity === "error").map((d) => `${c.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.message} (${d.code})`));
  // A --cards file that can't be used: the cases would be judged without the cards meant for them.
  lines.push(...(loader.cardFilesReport()?.errors ?? []));
  if (lines.length > 0) throw new ConfigError(`The config has errors; no case was run:\n${lines.join("\n")}`);
}
