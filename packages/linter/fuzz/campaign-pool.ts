import { Worker } from "node:worker_threads";
import type { Invariant } from "./check-input.js";
import { signatureOf, type Finding } from "./findings.js";
import { sampleInputs, type Generator } from "./generators/registry.js";
import type { SeedFile } from "./generators/seed-files.js";
import type { ChunkReport, ChunkSpec } from "./run-chunk.js";
import { SlowestInputs, type SlowInput } from "./slowest.js";
import { BEATS, INDEX, PROGRESS_SLOTS, type WorkerSetup } from "./worker-protocol.js";

export interface PoolOptions {
  readonly chunks: readonly ChunkSpec[];
  readonly generators: readonly Generator[];
  readonly seeds: readonly SeedFile[];
  readonly workers: number;
  readonly timeLimitMs: number;
  /** No beat from a busy worker for this long: its input hangs (the worker is replaced). */
  readonly hangMs: number;
  readonly onFinding: (finding: Finding) => void;
  readonly onProgress: (done: number) => void;
  readonly progressEveryMs: number;
}

export interface PoolResult {
  readonly ran: number;
  readonly perGenerator: ReadonlyMap<string, number>;
  /** Further inputs per signature that broke an invariant like a finding already reported. */
  readonly repeats: ReadonlyMap<string, number>;
  readonly slowest: readonly SlowInput[];
}

interface Slot {
  readonly worker: Worker;
  readonly progress: Int32Array;
  current?: ChunkSpec;
  lastBeats: number;
  lastBeatAt: number;
  retired: boolean;
}

/**
 * Runs the chunks on worker threads, handing each idle worker the next chunk. A watchdog replaces
 * a worker that stops beating (a hang) or dies (a crash), reports the input it was on (made again
 * here from the chunk's seed) and requeues the rest of that chunk.
 */
export function runPool(options: PoolOptions): Promise<PoolResult> {
  const generators = new Map(options.generators.map((g) => [g.name, g]));
  const queue = [...options.chunks];
  const perGenerator = new Map<string, number>();
  const repeats = new Map<string, number>();
  const slowest = new SlowestInputs(10);
  const slots = new Set<Slot>();
  let ran = 0;

  const count = (generator: string, n: number) => {
    ran += n;
    perGenerator.set(generator, (perGenerator.get(generator) ?? 0) + n);
  };

  return new Promise((resolve, reject) => {
    const finishIfDone = () => {
      if (queue.length > 0 || [...slots].some((s) => s.current)) return;
      clearInterval(watchdog);
      clearInterval(ticker);
      for (const slot of slots) retire(slot);
      resolve({ ran, perGenerator, repeats, slowest: slowest.list() });
    };

    const dispatch = (slot: Slot) => {
      const next = queue.shift();
      slot.current = next;
      if (!next) {
        retire(slot);
        finishIfDone();
        return;
      }
      // -1 until the worker starts an input: a hang before that is in making the chunk, not in the linter.
      Atomics.store(slot.progress, INDEX, -1);
      slot.lastBeats = Atomics.load(slot.progress, BEATS);
      slot.lastBeatAt = Date.now();
      slot.worker.postMessage(next);
    };

    const onReport = (slot: Slot, report: ChunkReport) => {
      count(report.generator, report.ran);
      for (const finding of report.findings) options.onFinding(finding);
      for (const [signature, n] of Object.entries(report.repeats)) repeats.set(signature, (repeats.get(signature) ?? 0) + n);
      for (const item of report.slowest) slowest.offer(item);
      dispatch(slot);
    };

    /** A worker hung or died on slot.current at its progress index: report that input, requeue the chunk without it. */
    const onLost = (slot: Slot, invariant: Invariant, message: string) => {
      if (slot.retired) return;
      const spec = slot.current;
      retire(slot);
      if (spec) {
        const index = Atomics.load(slot.progress, INDEX);
        if (index < 0) {
          reject(new Error(`the campaign itself failed making chunk ${spec.id} (${spec.generator}): ${message}`));
          return;
        }
        const generator = generators.get(spec.generator);
        const input = generator ? sampleInputs(generator, spec.seed, spec.count)[index] : undefined;
        if (input) {
          const violation = { invariant, detail: [message] };
          options.onFinding({ ...violation, signature: signatureOf(violation, input), input, chunk: spec.id, index, ms: Date.now() - slot.lastBeatAt });
          count(spec.generator, 1);
        }
        // The chunk runs again from the start, without the lost input: the partial report died with the worker.
        queue.unshift({ ...spec, skip: [...(spec.skip ?? []), index] });
      }
      try {
        dispatch(spawn());
      } catch (error) {
        reject(error as Error);
      }
    };

    const spawn = (): Slot => {
      const progress = new SharedArrayBuffer(PROGRESS_SLOTS * Int32Array.BYTES_PER_ELEMENT);
      const setup: WorkerSetup = { seeds: options.seeds, timeLimitMs: options.timeLimitMs, progress };
      const worker = new Worker(new URL("./worker.ts", import.meta.url), { workerData: setup });
      const slot: Slot = { worker, progress: new Int32Array(progress), lastBeats: 0, lastBeatAt: Date.now(), retired: false };
      slots.add(slot);
      worker.on("message", (report: ChunkReport) => onReport(slot, report));
      worker.on("error", (error) => onLost(slot, "crash", `the worker died: ${error.message}`));
      worker.on("exit", (code) => onLost(slot, "crash", `the worker exited with code ${code}`));
      return slot;
    };

    const retire = (slot: Slot) => {
      if (slot.retired) return;
      slot.retired = true;
      slots.delete(slot);
      void slot.worker.terminate();
    };

    const watchdog = setInterval(() => {
      for (const slot of slots) {
        if (!slot.current) continue;
        const beats = Atomics.load(slot.progress, BEATS);
        if (beats !== slot.lastBeats) {
          slot.lastBeats = beats;
          slot.lastBeatAt = Date.now();
        } else if (Date.now() - slot.lastBeatAt > options.hangMs) {
          onLost(slot, "hang", `no answer within ${Math.round(options.hangMs / 1000)} s (the worker was stopped)`);
        }
      }
    }, 1000);

    const ticker = setInterval(() => {
      let inFlight = 0;
      for (const slot of slots) if (slot.current) inFlight += Math.max(0, Atomics.load(slot.progress, INDEX) - slot.current.start);
      // An estimate: skipped inputs of a requeued chunk are counted as done.
      options.onProgress(ran + inFlight);
    }, options.progressEveryMs);

    for (let i = 0; i < Math.max(1, options.workers); i++) dispatch(spawn());
  });
}
