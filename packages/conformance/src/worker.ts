/**
 * A worker thread of `runConformanceParallel`: it is handed batches of items (by their index in
 * the run) and answers each batch with its results, checked exactly as a run in one thread checks
 * them. Cases are independent: each is read, replayed and compared on its own.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { CheckOptions } from "./check.js";
import type { CaseResult } from "./result.js";
import { checkItem, type RunItem } from "./run.js";

/** main → worker: a batch to check; null: no more work. */
export type WorkerRequest = { readonly batch: readonly { readonly index: number; readonly item: RunItem }[] } | null;
/** worker → main: a batch's results with their indexes. */
export interface WorkerResponse {
  readonly results: readonly { readonly index: number; readonly result: CaseResult }[];
}

const port = parentPort;
if (port) {
  const check = (workerData as { check: CheckOptions }).check;
  port.on("message", (request: WorkerRequest) => {
    if (request === null) {
      port.close();
      return;
    }
    const response: WorkerResponse = { results: request.batch.map(({ index, item }) => ({ index, result: checkItem(item, check) })) };
    port.postMessage(response);
  });
}
