import { parentPort, workerData } from "node:worker_threads";
import { loadBuiltLinter } from "./built-linter.js";
import { fuzzGenerators } from "./generators/registry.js";
import { runChunk, type ChunkSpec } from "./run-chunk.js";
import { BEATS, CHUNK, INDEX, type WorkerSetup } from "./worker-protocol.js";

// Runs chunks as the campaign sends them, one at a time, and answers each with its report.
if (parentPort) {
  const port = parentPort;
  const setup = workerData as WorkerSetup;
  const progress = new Int32Array(setup.progress);
  const api = await loadBuiltLinter();
  const generators = new Map(fuzzGenerators(setup.seeds).map((g) => [g.name, g]));
  const seen = new Map<string, number>();
  const beat = () => void Atomics.add(progress, BEATS, 1);
  port.on("message", (spec: ChunkSpec) => {
    Atomics.store(progress, CHUNK, spec.id);
    const onInput = (index: number) => {
      Atomics.store(progress, INDEX, index);
      beat();
    };
    port.postMessage(runChunk(api, generators, spec, { timeLimitMs: setup.timeLimitMs, seen, onInput, beat }));
  });
}
