import type { DeckPort, LinterPort } from "./linter-port.js";

/** Somewhere to write text: process.stdout in bin.ts, a string buffer in tests. */
export interface Writer {
  write(text: string): void;
}

/**
 * Everything main() touches outside itself. bin.ts builds it from `process`; tests inject buffers,
 * a temp directory as cwd and, where a test is about formatting rather than rules, a stub linter.
 */
export interface CliIo {
  readonly stdout: Writer;
  readonly stderr: Writer;
  /** Relative paths on the command line and in the report are relative to this. */
  readonly cwd: string;
  /**
   * ANSI colours in the stylish report, fixed by an embedder or a test. Absent (as bin.ts leaves
   * it): decided from `env` and `tty` (color.ts); `--color`/`--no-color` override either.
   */
  readonly color?: boolean;
  /** Standard input, for `lint --stdin`: process.stdin in bin.ts, a Readable in tests. */
  readonly stdin?: AsyncIterable<Uint8Array | string>;
  /** Defaults to @recycle-rules/linter. */
  readonly linter?: LinterPort;
  /** A stand-in for the deck-list functions of the linter, for tests. */
  readonly decks?: DeckPort;
  /** Whether stdout is a terminal: `conformance` draws its progress bar only then. */
  readonly tty?: boolean;
  /** Whether stderr is a terminal: `cards update` redraws its download bar there only then. */
  readonly stderrTty?: boolean;
  /** The environment (`CI`, FORCE_COLOR, NO_COLOR); bin.ts passes process.env, tests pass what they need. Absent: not CI. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Exit codes, ESLint's convention: 0 clean, 1 findings, 2 the tool could not do its job. */
export const EXIT = { ok: 0, findings: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A problem with the command line or the file system: reported on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
