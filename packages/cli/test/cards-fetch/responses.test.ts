import { describe, expect, it } from "vitest";
import { TEMP_SUFFIX } from "../../src/cards/cache-entry.js";
import { fetchCardData, FetchError } from "../../src/cards/fetch-card-data.js";
import { cacheFiles, sendJson, sleep, useFixture } from "./server.js";

const t = useFixture();

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe("what a response may be", () => {
  it("refuses a body that is not JSON, showing how it starts", async () => {
    const server = await t.serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>Please sign in to continue</body></html>");
    });
    const url = `${server.base}/cards.json`;
    const error = await failure(fetchCardData({ url, cacheDir: t.cacheDir }));
    expect(error.message).toBe(`${url} did not send JSON (Content-Type: text/html); the body starts with "<!DOCTYPE html> <html><head><title>Sign in</title></head><body>Please sign in to"…`);
    expect(cacheFiles(t.cacheDir)).toEqual([]);
  });

  it("refuses an empty body", async () => {
    const server = await t.serve((_request, response) => {
      response.writeHead(200);
      response.end();
    });
    expect((await failure(fetchCardData({ url: `${server.base}/x`, cacheDir: t.cacheDir }))).message).toMatch(/sent an empty body, not JSON\.$/);
  });

  it("stops reading past maxBytes and caches nothing, even without a Content-Length", async () => {
    let sentAll: (all: boolean) => void = () => undefined;
    const sending = new Promise<boolean>((resolve) => (sentAll = resolve));
    const server = await t.serve(async (_request, response) => {
      let closed = false;
      response.on("close", () => (closed = true));
      response.writeHead(200, { "content-type": "application/json" }); // chunked: no length to refuse up front
      response.write("[");
      for (let i = 0; i < 500 && !closed; i++) {
        response.write('"card",'.repeat(1000));
        await sleep(2);
      }
      sentAll(!closed);
      response.end("0]");
    });
    const error = await failure(fetchCardData({ url: `${server.base}/big.json`, cacheDir: t.cacheDir, maxBytes: 50_000 }));
    expect(error.message).toBe(`${server.base}/big.json sent more than the 48.8 KiB a response may have (stopped reading there).`);
    // The client hung up: the server never got to send its 3.5 MB.
    expect(await sending).toBe(false);
    expect(cacheFiles(t.cacheDir)).toEqual([]);
  });

  it("refuses a body whose Content-Length is over maxBytes before reading it", async () => {
    const server = await t.serve((_request, response) => sendJson(response, "x".repeat(2000)));
    const error = await failure(fetchCardData({ url: `${server.base}/big.json`, cacheDir: t.cacheDir, maxBytes: 1000 }));
    expect(error.message).toMatch(/sent more than the 1000 B a response may have \(it says 2\.0 KiB\)\.$/);
    expect(cacheFiles(t.cacheDir)).toEqual([]);
  });

  it("gives up on a server that goes quiet mid-body, and leaves no cache entry", async () => {
    const server = await t.serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write("[1,2,"); // and then nothing
    });
    const error = await failure(fetchCardData({ url: `${server.base}/stalls.json`, cacheDir: t.cacheDir, timeoutMs: 300 }));
    expect(error.message).toBe(`Could not fetch ${server.base}/stalls.json: no answer for 300 ms.`);
    expect(cacheFiles(t.cacheDir)).toEqual([]);
  });

  it("restarts the timeout with each chunk: a slow but steady body arrives", async () => {
    const server = await t.serve(async (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      for (const part of ["[1", ",2", ",3", ",4", "]"]) {
        response.write(part);
        await sleep(300);
      }
      response.end();
    });
    // 1.5 s in all, more than the timeout, but never 1 s without a chunk.
    const result = await fetchCardData({ url: `${server.base}/slow.json`, cacheDir: t.cacheDir, timeoutMs: 1000 });
    expect(result.data).toEqual([1, 2, 3, 4]);
  });

  it("leaves no temporary files in the cache folder, after success or failure", async () => {
    let html = false;
    const server = await t.serve((_request, response) => {
      if (html) {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<html></html>");
      } else sendJson(response, [1], { etag: '"a"' });
    });
    await fetchCardData({ url: `${server.base}/a.json`, cacheDir: t.cacheDir });
    await fetchCardData({ url: `${server.base}/a.json`, cacheDir: t.cacheDir }); // 200 again (the server ignores If-None-Match): rewritten
    html = true;
    await failure(fetchCardData({ url: `${server.base}/b.json`, cacheDir: t.cacheDir }));
    const files = cacheFiles(t.cacheDir);
    expect(files).toHaveLength(2);
    expect(files.filter((f) => f.endsWith(TEMP_SUFFIX))).toEqual([]);
  });
});

