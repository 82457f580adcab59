import { lintScenario } from "@recycle-rules/linter";
import { SCENARIOS } from "./src/generate.mjs";
const { text } = SCENARIOS.riftbound(+process.argv[2] || 1_000_000);
lintScenario(text);
const out = [];
for (let i = 0; i < 3; i++) {
  const c = process.cpuUsage(); lintScenario(text); const d = process.cpuUsage(c);
  out.push(Math.round((d.user + d.system) / 1000));
}
console.log("cpu ms", out.join(" "));
