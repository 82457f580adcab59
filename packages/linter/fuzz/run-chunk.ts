import { checkInput } from "./check-input.js";
import { signatureOf, type Finding } from "./findings.js";
import { sampleInputs, type Generator } from "./generators/registry.js";
import type { LinterApi } from "./input.js";
import { shrinkInput } from "./shrink.js";
import { SlowestInputs, type SlowInput } from "./slowest.js";

/** A slice of the campaign: `count` inputs of one generator from one seed, run from index `start`. */
export interface ChunkSpec {
  readonly id: number;
  readonly generator: string;
  readonly seed: number;
  readonly count: number;
  readonly start: number;
  /** Indices not to run again: inputs that hung or crashed a worker (already reported by the campaign). */
  readonly skip?: readonly number[];
}

export interface ChunkReport {
  readonly id: number;
  readonly generator: string;
  readonly ran: number;
  /** Findings in full: the first few of each signature this runner has seen. */
  readonly findings: readonly Finding[];
  /** How many more inputs broke an invariant the same way, by signature (counted, not kept). */
  readonly repeats: Readonly<Record<string, number>>;
  readonly slowest: readonly SlowInput[];
}

export interface ChunkOptions {
  /** The per-input time limit (ms); undefined: time is not judged. */
  readonly timeLimitMs?: number;
  /** Called as each input starts, for the campaign's progress and hang watchdog. */
  readonly onInput?: (index: number) => void;
  /** Called before each call of the linter (measurements, shrinking). */
  readonly beat?: () => void;
  /** Findings seen so far by signature, kept by the caller across chunks. */
  readonly seen?: Map<string, number>;
}

/** Full findings kept per signature; the rest are counted. A bug hit on every tenth input would otherwise fill the disk. */
const FULL_FINDINGS_PER_SIGNATURE = 5;

/**
 * Makes a chunk's inputs and checks each one. The first finding of each signature is shrunk
 * (except for time: shrinking a slow input measures it again and again).
 */
export function runChunk(api: LinterApi, generators: ReadonlyMap<string, Generator>, spec: ChunkSpec, options: ChunkOptions = {}): ChunkReport {
  const generator = generators.get(spec.generator);
  if (!generator) throw new Error(`no generator named ${spec.generator}`);
  const seen = options.seen ?? new Map<string, number>();
  const inputs = sampleInputs(generator, spec.seed, spec.count);
  const findings: Finding[] = [];
  const repeats: Record<string, number> = {};
  const slowest = new SlowestInputs(5);
  const skip = new Set(spec.skip ?? []);
  const timing = { ...(options.timeLimitMs !== undefined ? { timeLimitMs: options.timeLimitMs } : {}), ...(options.beat ? { beat: options.beat } : {}) };
  let ran = 0;
  for (let index = spec.start; index < inputs.length; index++) {
    const input = inputs[index];
    if (!input || skip.has(index)) continue;
    options.onInput?.(index);
    ran++;
    const result = checkInput(api, input, timing);
    slowest.offer({ ms: result.ms, generator: input.generator, ...(input.origin ? { origin: input.origin } : {}), chars: input.text.length, chunk: spec.id, index });
    for (const violation of result.violations) {
      const signature = signatureOf(violation, input);
      const before = seen.get(signature) ?? 0;
      seen.set(signature, before + 1);
      if (before >= FULL_FINDINGS_PER_SIGNATURE) {
        repeats[signature] = (repeats[signature] ?? 0) + 1;
        continue;
      }
      const stillFails = (candidate: typeof input) => checkInput(api, candidate, options.beat ? { beat: options.beat } : {}).violations.some((v) => signatureOf(v, candidate) === signature);
      const minimal = before === 0 && violation.invariant !== "slow" ? shrinkInput(input, stillFails) : undefined;
      findings.push({ ...violation, signature, input, ...(minimal ? { minimal } : {}), chunk: spec.id, index, ms: result.ms });
    }
  }
  return { id: spec.id, generator: spec.generator, ran, findings, repeats, slowest: slowest.list() };
}
