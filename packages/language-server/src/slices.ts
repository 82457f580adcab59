import { performance } from "node:perf_hooks";

/** How long a lint runs before the server reads its incoming messages again. */
export const SLICE_MS = 15;

/**
 * Runs a lint job a slice at a time, handing the event loop back between slices: a change to the
 * document that arrives meanwhile is read, and `wanted()` (asked after each pause) then says the
 * work is stale, so it stops instead of finishing a replay of text that is gone. True when the job
 * finished, false when it was dropped.
 */
export async function runInSlices(job: { advance(pause: () => boolean): boolean }, wanted: () => boolean, sliceMs: number = SLICE_MS): Promise<boolean> {
  for (;;) {
    const end = performance.now() + sliceMs;
    if (job.advance(() => performance.now() >= end)) return true;
    // setImmediate runs after the I/O callbacks that are due: the client's messages come first.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!wanted()) return false;
  }
}
