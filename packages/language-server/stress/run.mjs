#!/usr/bin/env node
// `npx -y pnpm@12.4.2 stress:server` (from the repository root; the server and the linter must be
// built). A stress campaign against the built language server, spoken to only over the stdio of
// processes it starts — no network. Four campaigns, one after the other, each with fresh servers:
//   edit bursts        10,000 incremental edits, diagnostics checked against a fresh lint, RSS
//   malformed transport broken framing and bodies, odd messages, a 10 MB message, a flood
//   special files      runScenario and cards.extraFiles naming devices, a FIFO, a folder, loops…
//   disconnects        the client going away mid-message and mid-burst; shutdown and exit
// Every loop is bounded in count and time (bounds.mjs). Prints each check and a summary; exits 1
// if any check failed. STRESS_SEED=<n> replays a run's random edits; STRESS_ONLY=<campaign name
// fragment> runs only the campaigns whose name contains it.
//
// Plain Node ESM. Node's globals are imported (node:process, node:console, node:timers) because
// the repository's ESLint config declares none, and `pnpm lint` here covers this folder too.
import console from "node:console";
import process from "node:process";
import { clearTimeout, setTimeout } from "node:timers";
import { RUN_BUDGET_MS } from "./bounds.mjs";
import { disconnects } from "./campaigns/disconnects.mjs";
import { editBursts } from "./campaigns/edit-bursts.mjs";
import { malformedTransport } from "./campaigns/malformed-transport.mjs";
import { specialFiles } from "./campaigns/special-files.mjs";
import { seededRandom } from "./random.mjs";
import { Report } from "./report.mjs";
import { killLeftoverServers } from "./server-process.mjs";

const CAMPAIGNS = [
  { name: "edit bursts", run: editBursts, shareOfBudget: 0.4 },
  { name: "malformed transport", run: malformedTransport, shareOfBudget: 0.25 },
  { name: "special files", run: specialFiles, shareOfBudget: 0.15 },
  { name: "disconnects", run: disconnects, shareOfBudget: 0.1 },
];

/** Settles as `promise` does, or with "timed out" after `ms`: a stuck campaign must not stall the run. */
function withinBudget(promise, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve("timed out"), ms);
  });
  return Promise.race([promise.then(() => "done"), late]).finally(() => clearTimeout(timer));
}

const seed = Number(process.env.STRESS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const only = process.env.STRESS_ONLY;
const report = new Report();
const started = Date.now();
console.log(`recycle-rules language server stress run — seed ${seed} (STRESS_SEED=${seed} repeats it)`);

for (const campaign of CAMPAIGNS) {
  if (only && !campaign.name.includes(only)) continue;
  const budget = Math.round(RUN_BUDGET_MS * campaign.shareOfBudget);
  let outcome;
  try {
    outcome = await withinBudget(campaign.run(report, seededRandom(seed)), budget);
  } catch (e) {
    outcome = `threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
  report.check(`${campaign.name}: campaign finished within ${budget / 1000} s`, outcome === "done", outcome === "done" ? "" : outcome);
  const left = await killLeftoverServers();
  if (left > 0) report.check(`${campaign.name}: no server left running`, false, `${left} killed`);
}

report.printSummary(Date.now() - started);
process.exit(report.failed.length > 0 ? 1 : 0);
