// Campaign 1: 10,000 incremental edits in bursts over open scenarios and deck lists, with hover,
// completion and outline requests in between. The server must publish, for each document, the
// linter's findings for the last version; never an older version after a newer one; and every
// set it publishes must be the findings of the text of the version it names. Its memory is
// sampled throughout.
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { BURST_ANSWER_MS, FINAL_DIAGNOSTICS_MS, IDLE_WATCH_MS, RSS_GROWTH_MB, RSS_PEAK_MB, RSS_SAMPLE_MS, SPIN_CPU_SHARE, EXIT_MS } from "../bounds.mjs";
import { differenceFrom, freshDiagnostics } from "../fresh-lint.mjs";
import { LspClient } from "../lsp-client.mjs";
import { RssSampler, cpuShareOver } from "../process-stats.mjs";
import { mb } from "../report.mjs";
import { repoRoot } from "../server-process.mjs";
import { positionAt, randomChanges, rangeInside } from "../text-edits.mjs";

const EDITS = 10_000;

/** Both games, a scenario that loads deck: lists from disk, and all three deck-list layouts. */
const EXAMPLES = [
  "vi-empty-trash.scenario.yaml",
  "garbage-grabber-recycle-3.scenario.yaml",
  "deck-list-garbage-grabber.scenario.yaml",
  "mtg-rest-in-peace-exiles-the-cycled-card.scenario.yaml",
  "decks/riftbound-mind-chaos.deck",
  "decks/mtg-cycling.dek",
  "decks/mtg-cycling-plain.deck",
];

const REQUESTS = ["textDocument/hover", "textDocument/completion", "textDocument/documentSymbol"];

/** An example as an open document, with the text of every version not yet published. */
function exampleDocument(relative) {
  const text = readFileSync(path.join(repoRoot, "examples", relative), "utf8").replace(/\r\n/g, "\n");
  return {
    name: relative,
    uri: pathToFileURL(path.join(repoRoot, "examples", relative)).href,
    kind: relative.endsWith(".yaml") ? "scenario" : "deck",
    original: text,
    text,
    version: 1,
    texts: new Map([[1, text]]),
    lastPublished: 0,
    publishes: [],
  };
}

export async function editBursts(report, rng) {
  report.begin("edit bursts");
  const client = await LspClient.start();
  const rss = new RssSampler(client.pid, RSS_SAMPLE_MS);
  try {
    await run(report, rng, client, rss);
  } finally {
    rss.stop();
    await client.server.kill();
  }
}

async function run(report, rng, client, rss) {
  const docs = EXAMPLES.map(exampleDocument);
  const byUri = new Map(docs.map((d) => [d.uri, d]));
  const violations = [];
  let watching = true;
  client.onNotification((message) => {
    const doc = message.method === "textDocument/publishDiagnostics" ? byUri.get(message.params.uri) : undefined;
    if (!watching || !doc) return;
    const version = message.params.version;
    if (!Number.isInteger(version)) return void violations.push(`${doc.name}: diagnostics without a version`);
    if (version < doc.lastPublished) violations.push(`${doc.name}: version ${version} published after version ${doc.lastPublished}`);
    if (version > doc.version) violations.push(`${doc.name}: version ${version} published, but only ${doc.version} was sent`);
    doc.lastPublished = Math.max(doc.lastPublished, version);
    doc.publishes.push({ version, text: doc.texts.get(version), diagnostics: message.params.diagnostics });
    // Only versions after this one can rightly be published from now on.
    for (const old of doc.texts.keys()) if (old < version) doc.texts.delete(old);
  });

  for (const doc of docs) {
    await client.notify("textDocument/didOpen", { textDocument: { uri: doc.uri, languageId: doc.kind === "deck" ? "recycle-deck" : "recycle-scenario", version: 1, text: doc.text } });
  }
  const opened = await Promise.all(docs.map((d) => client.diagnosticsFor(d.uri, 1, FINAL_DIAGNOSTICS_MS)));
  report.check(`${docs.length} examples opened and linted`, opened.every(Boolean), `${opened.filter(Boolean).length} published`);
  const before = rss.mark();

  const replacements = { scenario: docs.filter((d) => d.kind === "scenario").map((d) => d.original).concat(""), deck: docs.filter((d) => d.kind === "deck").map((d) => d.original).concat("") };
  const answers = [];
  let sent = 0;
  let bursts = 0;
  const started = Date.now();
  while (sent < EDITS) {
    const doc = rng.pick(docs);
    const size = Math.min(EDITS - sent, 20 + rng.below(180));
    const inFlight = [];
    for (let i = 0; i < size; i++) {
      const { changes, text } = randomChanges(rng, doc.text, replacements[doc.kind]);
      doc.version++;
      doc.text = text;
      doc.texts.set(doc.version, text);
      await client.notify("textDocument/didChange", { textDocument: { uri: doc.uri, version: doc.version }, contentChanges: changes });
      sent++;
      if (rng.chance(0.04)) inFlight.push(ask(client, rng, rng.pick(docs)));
    }
    bursts++;
    answers.push(...(await Promise.all(inFlight)));
    // Sometimes a pause past the debounce, so versions in the middle of the run are published too.
    if (rng.chance(0.5)) await sleep(rng.below(400));
  }
  report.check(`${EDITS.toLocaleString("en")} didChange edits sent in ${bursts} bursts`, sent === EDITS, `${((Date.now() - started) / 1000).toFixed(1)} s`);
  checkAnswers(report, answers);

  const finals = await Promise.all(docs.map((d) => client.diagnosticsFor(d.uri, d.version, FINAL_DIAGNOSTICS_MS)));
  for (const [i, doc] of docs.entries()) {
    const final = finals[i];
    const difference = final ? differenceFrom(final.diagnostics, freshDiagnostics(doc.kind, doc.text, doc.uri, repoRoot)) : "never published";
    report.check(`${doc.name}: the last version's diagnostics (v${doc.version}) are a fresh lint of its final text`, difference === undefined, difference ?? `${final.diagnostics.length} diagnostics`);
  }
  watching = false;
  report.check("no diagnostics for an older version arrived after a newer one", violations.length === 0, violations.slice(0, 5).join("; ") || `${docs.reduce((n, d) => n + d.publishes.length, 0)} publishes, versions never went back`);
  checkEveryPublish(report, docs);

  for (const doc of docs) await client.notify("textDocument/didClose", { textDocument: { uri: doc.uri } });
  await sleep(1_000);
  const share = await cpuShareOver(client.pid, IDLE_WATCH_MS);
  report.check("idle after the campaign (no timer left spinning)", share !== undefined && share < SPIN_CPU_SHARE, `${share === undefined ? "gone" : `${Math.round(share * 100)}% of a core`} over ${IDLE_WATCH_MS} ms`);
  const after = rss.mark();
  report.figure("RSS (before, peak, after)", `${mb(before)}, ${mb(rss.peak)}, ${mb(after)}`);
  report.check(`RSS peak within ${RSS_PEAK_MB} MB`, rss.peak > 0 && rss.peak <= RSS_PEAK_MB, mb(rss.peak));
  report.check(`RSS after within ${RSS_GROWTH_MB} MB of before`, before !== undefined && after !== undefined && after - before <= RSS_GROWTH_MB, `${mb(after - before)} more`);
  report.check("the server's output stayed well-framed JSON", client.server.brokenOutput.length === 0, client.server.brokenOutput[0] ?? "");
  const exit = await client.shutdownAndExit(EXIT_MS);
  report.check("shutdown then exit ends it with code 0", exit?.code === 0, exit ? `code ${exit.code}` : "still running");
}

