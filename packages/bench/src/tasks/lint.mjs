// Worker task: the bare YAML parse and the full lint of one generated scenario or deck list.
import { parentPort, workerData } from "node:worker_threads";
import { parseDocument } from "yaml";
import { lintDeck, lintScenario } from "@recycle-rules/linter";
import { SCENARIOS, mtgDeckList } from "../generate.mjs";
import { timeMedian } from "../measure.mjs";

const { input, game, size, runs } = workerData;
if (input === "scenario") {
  const { text, units, unit } = SCENARIOS[game](size);
  const errors = lintScenario(text).diagnostics.filter((d) => d.severity === "error").length;
  const parseMs = timeMedian(runs, () => parseDocument(text));
  const lintMs = timeMedian(runs, () => lintScenario(text));
  parentPort.postMessage({ bytes: text.length, units, unit, errors, parseMs, lintMs });
} else {
  const text = mtgDeckList(size);
  const lintMs = timeMedian(runs, () => lintDeck(text, { fileName: "bench.deck" }));
  parentPort.postMessage({ bytes: text.length, units: size, unit: "lines", lintMs });
}
