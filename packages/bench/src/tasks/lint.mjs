// Worker task: the bare YAML parse and the full lint of one generated scenario or deck list.
import { parentPort, workerData } from "node:worker_threads";
import { parseDocument } from "yaml";
import { lintDeck, lintScenario } from "@recycle-rules/linter";
import { SCENARIOS, mtgDeckList } from "../generate.mjs";
import { timeMedian } from "../measure.mjs";

const { input, game, size, runs } = workerData;
if (input === "scenario") {
  const { text, units, unit } = SCENARIOS[game](size);
  // The first lint counts the errors and is the warm-up: at 1 MB every extra lint eats the budget.
  const errors = lintScenario(text).diagnostics.filter((d) => d.severity === "error").length;
  const parseMs = timeMedian(runs, () => parseDocument(text));
  const lintMs = timeMedian(runs, () => lintScenario(text), { warm: false });
  // One more lint, told each stage's time: where a lint's time goes, stage by stage.
  const stages = {};
  lintScenario(text, { onStage: (stage, ms) => (stages[stage] = ms) });
  parentPort.postMessage({ bytes: text.length, units, unit, errors, parseMs, lintMs, stages });
} else {
  const text = mtgDeckList(size);
  const errors = lintDeck(text, { filePath: "bench.deck" }).diagnostics.filter((d) => d.severity === "error").length;
  const lintMs = timeMedian(runs, () => lintDeck(text, { filePath: "bench.deck" }), { warm: false });
  parentPort.postMessage({ bytes: text.length, units: size, unit: "lines", errors, lintMs });
}
