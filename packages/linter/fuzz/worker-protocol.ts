import type { SeedFile } from "./generators/seed-files.js";

/** What the campaign hands each worker once (worker.ts runs chunks; campaign-pool.ts hands them out). */
export interface WorkerSetup {
  readonly seeds: readonly SeedFile[];
  readonly timeLimitMs: number;
  /**
   * Shared with the campaign, written without messages: [beats, chunk id, index in the chunk].
   * The campaign's watchdog reads it to tell a slow input from a hung one, and which input hung.
   */
  readonly progress: SharedArrayBuffer;
}

/** Slots of WorkerSetup.progress. */
export const BEATS = 0;
export const CHUNK = 1;
export const INDEX = 2;
export const PROGRESS_SLOTS = 3;
