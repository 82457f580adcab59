import type { CliIo } from "./io.js";

/**
 * Whether the human-readable reports use ANSI colours. The most explicit request wins:
 *
 * 1. `--color` / `--no-color` on the command line (`flag`);
 * 2. `io.color`, set by an embedder or a test that wants a fixed answer;
 * 3. the environment: FORCE_COLOR (0/false off; empty, 1, 2, 3 or true on), then NO_COLOR (any
 *    non-empty value: off), as Node itself and most CLIs read them — FORCE_COLOR is checked first
 *    because it is the narrower, deliberate request (CI logs that render colour set it);
 * 4. whether stdout is a terminal.
 */
export function useColor(io: CliIo, flag?: boolean): boolean {
  if (flag !== undefined) return flag;
  if (io.color !== undefined) return io.color;
  return colorFromEnvironment(io.env ?? {}, io.tty ?? false);
}

export function colorFromEnvironment(env: Readonly<Record<string, string | undefined>>, tty: boolean): boolean {
  const force = env["FORCE_COLOR"];
  if (force !== undefined) {
    if (force === "0" || force === "false") return false;
    if (["", "1", "2", "3", "true"].includes(force)) return true;
    // Any other value is not one of FORCE_COLOR's: ignore it rather than guess.
  }
  const noColor = env["NO_COLOR"];
  if (noColor !== undefined && noColor !== "") return false;
  return tty;
}
