// The byte sequences of the transport campaign, and what the server must do with each. Two
// outcomes, decided per case:
//   "exits"   — the stream can no longer be split into messages (the LSP base protocol frames
//               each message by its Content-Length header and has no way to find the next one
//               after a bad header), so anything read after it would be a guess. The server must
//               give up — exit, code 1 (no shutdown) — rather than stay up deaf to every message
//               after, which a client can't tell from a hang.
//   "answers" — the framing holds and only a message is wrong: the server drops or refuses that
//               message (JSON-RPC's error for a request) and answers the next one normally.
import { Buffer } from "node:buffer";
import { frame } from "../framing.mjs";

const GIB = 1024 ** 3;
const ascii = (text) => Buffer.from(text, "ascii");
const hover = (id) => ({ jsonrpc: "2.0", id, method: "textDocument/hover", params: { textDocument: { uri: "file:///stress/probe.scenario.yaml" }, position: { line: 0, character: 0 } } });

/** Headers no message can be read after: the server must exit. */
export const BROKEN_FRAMING = [
  { name: "no Content-Length header", bytes: ascii("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}") },
  { name: "a negative Content-Length", bytes: ascii("Content-Length: -5\r\n\r\n{}") },
  { name: "a non-numeric Content-Length", bytes: ascii("Content-Length: abc\r\n\r\n{}") },
  // parseInt would read 1, then take the rest of the body for the next header.
  { name: "Content-Length: 1e2 (a number only to a lenient parser)", bytes: ascii(`Content-Length: 1e2\r\n\r\n${JSON.stringify(hover(900)).padEnd(100)}`) },
  { name: "an empty Content-Length", bytes: ascii("Content-Length: \r\n\r\n{}") },
  { name: "a huge Content-Length (2^53 + 1)", bytes: ascii("Content-Length: 9007199254740993\r\n\r\n{}") },
  { name: "a Content-Length of 1 GiB", bytes: ascii(`Content-Length: ${GIB}\r\n\r\n{}`) },
  { name: "a header line without a colon", bytes: ascii("hello\r\n\r\n") },
  { name: "a header block that never ends (64 KB)", bytes: ascii(`X-Padding: ${"a".repeat(64 * 1024)}`) },
  { name: "JSON with no header at all", bytes: Buffer.from(JSON.stringify(hover(901))) },
  // The next message's first bytes complete the body, and the rest of it is read as a header.
  { name: "a body shorter than its Content-Length, then more messages", bytes: Buffer.concat([ascii("Content-Length: 120\r\n\r\n"), Buffer.from(JSON.stringify(hover(902)).slice(0, 60))]) },
  { name: "a stray CRLF after a message", bytes: Buffer.concat([frame(hover(903)), ascii("\r\n")]) },
];

/** Framing that is unusual but right: the request inside must be answered. `wrap(body)` frames it. */
export const TOLERATED_FRAMING = [
  { name: "a lower-case content-length", wrap: (body) => ascii(`content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`) },
  { name: "spaces around the Content-Length value", wrap: (body) => ascii(`Content-Length:    ${Buffer.byteLength(body)}   \r\n\r\n${body}`) },
  { name: "a Content-Type header before Content-Length", wrap: (body) => ascii(`Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`) },
  { name: "an empty body before the request (Content-Length: 0)", wrap: (body) => Buffer.concat([ascii("Content-Length: 0\r\n\r\n"), frame(body)]) },
  { name: "the request written one byte at a time", wrap: (body) => frame(body), oneByteAtATime: true },
  { name: "the request inside ten messages in one write", wrap: (body) => Buffer.concat([...Array.from({ length: 9 }, (_, i) => frame(hover(910 + i))), frame(body)]) },
];

/** Well-framed bodies that are not the message they should be: each dropped, the next answered. */
export const BAD_BODIES = [
  ["invalid JSON", "{not json"],
  ["JSON cut short", '{"jsonrpc":"2.0","id":'],
  ["bytes that are not UTF-8", Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28])],
  ["a number", "42"],
  ["a string", '"hello"'],
  ["null", "null"],
  ["an empty array", "[]"],
  ["a JSON-RPC batch (LSP has none)", JSON.stringify([hover(920), hover(921)])],
  ["an object that is no message", '{"hello":"world"}'],
  ["jsonrpc with neither method nor id", '{"jsonrpc":"2.0"}'],
  ["a response to a request never sent", JSON.stringify({ jsonrpc: "2.0", id: 424242, result: {} })],
  ["an error response never asked for", JSON.stringify({ jsonrpc: "2.0", id: "x", error: { code: 1, message: "m" } })],
  ["a request whose id is an object", JSON.stringify({ ...hover(0), id: {} })],
  ["a request whose method is a number", JSON.stringify({ jsonrpc: "2.0", id: 922, method: 7 })],
  ["JSON nested 100,000 deep", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
];

/** Requests for methods the server doesn't have: each must be answered with MethodNotFound. */
export const UNKNOWN_REQUESTS = ["foo/bar", "textDocument/unknownFeature", "recycleRules/unknown", "$/unknownRequest", ""];

