import { lintScenario } from "@recycle-rules/linter";
import { SCENARIOS } from "./src/generate.mjs";
import { PerformanceObserver } from "node:perf_hooks";
const { text } = SCENARIOS.riftbound(1_000_000);
let gc = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) gc += e.duration; }).observe({ entryTypes: ["gc"] });
lintScenario(text);
for (let i = 0; i < 3; i++) {
gc = 0; const t = performance.now(); const stages = {};
lintScenario(text, { onStage: (s, ms) => (stages[s] = Math.round(ms)) });
await new Promise(r => setTimeout(r, 10));
console.log("total", Math.round(performance.now() - t), "gc", Math.round(gc), JSON.stringify(stages), "heap", Math.round(process.memoryUsage().heapUsed/1e6));
}
