import { lintScenario } from "@recycle-rules/linter";
import { SCENARIOS } from "./src/generate.mjs";
const { text } = SCENARIOS.riftbound(1_000_000);
lintScenario(text);
const t = performance.now();
const stages = {};
lintScenario(text, { onStage: (s, ms) => (stages[s] = ms) });
console.log(Math.round(performance.now() - t), JSON.stringify(stages));
