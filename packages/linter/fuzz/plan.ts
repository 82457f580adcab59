import type { Generator } from "./generators/registry.js";
import type { ChunkSpec } from "./run-chunk.js";

/** Inputs per chunk: the unit a worker is handed (small enough to balance, large enough that messages are rare). */
export const CHUNK_SIZE = 200;

/**
 * The campaign cut into chunks. Chunk `i` has a generator (by a fixed weighted schedule) and a
 * seed (a hash of the campaign seed and `i`), so the inputs depend only on the campaign's seed
 * and size, never on how many workers ran them or in which order.
 */
export function planChunks(inputs: number, seed: number, generators: readonly Generator[]): ChunkSpec[] {
  const schedule = weightedSchedule(generators);
  const chunks: ChunkSpec[] = [];
  for (let id = 0; id * CHUNK_SIZE < inputs; id++) {
    chunks.push({ id, generator: schedule[id % schedule.length] ?? "", seed: chunkSeed(seed, id), count: Math.min(CHUNK_SIZE, inputs - id * CHUNK_SIZE), start: 0 });
  }
  return chunks;
}

/**
 * One round of generator names, each as often as its weight, interleaved (smooth weighted
 * round-robin): a short campaign still sees every generator.
 */
export function weightedSchedule(generators: readonly Generator[]): string[] {
  const total = generators.reduce((sum, g) => sum + g.weight, 0);
  const credit = generators.map(() => 0);
  const out: string[] = [];
  for (let n = 0; n < total; n++) {
    generators.forEach((g, i) => (credit[i] = (credit[i] ?? 0) + g.weight));
    let best = 0;
    credit.forEach((c, i) => (best = c > (credit[best] ?? 0) ? i : best));
    credit[best] = (credit[best] ?? 0) - total;
    out.push(generators[best]?.name ?? "");
  }
  return out;
}

/** A 32-bit seed for chunk `id` (murmur3's finalizer over the pair). */
export function chunkSeed(seed: number, id: number): number {
  let h = (seed ^ Math.imul(id + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}
