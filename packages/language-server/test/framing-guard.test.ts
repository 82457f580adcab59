/**
 * The framing guard on its own (src/transport/): it passes a well-framed stream through byte for
 * byte however the bytes are chunked, and stops at the first header vscode-jsonrpc's reader
 * could not be trusted to read — the reproductions from the stress run (stress/campaigns/
 * transport-cases.mjs), which left the server alive but answering nothing.
 */
import { describe, expect, it } from "vitest";
import { FramingGuard, MAX_HEADER_BYTES, MAX_MESSAGE_BYTES } from "../src/transport/framing-guard.js";
import { contentLengthOf } from "../src/transport/message-header.js";

const framed = (body: string): Buffer => Buffer.from(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
const GOOD = Buffer.concat([framed('{"jsonrpc":"2.0","id":1,"method":"a"}'), framed(""), framed('{"é":"😀"}')]);

/** What the guard passes on for `chunks`, and what it logged. */
async function through(chunks: readonly Buffer[]): Promise<{ out: Buffer; logged: string[] }> {
  const logged: string[] = [];
  const guard = new FramingGuard((line) => logged.push(line));
  const out: Buffer[] = [];
  guard.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve) => guard.on("end", resolve));
  for (const chunk of chunks) guard.write(chunk);
  guard.end();
  await ended;
  return { out: Buffer.concat(out), logged };
}

describe("contentLengthOf", () => {
  it.each([
    ["Content-Length: 12\r\n\r\n", 12],
    ["content-length: 0\r\n\r\n", 0],
    ["Content-Length:    7   \r\n\r\n", 7],
    ["Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 3\r\n\r\n", 3],
    ["Content-Length: 1\r\nContent-Length: 2\r\n\r\n", 2],
  ])("reads %j as %d", (block, length) => {
    expect(contentLengthOf(block, MAX_MESSAGE_BYTES)).toEqual({ ok: true, length });
  });

  it.each([
    ["Content-Type: x\r\n\r\n", "a message header has no Content-Length"],
    ["Content-Length: -5\r\n\r\n", 'Content-Length "-5" is not a whole number of bytes'],
    ["Content-Length: abc\r\n\r\n", 'Content-Length "abc" is not a whole number of bytes'],
    ["Content-Length: 1e2\r\n\r\n", 'Content-Length "1e2" is not a whole number of bytes'],
    ["Content-Length: \r\n\r\n", 'Content-Length "" is not a whole number of bytes'],
    ["Content-Length: 9007199254740993\r\n\r\n", "Content-Length 9007199254740993 is over the 64 MB the server reads in one message"],
    ["hello\r\n\r\n", 'a header line has no "name: value" colon ("hello")'],
    ["\r\nContent-Length: 2\r\n\r\n", 'a header line has no "name: value" colon ("")'],
    // vscode-jsonrpc's scanner misses the end of a block after a bare CR, so the two would disagree.
    ["Content-Length: 5\r\r\n\r\n", "a header line holds a bare CR or LF"],
    ["Content-Length : 5\r\n\r\n", "a message header has no Content-Length"],
  ])("refuses %j", (block, problem) => {
    expect(contentLengthOf(block, MAX_MESSAGE_BYTES)).toEqual({ ok: false, problem });
  });
});

describe("FramingGuard", () => {
  it("passes a well-framed stream through unchanged, however it is chunked", async () => {
    for (const size of [1, 2, 3, 7, 64, GOOD.length]) {
      const chunks = Array.from({ length: Math.ceil(GOOD.length / size) }, (_, i) => GOOD.subarray(i * size, (i + 1) * size));
      const { out, logged } = await through(chunks);
      expect(out.equals(GOOD)).toBe(true);
      expect(logged).toEqual([]);
    }
  });

  it.each([
    ["no Content-Length", "Content-Type: x\r\n\r\n{}"],
    ["a negative Content-Length", "Content-Length: -5\r\n\r\n{}"],
    ["a non-numeric Content-Length", "Content-Length: abc\r\n\r\n{}"],
    ["a Content-Length of 1 GiB", `Content-Length: ${1024 ** 3}\r\n\r\n{}`],
    ["JSON without a header", '{"jsonrpc":"2.0","id":9,"method":"shutdown"}\r\n\r\n'],
    ["a stray CRLF after a message", "\r\nContent-Length: 2\r\n\r\n{}"],
  ])("after good messages, stops at %s: passes nothing of it, logs why once, ends", async (_name, bad) => {
    const { out, logged } = await through([GOOD, Buffer.from(bad), framed("{}")]);
    expect(out.equals(GOOD)).toBe(true);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^recycle-rules-language-server: .*; no later message can be read reliably, so the server stops\.$/);
  });

  it("stops at a header block that runs past its limit without the empty line", async () => {
    const { out, logged } = await through([Buffer.from(`X-Padding: ${"a".repeat(MAX_HEADER_BYTES)}`)]);
    expect(out.length).toBe(0);
    expect(logged[0]).toContain(`a message header ran past ${MAX_HEADER_BYTES} bytes`);
  });

  it("a body shorter than its Content-Length takes the next message's bytes, and the rest of that is refused as a header", async () => {
    const short = Buffer.from(`Content-Length: 60\r\n\r\n${'{"jsonrpc":"2.0"}'}`);
    const { logged } = await through([short, framed('{"jsonrpc":"2.0","id":2,"method":"shutdown"}'), framed("{}")]);
    expect(logged).toHaveLength(1);
  });
});
