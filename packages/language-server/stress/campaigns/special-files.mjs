// Campaign 3: recycleRules/runScenario and cards.extraFiles naming files that are not what they
// claim: devices, a FIFO, a folder, link loops, 6 MB files. Every one must be answered within a
// bound (a refusal saying why, or a result for what may be read), and the server's memory must
// stay bounded: reading /dev/zero once grew it to 625 MB.
import { ANSWER_MS, IDLE_WATCH_MS, RSS_PEAK_MB, RSS_SAMPLE_MS, SPIN_CPU_SHARE } from "../bounds.mjs";
import { probeAnswered, probeRequest, startProbedServer } from "../probe.mjs";
import { RssSampler, cpuShareOver } from "../process-stats.mjs";
import { mb } from "../report.mjs";
import { makeSpecialWorkspace } from "../special-files.mjs";

const REQUEST_FAILED = -32803;
/** 6 MB of card data is parsed and, within the card limit, indexed: seconds, not the 5 s of a lookup. */
const CARD_DATA_MS = 20_000;
/** What a refused file may cost: its name and a reason, nothing of its content. */
const REFUSAL_GROWTH_MB = 50;

export async function specialFiles(report) {
  report.begin("special files");
  const ws = makeSpecialWorkspace();
  try {
    if (!ws.made.fifo) report.figure("skipped", "FIFO cases (mkfifo failed)");
    if (!ws.made.devices) report.figure("skipped", "device-node cases (mknod needs root)");
    await runScenarioCases(report, ws, ws.rootUri, "the workspace folder");
    // With the whole file system as the workspace, /dev is inside it: only the kind rules remain.
    await runScenarioCases(report, ws, "file:///", "/ as the workspace folder");
    await extraFilesCases(report, ws);
  } finally {
    ws.remove();
  }
}

/** Each target refused (RequestFailed) within ANSWER_MS; the good scenario runs; RSS barely moves. */
async function runScenarioCases(report, ws, rootUri, rootName) {
  const client = await startProbedServer({ rootUri });
  const rss = new RssSampler(client.pid, RSS_SAMPLE_MS);
  try {
    const targets = [
      ["/dev/zero", "file:///dev/zero"],
      ["/dev/urandom", "file:///dev/urandom"],
      ["a link to /dev/zero", ws.uri("zero.scenario.yaml")],
      ["a link to /dev/urandom", ws.uri("urandom.scenario.yaml")],
      ["a folder", ws.uri("folder.scenario.yaml")],
      ["a link to itself", ws.uri("loop.scenario.yaml")],
      ["a loop of two links", ws.uri("ping.scenario.yaml")],
      ["a 6 MB scenario", ws.uri("big.scenario.yaml")],
      ...(ws.made.fifo ? [["a FIFO", ws.uri("fifo.scenario.yaml")]] : []),
      ...(ws.made.devices ? [["a device node (1,5: zero) named *.scenario.yaml", ws.uri("device-zero.scenario.yaml")]] : []),
    ];
    const before = rss.mark();
    for (const [name, uri] of targets) {
      const outcome = await client.request("recycleRules/runScenario", { uri }, ANSWER_MS);
      report.check(`runScenario on ${name} (${rootName}): refused within ${ANSWER_MS} ms`, outcome.error?.code === REQUEST_FAILED, outcome.error ? `${outcome.ms} ms: ${reasonOf(outcome.error.message)}` : JSON.stringify(outcome).slice(0, 120));
    }
    const good = await client.request("recycleRules/runScenario", { uri: ws.uri("good.scenario.yaml") }, ANSWER_MS);
    report.check(`runScenario on a real scenario (${rootName}): runs`, good.result?.errors === 1, `${good.ms} ms`);
    const growth = rss.peak - before;
    report.figure(`RSS, runScenario with ${rootName} (before, peak)`, `${mb(before)}, ${mb(rss.peak)}`);
    report.check(`RSS grew at most ${REFUSAL_GROWTH_MB} MB over the refusals`, growth <= REFUSAL_GROWTH_MB, `${mb(growth)} more`);
    await idles(report, client);
  } finally {
    rss.stop();
    await client.server.kill();
  }
}

