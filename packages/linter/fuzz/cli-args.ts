import { randomInt } from "node:crypto";
import { availableParallelism } from "node:os";
import path from "node:path";

export interface CampaignArgs {
  readonly inputs: number;
  readonly seed: number;
  readonly workers: number;
  /** The per-input time budget (ms). */
  readonly timeLimitMs: number;
  /** A finding's file to lint again instead of running a campaign. */
  readonly replay?: string;
}

export const USAGE = `pnpm fuzz [--inputs N] [--seed S] [--workers W] [--time-limit MS]
pnpm fuzz --replay <finding.json>

  --inputs N        inputs to run (default 1000000)
  --seed S          the campaign's seed (default: a random one, printed so the run can be repeated)
  --workers W       worker threads (default: the number of CPUs)
  --time-limit MS   the most one input may take (default 1000)
  --replay FILE     lint a saved finding again and say which invariants it still breaks`;

/**
 * Reads the command line. Relative paths are taken from where `pnpm fuzz` was typed (pnpm's
 * INIT_CWD), not from the package folder pnpm runs the script in.
 */
export function parseArgs(argv: readonly string[]): CampaignArgs | "help" {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--") continue;
    if (arg === "--help" || arg === "-h") return "help";
    const [name, inline] = arg.split("=", 2) as [string, string | undefined];
    if (!["--inputs", "--seed", "--workers", "--time-limit", "--replay"].includes(name)) throw new Error(`unknown option ${arg}\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${name} needs a value\n${USAGE}`);
    values.set(name, value);
  }
  const replay = values.get("--replay");
  return {
    inputs: whole(values.get("--inputs"), 1_000_000, "--inputs"),
    seed: values.has("--seed") ? whole(values.get("--seed"), 0, "--seed") | 0 : randomInt(2 ** 31),
    workers: Math.max(1, whole(values.get("--workers"), availableParallelism(), "--workers")),
    timeLimitMs: whole(values.get("--time-limit"), 1000, "--time-limit"),
    ...(replay !== undefined ? { replay: path.resolve(process.env.INIT_CWD ?? process.cwd(), replay) } : {}),
  };
}

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ""));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} takes a whole number, not ${value}`);
  return n;
}