describe("options", () => {
  it("sends every request through fetchImpl when one is given", async () => {
    const server = await t.serve((_request, response) => sendJson(response, [1]));
    const asked: string[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      asked.push(String(input));
      return fetch(input, init);
    };
    expect((await fetchCardData({ url: `${server.base}/a.json`, cacheDir: t.cacheDir, fetchImpl })).data).toEqual([1]);
    expect(asked).toEqual([`${server.base}/a.json`]);
  });

  it.each([
    [{ maxBytes: 0 }, "maxBytes must be a positive number, not 0."],
    [{ timeoutMs: Number.NaN }, "timeoutMs must be a positive number, not NaN."],
  ])("refuses %j", async (limits, message) => {
    await expect(fetchCardData({ url: "http://127.0.0.1:9/all.json", cacheDir: t.cacheDir, ...limits })).rejects.toThrow(new FetchError(message));
  });
});

describe("URLs and redirects", () => {
  it.each([
    ["ftp://example.org/cards.json", "Only http: and https: URLs can be fetched, not ftp: (ftp://example.org/cards.json)."],
    ["file:///etc/passwd", "Only http: and https: URLs can be fetched, not file: (file:///etc/passwd)."],
    ["cards.json", '"cards.json" is not a URL.'],
    ["http://user:secret@example.org/", "The URL example.org has a user name or password in it; fetch refuses those (and they would be stored in the cache)."],
  ])("refuses %s", async (url, message) => {
    await expect(fetchCardData({ url, cacheDir: t.cacheDir })).rejects.toThrow(new FetchError(message));
  });

  it("follows an http redirect and caches under the URL asked for", async () => {
    const server = await t.serve((request, response) => {
      if (request.url === "/old") {
        response.writeHead(301, { location: "/new" });
        response.end();
      } else sendJson(response, { moved: true });
    });
    const result = await fetchCardData({ url: `${server.base}/old`, cacheDir: t.cacheDir });
    expect(result.data).toEqual({ moved: true });
    expect(server.requests.map((r) => r.path)).toEqual(["/old", "/new"]);
    expect((await fetchCardData({ url: `${server.base}/old`, cacheDir: t.cacheDir, offline: true })).data).toEqual({ moved: true });
  });

  it("refuses a redirect to anything but http or https", async () => {
    const server = await t.serve((_request, response) => {
      response.writeHead(302, { location: "file:///etc/passwd" });
      response.end();
    });
    const error = await failure(fetchCardData({ url: `${server.base}/cards.json`, cacheDir: t.cacheDir }));
    expect(error.message).toBe(`${server.base}/cards.json redirected to file:///etc/passwd; only http: and https: redirects are followed.`);
  });

  it("stops a redirect loop", async () => {
    const server = await t.serve((_request, response) => {
      response.writeHead(302, { location: "/loop" });
      response.end();
    });
    expect((await failure(fetchCardData({ url: `${server.base}/loop`, cacheDir: t.cacheDir }))).message).toBe(`${server.base}/loop redirected more than 20 times.`);
  });
});