/**
 * Each entry set alone (with a missing sentinel file, so a warning always comes): the warning
 * arrives within the bound and says what became of the file; the server answers right after.
 */
async function extraFilesCases(report, ws) {
  const client = await startProbedServer({ rootUri: ws.rootUri });
  const rss = new RssSampler(client.pid, RSS_SAMPLE_MS);
  try {
    const cases = [
      ["/dev/zero", "/dev/zero", "not read"],
      ["/dev/urandom", "/dev/urandom", "not read"],
      ["a link to /dev/urandom", "urandom.json", "not read"],
      ["a folder", "folder.json", "not read"],
      ["a link to itself", "loop.json", "not read"],
      ...(ws.made.fifo ? [["a FIFO", "fifo.json", "not read"]] : []),
      ...(ws.made.devices ? [["a device node (1,9: urandom) named *.json", "device-urandom.json", "not read"]] : []),
      ["6 MB of 2 million malformed cards", "big-empty-cards.json", "not read: it holds"],
      ["6 MB of 40,000 cards", "big-many-cards.json", "not read: it holds"],
      ["6 MB of 5,000 cards (read: within every limit)", "big-valid-cards.json", undefined],
    ];
    const before = rss.mark();
    let refusalsPeak = 0;
    for (const [name, file, expected] of cases) {
      const seen = client.messages.length;
      await client.notify("workspace/didChangeConfiguration", { settings: { recycleRules: { cards: { extraFiles: [file, "sentinel-missing.json"] } } } });
      const started = Date.now();
      const warning = await client.waitFor(() => client.messages.slice(seen).find((m) => m.kind === "show" && m.message.includes("sentinel-missing.json")), CARD_DATA_MS);
      const took = Date.now() - started;
      const about = warning?.message.replace(/^recycle-rules: extra card data: /, "").split("; ").find((part) => part.startsWith(`${file}:`));
      const right = expected === undefined ? about === undefined : about?.includes(expected) === true;
      report.check(`cards.extraFiles naming ${name}: warned within ${CARD_DATA_MS} ms${expected ? ` ("${expected}")` : ", the file not among the problems"}`, warning !== undefined && right, warning ? `${took} ms, ${warning.message.length} characters${about ? `: ${reasonOf(about)}` : ""}` : "no warning");
      const next = await probeRequest(client);
      report.check("  …then the next request answered", probeAnswered(next), `${next.ms} ms`);
      if (expected === "not read") refusalsPeak = Math.max(refusalsPeak, rss.peak);
    }
    report.figure("RSS, cards.extraFiles (before, peak over the refusals, peak with the 6 MB files)", `${mb(before)}, ${mb(refusalsPeak)}, ${mb(rss.peak)}`);
    report.check(`RSS grew at most ${REFUSAL_GROWTH_MB} MB over the refused special files`, refusalsPeak - before <= REFUSAL_GROWTH_MB, `${mb(refusalsPeak - before)} more`);
    report.check(`RSS peak with the 6 MB card files within ${RSS_PEAK_MB} MB`, rss.peak <= RSS_PEAK_MB, mb(rss.peak));
    await idles(report, client);
  } finally {
    rss.stop();
    await client.server.kill();
  }
}

async function idles(report, client) {
  const share = await cpuShareOver(client.pid, IDLE_WATCH_MS);
  report.check("  …and then idles (no spinning)", share !== undefined && share < SPIN_CPU_SHARE, `${share === undefined ? "gone" : `${Math.round(share * 100)}% of a core`}`);
}

/** The reason part of a refusal, for the report line. */
function reasonOf(message) {
  return message.replace(/^.*?: not read: |^recycle-rules can't run .*?: /, "").slice(0, 110);
}
