// Campaign 2: bytes a client should never send, written straight to the server's stdin. Each
// case in transport-cases.mjs says whether the server must answer the next request normally or
// give up on the stream (exit 1); either way it must not hang, spin, or balloon.
import { Buffer } from "node:buffer";
import { setTimeout as sleep } from "node:timers/promises";
import { ANSWER_MS, EXIT_MS, FLOOD_MS, IDLE_WATCH_MS, RSS_PEAK_MB, RSS_SAMPLE_MS, SPIN_CPU_SHARE } from "../bounds.mjs";
import { frame } from "../framing.mjs";
import { PROBE_URI, probeAnswered, probeRequest, serving, startProbedServer } from "../probe.mjs";
import { RssSampler, cpuShareOver } from "../process-stats.mjs";
import { mb } from "../report.mjs";
import { ABSURD_NOTIFICATIONS, BAD_BODIES, BROKEN_FRAMING, TOLERATED_FRAMING, UNKNOWN_NOTIFICATIONS, UNKNOWN_REQUESTS } from "./transport-cases.mjs";

const METHOD_NOT_FOUND = -32601;
const REQUEST_CANCELLED = -32800;
const TEN_MB = 10 * 1024 * 1024;

export async function malformedTransport(report, rng) {
  report.begin("malformed transport");
  for (const broken of BROKEN_FRAMING) await withServer(report, (client) => brokenFraming(report, client, broken));
  await withServer(report, (client) => toleratedFraming(report, client));
  await withServer(report, (client) => badBodies(report, client));
  await withServer(report, (client) => unknownMethods(report, client));
  await withServer(report, (client) => absurdNotifications(report, client));
  await withServer(report, (client) => bigMessages(report, client));
  await withServer(report, (client) => flood(report, client, rng));
}

/** One fresh server per group of cases, always ended afterwards; a live one is checked for idling. */
async function withServer(report, cases) {
  const client = await startProbedServer();
  try {
    await cases(client);
    if (!client.server.exit) {
      const share = await cpuShareOver(client.pid, IDLE_WATCH_MS);
      report.check("  …and then idles (no spinning)", share !== undefined && share < SPIN_CPU_SHARE, `${share === undefined ? "gone" : `${Math.round(share * 100)}% of a core`}`);
    }
    if (client.server.brokenOutput.length > 0) report.check("  …and its output stayed well-framed JSON", false, client.server.brokenOutput[0]);
  } finally {
    await client.server.kill();
  }
}

const lastLine = (text) => text.trim().split("\n").at(-1) ?? "";

async function brokenFraming(report, client, broken) {
  await client.writeRaw(broken.bytes);
  // A client goes on sending after its mistake: these are what a deaf server would swallow.
  const asked = [];
  for (let i = 0; i < 3 && !client.server.exit; i++) {
    asked.push(probeRequest(client));
    await sleep(100);
  }
  const exit = await client.server.waitForExit(EXIT_MS);
  const name = `${broken.name}: the server gives up on the stream (exit 1) within ${EXIT_MS} ms`;
  if (exit) {
    report.check(name, exit.code === 1, `code ${exit.code}; stderr: ${lastLine(client.server.stderr) || "(nothing)"}`);
    return;
  }
  const answered = (await Promise.all(asked)).filter(probeAnswered).length;
  const share = await cpuShareOver(client.pid, IDLE_WATCH_MS);
  report.check(name, false, `still running, ${answered} of ${asked.length} requests after it answered, ${Math.round((share ?? 0) * 100)}% of a core`);
}

async function toleratedFraming(report, client) {
  for (const tolerated of TOLERATED_FRAMING) {
    const { body, answer } = client.prepareRequest("textDocument/documentSymbol", { textDocument: { uri: PROBE_URI } }, ANSWER_MS);
    const bytes = tolerated.wrap(body);
    if (tolerated.oneByteAtATime) for (const byte of bytes) await client.writeRaw(Buffer.from([byte]));
    else await client.writeRaw(bytes);
    const outcome = await answer;
    report.check(`${tolerated.name}: answered`, probeAnswered(outcome), `${outcome.ms} ms`);
  }
  const still = await serving(client);
  report.check("after the unusual framing: still serving", still.ok, still.detail);
}

async function badBodies(report, client) {
  for (const [name, body] of BAD_BODIES) {
    await client.writeRaw(frame(body));
    const outcome = await probeRequest(client);
    report.check(`a body that is ${name}: dropped, the next request answered`, probeAnswered(outcome), `${outcome.ms} ms`);
  }
  const still = await serving(client);
  report.check("after the bad bodies: still serving", still.ok, still.detail);
}

