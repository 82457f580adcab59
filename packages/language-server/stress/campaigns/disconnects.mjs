// Campaign 4: the client going away. However it goes — its stdin closed in the middle of a
// message or of a burst of edits, both pipes gone at once, or the polite shutdown/exit — the
// server must be gone within EXIT_MS, with LSP's exit code: 0 after a `shutdown`, 1 without one.
import { Buffer } from "node:buffer";
import { EXIT_MS } from "../bounds.mjs";
import { frame } from "../framing.mjs";
import { PROBE_URI, startProbedServer } from "../probe.mjs";
import { positionAt, randomChanges } from "../text-edits.mjs";

export async function disconnects(report, rng) {
  report.begin("disconnects");
  await gone(report, "stdin closed in the middle of a message", 1, async (client) => {
    const message = frame({ jsonrpc: "2.0", id: 99, method: "textDocument/documentSymbol", params: { textDocument: { uri: PROBE_URI } } });
    await client.writeRaw(message.subarray(0, Math.floor(message.length / 2)));
    client.server.closeInput();
  });
  await gone(report, "stdin closed in the middle of its header", 1, async (client) => {
    await client.writeRaw(Buffer.from("Content-Len", "ascii"));
    client.server.closeInput();
  });
  await gone(report, "stdin closed in the middle of a burst of 2,000 edits and requests", 1, async (client) => {
    const burst = editBurst(rng, 2_000);
    // Cut inside a message, two thirds of the way in: the server is still working through the first ones.
    await client.writeRaw(burst.subarray(0, Math.floor(burst.length * 0.66)));
    client.server.closeInput();
  });
  await gone(report, "both pipes closed at once during a burst (the client died)", undefined, async (client) => {
    await client.writeRaw(editBurst(rng, 2_000));
    client.server.vanish();
  });
  await gone(report, "shutdown, then exit", 0, async (client) => {
    await client.request("shutdown", null, EXIT_MS);
    await client.notify("exit", null);
  });
  await gone(report, "exit without shutdown", 1, (client) => client.notify("exit", null));
  await gone(report, "shutdown, then stdin closed without exit", 0, async (client) => {
    await client.request("shutdown", null, EXIT_MS);
    client.server.closeInput();
  });
}

/**
 * Starts a server, lets `leave` disconnect from it, and checks it exits within EXIT_MS with
 * `code` (undefined: any code — with its stdout gone, how the server's last write fails is
 * Node's business; that it leaves is the point).
 */
async function gone(report, name, code, leave) {
  const client = await startProbedServer();
  try {
    const left = Date.now();
    await leave(client);
    const exit = await client.server.waitForExit(EXIT_MS);
    const took = Date.now() - left;
    const rightCode = code === undefined || exit?.code === code;
    report.check(`${name}: exits within ${EXIT_MS} ms${code === undefined ? "" : ` with code ${code}`}`, exit !== undefined && rightCode, exit ? `${took} ms, code ${exit.code}${exit.signal ? `, signal ${exit.signal}` : ""}` : "still running");
  } finally {
    await client.server.kill();
  }
}

/** `count` framed didChange edits of the probe document with a request every 20, as one buffer. */
function editBurst(rng, count) {
  let text = "";
  const messages = [frame({ jsonrpc: "2.0", method: "textDocument/didChange", params: { textDocument: { uri: PROBE_URI, version: 1_000 }, contentChanges: [{ text }] } })];
  for (let i = 1; i <= count; i++) {
    const next = randomChanges(rng, text, [""]);
    text = next.text;
    messages.push(frame({ jsonrpc: "2.0", method: "textDocument/didChange", params: { textDocument: { uri: PROBE_URI, version: 1_000 + i }, contentChanges: next.changes } }));
    if (i % 20 === 0) messages.push(frame({ jsonrpc: "2.0", id: 10_000 + i, method: "textDocument/hover", params: { textDocument: { uri: PROBE_URI }, position: positionAt(text, rng.below(text.length + 1)) } }));
  }
  return Buffer.concat(messages);
}
