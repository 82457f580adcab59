import { parseArgs } from "node:util";
import { UsageError } from "../io.js";

export const FORMATS = ["stylish", "json", "sarif", "github"] as const;
export type Format = (typeof FORMATS)[number];

/** Where the text comes from: files on the command line, or standard input under a name. */
export type LintSource = { readonly kind: "files"; readonly inputs: readonly string[] } | { readonly kind: "stdin"; readonly filename: string | undefined };

export interface LintOptions {
  readonly source: LintSource;
  readonly format: Format;
  readonly maxWarnings: number | undefined;
  readonly quiet: boolean;
  /** --fix: apply the linter's safe fixes and write the files back (lint-fix.ts). */
  readonly fix: boolean;
  /** --color / --no-color; undefined leaves it to the environment (color.ts). */
  readonly color: boolean | undefined;
  /** --config <path>: one config for every file; --no-config (false): none; undefined: each file's nearest. */
  readonly config: string | false | undefined;
  /** --cards <file> (repeatable): card data over the bundled cards and the configs' card files. */
  readonly cards: readonly string[];
  readonly help: boolean;
}

export function parseLintArgs(args: readonly string[]): LintOptions {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    allowNegative: true,
    strict: true,
    options: {
      format: { type: "string", short: "f" },
      "max-warnings": { type: "string" },
      quiet: { type: "boolean", short: "q" },
      fix: { type: "boolean" },
      color: { type: "boolean" },
      stdin: { type: "boolean" },
      "stdin-filename": { type: "string" },
      config: { type: "string", short: "c" },
      // --no-config arrives as config: false (allowNegative); declared so --help and errors name it.
      "no-config": { type: "boolean" },
      cards: { type: "string", multiple: true },
      help: { type: "boolean", short: "h" },
    },
  });
  const format = values.format ?? "stylish";
  if (!isFormat(format)) throw new UsageError(`Unknown format "${format}": use ${FORMATS.join(", ")}.`);
  let maxWarnings: number | undefined;
  const raw = values["max-warnings"];
  if (raw !== undefined) {
    if (!/^\d+$/.test(raw)) throw new UsageError(`--max-warnings needs a whole number of 0 or more, not "${raw}".`);
    maxWarnings = Number(raw);
  }
  const source = sourceOf(values.stdin ?? false, values["stdin-filename"], positionals);
  const fix = values.fix ?? false;
  // ESLint refuses --fix on piped text too: there is no file to write, and printing the fixed
  // text instead of the report would change what stdout holds.
  if (fix && source.kind === "stdin") throw new UsageError("--fix writes the files it fixes; it can't be used with --stdin.");
  const config = configOf(values.config as string | boolean | undefined, values["no-config"]);
  return { source, format, maxWarnings, quiet: values.quiet ?? false, fix, color: values.color, config, cards: values.cards ?? [], help: values.help ?? false };
}

function configOf(config: string | boolean | undefined, noConfig: boolean | undefined): string | false | undefined {
  const none = config === false || noConfig === true;
  if (none && typeof config === "string") throw new UsageError("--config and --no-config contradict each other; use one.");
  if (none) return false;
  if (config === "") throw new UsageError("--config needs the path of a recycle-rules.config.json.");
  return typeof config === "string" ? config : undefined;
}

function sourceOf(stdin: boolean, filename: string | undefined, positionals: readonly string[]): LintSource {
  if (!stdin) {
    if (filename !== undefined) throw new UsageError("--stdin-filename names the text read with --stdin; add --stdin.");
    return { kind: "files", inputs: positionals };
  }
  // One source at a time, as ESLint: mixing would leave unclear which text a finding is in.
  if (positionals.length > 0) throw new UsageError("--stdin lints standard input; name no files with it.");
  if (filename === "") throw new UsageError("--stdin-filename needs a file name.");
  return { kind: "stdin", filename };
}

function isFormat(format: string): format is Format {
  return (FORMATS as readonly string[]).includes(format);
}
