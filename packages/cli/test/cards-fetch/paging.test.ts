import { describe, expect, it } from "vitest";
import { combinedSource, fetchCardData, FetchError } from "../../src/cards/fetch-card-data.js";
import { asPagedBody, pageUrl } from "../../src/cards/paging.js";
import { sendJson, useFixture, type Handler } from "./server.js";

const t = useFixture();

/** A Riftcodex-style API over `cards`: `{ items, total, page, size, pages }`, pages from 1. */
function pagedApi(cards: readonly string[], options: { ignorePage?: boolean; etag?: boolean } = {}): Handler {
  return (request, response, url) => {
    const size = Number(url.searchParams.get("size") ?? 2);
    const page = options.ignorePage ? 1 : Number(url.searchParams.get("page") ?? 1);
    const tag = `"p${page}"`;
    if (options.etag && request.headers["if-none-match"] === tag) {
      response.writeHead(304, { etag: tag });
      response.end();
      return;
    }
    const items = cards.slice((page - 1) * size, page * size);
    sendJson(response, { items, total: cards.length, page, size, pages: Math.ceil(cards.length / size) }, options.etag ? { etag: tag } : {});
  };
}

const seven = ["a", "b", "c", "d", "e", "f", "g"];

describe("a paged API", () => {
  it("fetches every page, keeping size and the other parameters, and returns the items as one array", async () => {
    const server = await t.serve(pagedApi(seven));
    const result = await fetchCardData({ url: `${server.base}/cards?set=OGN&size=3`, cacheDir: t.cacheDir });
    expect(result).toEqual({ data: seven, from: "network", bytes: expect.any(Number), pages: 3, warnings: [] });
    expect(server.requests.map((r) => r.path)).toEqual(["/cards?set=OGN&size=3", "/cards?set=OGN&size=3&page=2", "/cards?set=OGN&size=3&page=3"]);
  });

  it("caches each page: offline gives the same items; a second run revalidates every page", async () => {
    const server = await t.serve(pagedApi(seven, { etag: true }));
    const url = `${server.base}/cards?size=3`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    expect(await fetchCardData({ url, cacheDir: t.cacheDir, offline: true })).toMatchObject({ data: seven, from: "cache-offline", pages: 3 });
    expect(await fetchCardData({ url, cacheDir: t.cacheDir })).toMatchObject({ data: seven, from: "cache-revalidated", pages: 3 });
    expect(server.requests.slice(3).map((r) => r.headers["if-none-match"])).toEqual(['"p1"', '"p2"', '"p3"']);
  });

  it("fetches every page whichever page the URL names, in order (an address of page 2 must not lose page 1's cards)", async () => {
    const server = await t.serve(pagedApi(seven));
    const result = await fetchCardData({ url: `${server.base}/cards?page=2&size=3`, cacheDir: t.cacheDir });
    expect(result).toMatchObject({ data: ["a", "b", "c", "d", "e", "f", "g"], pages: 3, warnings: [] });
  });

  it("returns a single page's items as an array too, so one page and many look alike", async () => {
    const server = await t.serve(pagedApi(["a"]));
    expect(await fetchCardData({ url: `${server.base}/cards`, cacheDir: t.cacheDir })).toMatchObject({ data: ["a"], pages: 1 });
  });

  it("refuses a server that ignores the page parameter rather than repeat its first page", async () => {
    const server = await t.serve(pagedApi(seven, { ignorePage: true }));
    const url = `${server.base}/cards?size=3`;
    await expect(fetchCardData({ url, cacheDir: t.cacheDir })).rejects.toThrow(new FetchError(`Asked ${url} for page 2 of 3, but got page 1.`));
  });

  it("refuses a body that claims more pages than the cap", async () => {
    const server = await t.serve((_request, response) => sendJson(response, { items: [], page: 1, pages: 1_000_000 }));
    await expect(fetchCardData({ url: `${server.base}/cards`, cacheDir: t.cacheDir })).rejects.toThrow(/says it has 1000000 pages; more than 1000 are not fetched\.$/);
    expect(server.requests).toHaveLength(1);
  });

  it("warns when the pages hold fewer items than the total said", async () => {
    const server = await t.serve((_request, response, url) => {
      const page = Number(url.searchParams.get("page") ?? 1);
      sendJson(response, { items: [page], total: 5, page, size: 2, pages: 2 });
    });
    const result = await fetchCardData({ url: `${server.base}/cards`, cacheDir: t.cacheDir });
    expect(result.data).toEqual([1, 2]);
    expect(result.warnings).toEqual([`${server.base}/cards said it has 5 items, but its 2 pages held 2.`]);
  });

  it("fails offline when a later page was never cached", async () => {
    const server = await t.serve(pagedApi(seven));
    await fetchCardData({ url: `${server.base}/cards?size=7`, cacheDir: t.cacheDir });
    // One page of 7 was cached; pages of 3 were not.
    await expect(fetchCardData({ url: `${server.base}/cards?size=7`, cacheDir: t.cacheDir, offline: true })).resolves.toMatchObject({ pages: 1 });
    await expect(fetchCardData({ url: `${server.base}/cards?size=3`, cacheDir: t.cacheDir, offline: true })).rejects.toThrow(/^Offline, and there is no cached copy of .*\/cards\?size=3\.$/);
  });

  it("returns anything that is not the paged shape as parsed", async () => {
    for (const body of [{ items: "not a list", page: 1, pages: 2 }, { data: [1], page: 1, pages: 2 }, [{ page: 1, pages: 2 }]]) {
      expect(asPagedBody(body)).toBeUndefined();
    }
    const server = await t.serve((_request, response) => sendJson(response, { cards: [1, 2], page: 1, pages: 5 }));
    expect(await fetchCardData({ url: `${server.base}/cards`, cacheDir: t.cacheDir })).toMatchObject({ data: { cards: [1, 2], page: 1, pages: 5 }, pages: 1 });
  });
});

describe("helpers", () => {
  it("pageUrl sets only the page parameter", () => {
    expect(pageUrl("https://api.example.org/cards?size=100&page=1&q=a%20b", 4)).toBe("https://api.example.org/cards?size=100&page=4&q=a+b");
    expect(pageUrl("https://api.example.org/cards", 2)).toBe("https://api.example.org/cards?page=2");
  });

  it("combinedSource reports the most telling source of the pages", () => {
    expect(combinedSource(["network", "cache-after-error", "network"])).toBe("cache-after-error");
    expect(combinedSource(["cache-revalidated", "network"])).toBe("network");
    expect(combinedSource(["cache", "cache-revalidated"])).toBe("cache-revalidated");
    expect(combinedSource(["cache", "cache"])).toBe("cache");
  });
});