async function unknownMethods(report, client) {
  for (const method of UNKNOWN_REQUESTS) {
    const outcome = await client.request(method, {}, ANSWER_MS);
    report.check(`request for unknown method ${JSON.stringify(method)}: MethodNotFound`, outcome.error?.code === METHOD_NOT_FOUND, JSON.stringify(outcome.error ?? outcome).slice(0, 120));
  }
  for (const method of UNKNOWN_NOTIFICATIONS) await client.notify(method, { junk: true });
  const still = await serving(client);
  report.check(`after ${UNKNOWN_NOTIFICATIONS.length} notifications of unknown or request methods: still serving`, still.ok, still.detail);
}

async function absurdNotifications(report, client) {
  for (const [name, method, params] of ABSURD_NOTIFICATIONS) {
    if (params?.rawJson) await client.writeRaw(frame(`{"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${params.rawJson}}`));
    else await client.notify(method, params);
    const outcome = await probeRequest(client);
    report.check(`${method} — ${name}: the next request answered`, probeAnswered(outcome), `${outcome.ms} ms`);
  }
  const victim = await client.request("textDocument/documentSymbol", { textDocument: { uri: "file:///stress/victim.scenario.yaml" } }, ANSWER_MS);
  report.check("the document that took the absurd edits is still served", Array.isArray(victim.result), JSON.stringify(victim).slice(0, 120));
  const still = await serving(client);
  report.check("after the absurd notifications: still serving", still.ok, still.detail);
}

async function bigMessages(report, client) {
  const rss = new RssSampler(client.pid, RSS_SAMPLE_MS);
  try {
    const before = rss.mark();
    const text = "recycle ".repeat(TEN_MB / 8);
    const started = Date.now();
    await client.notify("textDocument/didOpen", { textDocument: { uri: "file:///stress/notes.txt", languageId: "plaintext", version: 1, text } });
    const outcome = await probeRequest(client);
    report.check("a 10 MB didOpen (a plain-text document): the next request answered", probeAnswered(outcome), `${Date.now() - started} ms from the first byte`);
    const unknown = await client.request("stress/unknown", { text }, ANSWER_MS * 2);
    report.check("a 10 MB request for an unknown method: MethodNotFound", unknown.error?.code === METHOD_NOT_FOUND, `${unknown.ms} ms`);
    await client.notify("textDocument/didClose", { textDocument: { uri: "file:///stress/notes.txt" } });
    const still = await serving(client);
    report.check("after the 10 MB messages: still serving", still.ok, still.detail);
    await sleep(500);
    const after = rss.mark();
    report.figure("RSS around the 10 MB messages (before, peak, after)", `${mb(before)}, ${mb(rss.peak)}, ${mb(after)}`);
    report.check(`RSS peak within ${RSS_PEAK_MB} MB`, rss.peak > 0 && rss.peak <= RSS_PEAK_MB, mb(rss.peak));
  } finally {
    rss.stop();
  }
}

/** 1,000 tiny messages in one write: requests, cancellations of some of them, and notifications. */
async function flood(report, client, rng) {
  const REQUESTS = ["textDocument/hover", "textDocument/completion", "textDocument/documentSymbol", "textDocument/definition"];
  const chunks = [];
  const answers = [];
  const ids = [];
  for (let i = 0; i < 1000; i++) {
    const roll = rng.next();
    if (roll < 0.6) {
      const params = { textDocument: { uri: PROBE_URI }, position: { line: rng.below(20), character: rng.below(30) } };
      const { id, bytes, answer } = client.prepareRequest(rng.pick(REQUESTS), params, FLOOD_MS);
      ids.push(id);
      chunks.push(bytes);
      answers.push(answer);
    } else if (roll < 0.8 && ids.length > 0) {
      chunks.push(frame({ jsonrpc: "2.0", method: "$/cancelRequest", params: { id: rng.pick(ids) } }));
    } else {
      chunks.push(frame({ jsonrpc: "2.0", method: "$/stress", params: { i } }));
    }
  }
  await client.writeRaw(Buffer.concat(chunks));
  const outcomes = await Promise.all(answers);
  const unanswered = outcomes.filter((o) => !("result" in o) && !("error" in o)).length;
  const cancelled = outcomes.filter((o) => o.error?.code === REQUEST_CANCELLED).length;
  const failed = outcomes.filter((o) => "error" in o && o.error.code !== REQUEST_CANCELLED);
  const slowest = Math.max(0, ...outcomes.map((o) => o.ms));
  report.check(`a flood of 1,000 messages in one write: all ${answers.length} requests answered within ${FLOOD_MS} ms`, unanswered === 0, `${cancelled} cancelled, the last after ${slowest} ms`);
  report.check("…none of them with an error other than RequestCancelled", failed.length === 0, failed.slice(0, 2).map((o) => JSON.stringify(o.error)).join("; "));
  const still = await serving(client);
  report.check("after the flood: still serving", still.ok, still.detail);
}