/** A random request about a document, remembering the text it was asked about. */
async function ask(client, rng, doc) {
  const method = rng.pick(REQUESTS);
  const text = doc.text;
  const params = { textDocument: { uri: doc.uri } };
  if (method !== "textDocument/documentSymbol") params.position = positionAt(text, rng.below(text.length + 1));
  return { method, text, outcome: await client.request(method, params, BURST_ANSWER_MS) };
}

/** Every range an answer gives, for checking it points into the text. */
function rangesOf(method, result) {
  if (!result) return [];
  if (method === "textDocument/hover") return result.range ? [result.range] : [];
  if (method === "textDocument/completion") return (result.items ?? []).map((i) => i.textEdit?.range).filter(Boolean);
  const walk = (s) => [s.range, s.selectionRange, ...(s.children ?? []).flatMap(walk)];
  return result.flatMap(walk);
}

function checkAnswers(report, answers) {
  const unanswered = answers.filter((a) => !("result" in a.outcome) && !("error" in a.outcome));
  const errors = answers.filter((a) => "error" in a.outcome);
  const outside = answers.filter((a) => "result" in a.outcome && !rangesOf(a.method, a.outcome.result).every((r) => rangeInside(a.text, r)));
  const times = answers.map((a) => a.outcome.ms).sort((x, y) => x - y);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  report.check(`${answers.length} hover/completion/symbol requests during the bursts all answered within ${BURST_ANSWER_MS} ms`, unanswered.length === 0, unanswered.length > 0 ? `${unanswered.length} not answered` : `p95 ${p95} ms, max ${times.at(-1) ?? 0} ms`);
  report.check("no request answered with an error", errors.length === 0, errors.slice(0, 3).map((a) => `${a.method}: ${JSON.stringify(a.outcome.error)}`).join("; "));
  report.check("every range in an answer lies inside the text it was asked about", outside.length === 0, outside.slice(0, 3).map((a) => a.method).join(", "));
}

/** Every set the server published, not only the last, must be the findings of its version's text. */
function checkEveryPublish(report, docs) {
  const wrong = [];
  let checked = 0;
  for (const doc of docs) {
    for (const p of doc.publishes) {
      if (p.text === undefined) continue;
      checked++;
      const difference = differenceFrom(p.diagnostics, freshDiagnostics(doc.kind, p.text, doc.uri, repoRoot));
      if (difference) wrong.push(`${doc.name} v${p.version}: ${difference}`);
    }
  }
  report.check(`each of the ${checked} published sets is a fresh lint of its version's text`, wrong.length === 0, wrong.slice(0, 3).join("; "));
}
