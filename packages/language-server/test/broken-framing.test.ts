/**
 * The server process against a client that breaks LSP's framing (reproductions from the stress
 * run, `npx -y pnpm@12.4.2 stress:server`). Before the framing guard, a header without a usable
 * Content-Length left the server running, idle and deaf: vscode-jsonrpc read every later message
 * as part of a header or a body, so nothing was ever answered again. Now the server says why on
 * stderr and exits with code 1, as when its client goes away; a bad body (the framing intact)
 * is still only that message's loss.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DocumentSymbolRequest } from "vscode-languageserver-protocol/node";
import { TestClient, within } from "./client.js";

const PROMPTLY_MS = 5_000;
let client: TestClient | undefined;
afterEach(() => client?.kill());

/** The process's exit code, or a failure once PROMPTLY_MS have passed. */
function exitCode(c: TestClient): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => {
    if (c.process.exitCode !== null) resolve(c.process.exitCode);
    else c.process.once("exit", (code) => resolve(code));
  });
  return within(PROMPTLY_MS, exited, "the server's exit");
}

describe("a header no message can be read after", () => {
  it.each([
    ["no Content-Length", "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}", "a message header has no Content-Length"],
    ["a negative Content-Length", "Content-Length: -5\r\n\r\n{}", 'Content-Length "-5" is not a whole number of bytes'],
    ["a non-numeric Content-Length", "Content-Length: abc\r\n\r\n{}", 'Content-Length "abc" is not a whole number of bytes'],
    ["a Content-Length no client will fill", "Content-Length: 9007199254740993\r\n\r\n{}", "is over the 64 MB the server reads in one message"],
    ["a header line without a colon", "hello\r\n\r\n", 'a header line has no "name: value" colon'],
  ])("%s: the server says why and exits with code 1 instead of going deaf", async (_name, bytes, why) => {
    ({ client } = await TestClient.start());
    client.process.stdin.write(bytes);
    expect(await exitCode(client)).toBe(1);
    expect(client.stderr.join("")).toContain(why);
  });
});

describe("a well-framed body that is not a message", () => {
  it("is dropped, and the next request answered", async () => {
    ({ client } = await TestClient.start());
    client.process.stdin.write("Content-Length: 9\r\n\r\n{not json");
    const symbols = await within(PROMPTLY_MS, client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: "file:///w/none.scenario.yaml" } }), "documentSymbol");
    expect(symbols).toEqual([]);
    expect(client.process.exitCode).toBeNull();
  });
});
