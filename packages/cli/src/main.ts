import { CARDS_USAGE } from "./commands/cards-usage.js";
import { conformanceCommand, CONFORMANCE_USAGE } from "./commands/conformance.js";
import { deckCommand, DECK_USAGE } from "./commands/deck.js";
import { lintCommand, LINT_USAGE } from "./commands/lint.js";
import { runCommand, RUN_USAGE } from "./commands/run.js";
import { errorMessage } from "./files.js";
import { EXIT, UsageError, type CliIo } from "./io.js";
import type { DeckPort, LinterPort } from "./linter-port.js";
import { readPackageInfo } from "./package-info.js";

export const USAGE = `recycle-rules — judge recycle mechanics: Riftbound Recycle (416) and Magic cycling (702.29)

Usage:
  recycle-rules lint <files|dirs|globs…> [--format stylish|json|sarif|github] [--quiet] [--max-warnings n]
  recycle-rules lint --stdin [--stdin-filename <path>] [options]
  recycle-rules run <file>
  recycle-rules conformance [paths…] [--update] [--reporter default|junit|tap|github] [--shard i/n]
  recycle-rules deck decode <code> | deck encode <file.deck>
  recycle-rules cards import <file…> | cards update --from <url> | cards show <name> | cards search <words>
  recycle-rules --help | --version

Run "recycle-rules <command> --help" for a command's options.
Exit codes: 0 no errors (conformance: all passed), 1 errors found (failures), 2 usage error or crash.
`;

/**
 * The whole CLI as a function: arguments in, text out through `io`, an exit code back. It never
 * touches `process`, so tests run it in-process with buffers and a temp directory as cwd.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (e) {
    if (e instanceof UsageError || isParseArgsError(e)) {
      io.stderr.write(`recycle-rules: ${errorMessage(e)}\n`);
    } else {
      // A crash inside the linter or the CLI is ours to fix, not the user's: keep the stack.
      io.stderr.write(`recycle-rules: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    }
    return EXIT.usage;
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      io.stderr.write(USAGE);
      return EXIT.usage;
    case "-h":
    case "--help":
    case "help":
      io.stdout.write(helpFor(rest[0]));
      return EXIT.ok;
    case "-v":
    case "--version":
      io.stdout.write(`${readPackageInfo().version}\n`);
      return EXIT.ok;
    case "lint":
      return lintCommand(rest, io, () => linterFor(io));
    case "run":
      return runCommand(rest, io, () => linterFor(io));
    case "conformance":
      return conformanceCommand(rest, io);
    case "deck":
      return deckCommand(rest, io, () => decksFor(io));
    case "cards":
      // Loaded on use: it reads card data, which --help, --version and the other commands' usage errors don't need.
      return (await import("./commands/cards.js")).cardsCommand(rest, io);
    default:
      throw new UsageError(`Unknown command "${command}". Commands: lint, run, conformance, deck, cards (see --help).`);
  }
}

function helpFor(command: string | undefined): string {
  if (command === "lint") return LINT_USAGE;
  if (command === "run") return RUN_USAGE;
  if (command === "conformance") return CONFORMANCE_USAGE;
  if (command === "deck") return DECK_USAGE;
  if (command === "cards") return CARDS_USAGE;
  return USAGE;
}

/**
 * Loaded on first use, after the arguments have been checked: --help, --version and usage errors
 * answer without loading the linter and its card data.
 */
async function linterFor(io: CliIo): Promise<LinterPort> {
  if (io.linter) return io.linter;
  const linter: LinterPort = await import("@recycle-rules/linter");
  return linter;
}

/** node:util parseArgs reports unknown options and missing values as TypeErrors with these codes. */
function isParseArgsError(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("ERR_PARSE_ARGS_");
}

/** The deck-list functions, loaded like the linter (they are part of it). */
async function decksFor(io: CliIo): Promise<DeckPort> {
  if (io.decks) return io.decks;
  const decks: DeckPort = await import("@recycle-rules/linter");
  return decks;
}
