// Worker task: a generated suite of typical conformance cases (the conformance package's own
// generator: bundled cases of both games, varied), run in-process and with worker threads.
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import { runConformance, runConformanceParallel } from "@recycle-rules/conformance";
import { generateSuite } from "../../../conformance/bench/generate-suite.mjs";

const { count } = workerData;
const { dir } = generateSuite({ count });
try {
  const timed = async (run) => {
    const start = performance.now();
    const report = await run();
    if (report.failed > 0) throw new Error(`${report.failed} generated cases failed`);
    return report.results.length / ((performance.now() - start) / 1000);
  };
  const oneThread = await timed(() => runConformance({ paths: [dir], cwd: dir }));
  const workers = availableParallelism();
  const parallel = workers > 1 ? await timed(() => runConformanceParallel({ paths: [dir], cwd: dir, workers })) : oneThread;
  parentPort.postMessage({ count, oneThread, parallel, workers });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
