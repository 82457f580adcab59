import { SCENARIO_SUFFIX } from "../files.js";
import { displayPath } from "../format/stylish.js";
import { UsageError } from "../io.js";

/**
 * How `lint` lints a file. Directories and globs select only what the linter knows by name
 * (`*.scenario.yaml`, `*.deck`, `*.dek`: files.ts). A file named on the command line is the
 * user's explicit request and is never skipped in silence — as ESLint lints a file named
 * explicitly whatever its extension: a YAML file is linted as a scenario whatever the rest of
 * its name, and any other file is refused with a usage error (exit 2) that says why.
 *
 * - `deck`, `scenario`: the linter's lintFile, which tells them apart by the same names;
 * - `yaml-as-scenario`: a `.yaml`/`.yml` file not named `*.scenario.yaml`, linted as a scenario.
 */
export type LintRole = "deck" | "scenario" | "yaml-as-scenario";

export function lintRoleOf(file: string, cwd: string): LintRole {
  if (isDeckListName(file)) return "deck";
  const name = file.toLowerCase();
  if (name.endsWith(SCENARIO_SUFFIX)) return "scenario";
  if (name.endsWith(".yaml") || name.endsWith(".yml")) return "yaml-as-scenario";
  throw new UsageError(
    `"${displayPath(file, cwd)}" was not linted: lint reads scenarios (*.scenario.yaml, or any *.yaml or *.yml file named on the command line) and deck lists (*.deck, *.dek).`,
  );
}

/** `*.deck`, `*.dek`, compared without case, as the linter's lintFile reads names (X.DECK is one). */
export function isDeckListName(file: string): boolean {
  const name = file.toLowerCase();
  return name.endsWith(".deck") || name.endsWith(".dek");
}
