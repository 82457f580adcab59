import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { entryFiles, sha256 } from "../../src/cards/cache-entry.js";
import { fetchCardData, FetchError } from "../../src/cards/fetch-card-data.js";
import { cacheFiles, sendJson, useFixture, type Handler } from "./server.js";

const cards = [{ id: "OGN-001", name: "Blazing Scorcher" }];
const t = useFixture();

/** Answers with the cards and an ETag, and honours If-None-Match. */
const etagHandler: Handler = (request, response) => {
  if (request.headers["if-none-match"] === '"v1"') {
    response.writeHead(304, { etag: '"v1"' });
    response.end();
    return;
  }
  sendJson(response, cards, { etag: '"v1"' });
};

describe("the cache", () => {
  it("stores the first download and revalidates it with If-None-Match the next time", async () => {
    const server = await t.serve(etagHandler);
    const url = `${server.base}/cards.json`;

    const first = await fetchCardData({ url, cacheDir: t.cacheDir });
    expect(first).toEqual({ data: cards, from: "network", bytes: JSON.stringify(cards).length, pages: 1, warnings: [] });
    const files = entryFiles(t.cacheDir, url);
    expect(cacheFiles(t.cacheDir)).toEqual([path.basename(files.body), path.basename(files.meta)].sort());
    expect(path.basename(files.meta)).toBe(`${sha256(url)}.json`);

    const second = await fetchCardData({ url, cacheDir: t.cacheDir });
    expect(second.from).toBe("cache-revalidated");
    expect(second.data).toEqual(cards);
    expect(server.requests.map((r) => r.headers["if-none-match"])).toEqual([undefined, '"v1"']);
  });

  it("revalidates with If-Modified-Since when the server gave Last-Modified", async () => {
    const lastModified = "Mon, 30 Nov 2026 10:00:00 GMT";
    const server = await t.serve((request, response) => {
      if (request.headers["if-modified-since"] === lastModified) {
        response.writeHead(304);
        response.end();
        return;
      }
      sendJson(response, cards, { "last-modified": lastModified });
    });
    const url = `${server.base}/cards.json`;
    expect((await fetchCardData({ url, cacheDir: t.cacheDir })).from).toBe("network");
    expect((await fetchCardData({ url, cacheDir: t.cacheDir })).from).toBe("cache-revalidated");
    expect(server.requests[1]?.headers["if-modified-since"]).toBe(lastModified);
    expect(server.requests[1]?.headers["if-none-match"]).toBeUndefined();
  });

  it("replaces the copy when the data changed", async () => {
    let version = 1;
    const server = await t.serve((_request, response) => sendJson(response, { version }, { etag: `"v${version}"` }));
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    version = 2;
    const second = await fetchCardData({ url, cacheDir: t.cacheDir });
    expect(second).toMatchObject({ data: { version: 2 }, from: "network" });
    expect((await fetchCardData({ url, cacheDir: t.cacheDir, offline: true })).data).toEqual({ version: 2 });
  });

  it("uses a copy the server called fresh (max-age) without asking", async () => {
    const server = await t.serve((_request, response) => sendJson(response, cards, { "cache-control": "max-age=600" }));
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    expect((await fetchCardData({ url, cacheDir: t.cacheDir })).from).toBe("cache");
    expect(server.requests).toHaveLength(1);
  });

  it("falls back on the cached copy, with a warning, when the server is gone", async () => {
    const server = await t.serve(etagHandler);
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    await t.stop();

    const after = await fetchCardData({ url, cacheDir: t.cacheDir });
    expect(after.from).toBe("cache-after-error");
    expect(after.data).toEqual(cards);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.warnings).toEqual([expect.stringMatching(new RegExp(`^Network error \\(.*ECONNREFUSED.*\\) fetching ${escape(url)}; used the cached copy from ${today}\\.$`))]);
  });

  it("falls back on the cached copy after a 5xx, and says which status", async () => {
    let broken = false;
    const server = await t.serve((_request, response) => {
      if (broken) {
        response.writeHead(503);
        response.end("down for maintenance");
      } else sendJson(response, cards);
    });
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    broken = true;
    const after = await fetchCardData({ url, cacheDir: t.cacheDir });
    expect(after.from).toBe("cache-after-error");
    expect(after.warnings[0]).toMatch(/^HTTP 503 Service Unavailable from .*; used the cached copy from \d{4}-\d\d-\d\d\.$/);
  });

  it("never falls back on a 404: the URL is wrong", async () => {
    let gone = false;
    const server = await t.serve((_request, response) => {
      if (gone) {
        response.writeHead(404);
        response.end();
      } else sendJson(response, cards);
    });
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    gone = true;
    const error = await fetchCardData({ url, cacheDir: t.cacheDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as Error).message).toBe(`HTTP 404 Not Found from ${url}: is the URL right?`);
  });

  it("fails with the status and URL on a 500 when there is no cached copy", async () => {
    const server = await t.serve((_request, response) => {
      response.writeHead(500);
      response.end("oops");
    });
    const url = `${server.base}/cards.json`;
    await expect(fetchCardData({ url, cacheDir: t.cacheDir })).rejects.toThrow(new FetchError(`HTTP 500 Internal Server Error from ${url}.`));
    expect(cacheFiles(t.cacheDir)).toEqual([]);
  });

  it("fails with the network error's cause when there is no server and no cached copy", async () => {
    const server = await t.serve(etagHandler);
    const url = `${server.base}/cards.json`;
    await t.stop();
    await expect(fetchCardData({ url, cacheDir: t.cacheDir })).rejects.toThrow(/^Could not fetch http:\/\/127\.0\.0\.1:\d+\/cards\.json: connect ECONNREFUSED/);
  });

  it("offline, reads the cached copy and sends no request", async () => {
    const server = await t.serve(etagHandler);
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    const offline = await fetchCardData({ url, cacheDir: t.cacheDir, offline: true });
    expect(offline).toMatchObject({ data: cards, from: "cache-offline", pages: 1, warnings: [] });
    expect(server.requests).toHaveLength(1);
  });

  it("offline without a cached copy, fails and sends no request", async () => {
    const server = await t.serve(etagHandler);
    const url = `${server.base}/cards.json`;
    await expect(fetchCardData({ url, cacheDir: t.cacheDir, offline: true })).rejects.toThrow(new FetchError(`Offline, and there is no cached copy of ${url}.`));
    expect(server.requests).toHaveLength(0);
  });

  it("ignores, with a warning, a cached body that does not match its checksum", async () => {
    const server = await t.serve(etagHandler);
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    writeFileSync(entryFiles(t.cacheDir, url).body, "[]");
    const again = await fetchCardData({ url, cacheDir: t.cacheDir });
    expect(again.from).toBe("network");
    expect(again.warnings).toEqual([`The cached copy of ${url} was damaged (the body does not match its checksum) and was not used.`]);
    // No validators were sent for the damaged copy, and the new download repaired the entry.
    expect(server.requests[1]?.headers["if-none-match"]).toBeUndefined();
    expect((await fetchCardData({ url, cacheDir: t.cacheDir, offline: true })).warnings).toEqual([]);
  });

  it("still returns the data, with a warning, when the cache can't be written", async () => {
    const server = await t.serve(etagHandler);
    const blocked = path.join(t.cacheDir, "a-file");
    writeFileSync(blocked, "");
    const result = await fetchCardData({ url: `${server.base}/cards.json`, cacheDir: path.join(blocked, "cache") });
    expect(result.data).toEqual(cards);
    expect(result.warnings).toEqual([expect.stringMatching(/^Could not cache .*: (ENOTDIR|EEXIST)/)]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