/** Notifications for methods it doesn't have, and a request's method sent as a notification. */
export const UNKNOWN_NOTIFICATIONS = ["$/unknown", "foo/bar", "recycleRules/runScenario", "textDocument/hover"];

const VICTIM = "file:///stress/victim.scenario.yaml";
/** Params given as JSON text: this run's own JSON.stringify would overflow its stack on them. */
const deepJson = (n) => ({ rawJson: `{"settings":${"[".repeat(n)}${"]".repeat(n)}}` });

/**
 * Notifications with params no client should send. The victim document (opened first) takes
 * the edits; the probe document must be unaffected. [name, method, params]; params may be
 * { rawJson } to send as written.
 */
export const ABSURD_NOTIFICATIONS = [
  ["didOpen of the victim document", "textDocument/didOpen", { textDocument: { uri: VICTIM, languageId: "recycle-scenario", version: 1, text: "players:\n  A: {}\n" } }],
  ["didOpen with a 100 KB URI", "textDocument/didOpen", { textDocument: { uri: `file:///${"u".repeat(100_000)}.scenario.yaml`, languageId: "recycle-scenario", version: 1, text: "" } }],
  ["didOpen with version -1 and an empty language id", "textDocument/didOpen", { textDocument: { uri: "file:///stress/odd.deck", languageId: "", version: -1, text: "4 Sai Scout\n" } }],
  ["didOpen of the victim again, other text", "textDocument/didOpen", { textDocument: { uri: VICTIM, languageId: "recycle-scenario", version: 1, text: "steps: [}\n" } }],
  ["didOpen with params by position", "textDocument/didOpen", [1, 2, 3]],
  ["didChange of a document never opened", "textDocument/didChange", { textDocument: { uri: "file:///stress/never.scenario.yaml", version: 2 }, contentChanges: [{ text: "x" }] }],
  ["didChange at line 10^9, character 10^9", "textDocument/didChange", { textDocument: { uri: VICTIM, version: 2 }, contentChanges: [{ range: { start: { line: 1e9, character: 1e9 }, end: { line: 1e9, character: 1e9 } }, text: "tail" }] }],
  ["didChange whose range ends before it starts", "textDocument/didChange", { textDocument: { uri: VICTIM, version: 3 }, contentChanges: [{ range: { start: { line: 1, character: 3 }, end: { line: 0, character: 0 } }, text: "x" }] }],
  ["didChange with 10,000 content changes", "textDocument/didChange", { textDocument: { uri: VICTIM, version: 4 }, contentChanges: Array.from({ length: 10_000 }, (_, i) => ({ range: { start: { line: 0, character: i % 7 }, end: { line: 0, character: i % 7 } }, text: "a" })) }],
  ["didChange to the largest safe version", "textDocument/didChange", { textDocument: { uri: VICTIM, version: Number.MAX_SAFE_INTEGER }, contentChanges: [{ text: "players: {}\n" }] }],
  ["didChange with version 1e300", "textDocument/didChange", { textDocument: { uri: VICTIM, version: 1e300 }, contentChanges: [{ text: "x" }] }],
  ["didChange with a negative position", "textDocument/didChange", { textDocument: { uri: VICTIM, version: 5 }, contentChanges: [{ range: { start: { line: -1, character: -1 }, end: { line: 0, character: 0 } }, text: "x" }] }],
  ["didSave with 1 MB of text", "textDocument/didSave", { textDocument: { uri: VICTIM }, text: "x".repeat(1024 * 1024) }],
  ["didClose of a document never opened", "textDocument/didClose", { textDocument: { uri: "file:///stress/never.scenario.yaml" } }],
  ["$/cancelRequest with null params", "$/cancelRequest", null],
  ["$/cancelRequest with id null", "$/cancelRequest", { id: null }],
  ["$/cancelRequest with an object id", "$/cancelRequest", { id: {} }],
  ["$/cancelRequest of a request never sent", "$/cancelRequest", { id: 99_999 }],
  ["$/setTrace with null params", "$/setTrace", null],
  ["$/setTrace to 42", "$/setTrace", { value: 42 }],
  ["initialized again, with a string", "initialized", "again"],
  ["didChangeConfiguration nested 100,000 deep", "workspace/didChangeConfiguration", deepJson(100_000)],
  ["didChangeConfiguration with a 10^308 ms debounce", "workspace/didChangeConfiguration", { settings: { recycleRules: { diagnostics: { debounceMs: 1e308 } } } }],
  ["didChangeConfiguration naming 1,000 missing card files", "workspace/didChangeConfiguration", { settings: { recycleRules: { cards: { extraFiles: Array.from({ length: 1000 }, (_, i) => `missing-${i}-${"p".repeat(200)}.json`) } } } }],
  ["didChangeConfiguration back to the defaults", "workspace/didChangeConfiguration", { settings: { recycleRules: {} } }],
  ["workDoneProgress/cancel with an object token", "window/workDoneProgress/cancel", { token: {} }],
];
