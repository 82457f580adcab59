import { describe, expect, it } from "vitest";
import { fetchCardData } from "../../src/cards/fetch-card-data.js";
import { REDRAW_MS } from "../../src/cards/progress.js";
import { sendJson, sleep, useFixture, type Handler } from "./server.js";
import { captureSink, frames } from "./sink.js";

const t = useFixture();

/** A 4,000-byte JSON body sent in four chunks, `gapMs` apart, with its Content-Length. */
function slowHandler(gapMs: number): Handler {
  const body = JSON.stringify(["x".repeat(3994)]);
  return async (_request, response) => {
    response.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    for (let i = 0; i < 4; i++) {
      response.write(body.slice(i * 1000, (i + 1) * 1000));
      await sleep(gapMs);
    }
    response.end();
  };
}

describe("progress on a terminal", () => {
  it("redraws one line as a slow body arrives, with percent and bytes, and ends it with a newline", async () => {
    const server = await t.serve(slowHandler(REDRAW_MS * 2.5));
    const sink = captureSink(true);
    await fetchCardData({ url: `${server.base}/cards.json`, cacheDir: t.cacheDir, progress: sink });
    const text = sink.text();
    expect(text.endsWith("\n")).toBe(true);
    expect(text.split("\n")).toHaveLength(2); // one line, then the newline
    const drawn = frames(text);
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    expect(drawn[0]).toMatch(/^127\.0\.0\.1:\d+ {2}\[-{20}\] {4}0% {2}0 B of 3\.9 KiB$/);
    // The chunks come 250 ms apart, so frames in between show the body filling up.
    const percents = drawn.map((f) => Number(/(\d+)%/.exec(f)?.[1]));
    expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(drawn.at(-1)).toMatch(/\[#{20}\] {2}100% {2}3\.9 KiB\n$/);
  });

  it("shows the page being fetched on a paged API", async () => {
    const server = await t.serve((_request, response, url) => {
      const page = Number(url.searchParams.get("page") ?? 1);
      sendJson(response, { items: [page], total: 3, page, size: 1, pages: 3 });
    });
    const sink = captureSink(true);
    await fetchCardData({ url: `${server.base}/cards?size=1`, cacheDir: t.cacheDir, progress: sink });
    const drawn = frames(sink.text());
    expect(drawn.at(-1)).toMatch(/ {2}page 3\/3 {2}\[#{20}\] {2}100% {2}\d+ B\n$/);
    expect(drawn).toContainEqual(expect.stringMatching(/^127\.0\.0\.1:\d+ {2}page 2\/3 {2}\[#######-{13}\] {3}33%/));
  });

  it("shows the pages going by when every page is unchanged (304) and no body is downloaded", async () => {
    const server = await t.serve((request, response, url) => {
      const page = Number(url.searchParams.get("page") ?? 1);
      if (request.headers["if-none-match"] === `"p${page}"`) {
        response.writeHead(304);
        response.end();
      } else sendJson(response, { items: [page], page, pages: 3 }, { etag: `"p${page}"` });
    });
    const url = `${server.base}/cards`;
    await fetchCardData({ url, cacheDir: t.cacheDir });
    const tty = captureSink(true);
    expect((await fetchCardData({ url, cacheDir: t.cacheDir, progress: tty })).from).toBe("cache-revalidated");
    expect(frames(tty.text()).at(-1)).toBe("page 3/3  [####################]  100%  0 B\n");
    const log = captureSink(false);
    await fetchCardData({ url, cacheDir: t.cacheDir, progress: log });
    expect(log.text()).toMatch(/^3 pages; fetching pages 2-3…\nDone: 0 B downloaded \(\d+\.\d s\)\.\n$/);
  });

  it("fits the line to the terminal's width", async () => {
    const server = await t.serve(slowHandler(0));
    const sink = captureSink(true, 30);
    await fetchCardData({ url: `${server.base}/cards.json`, cacheDir: t.cacheDir, progress: sink });
    for (const frame of frames(sink.text())) expect(frame.replace("\n", "").length).toBeLessThan(30);
  });

  it("erases the bar when the download fails, so the error starts a clean line", async () => {
    const server = await t.serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>");
    });
    const sink = captureSink(true);
    await expect(fetchCardData({ url: `${server.base}/x`, cacheDir: t.cacheDir, progress: sink })).rejects.toThrow(/did not send JSON/);
    expect(sink.text().endsWith("\r\u001b[K")).toBe(true);
  });

  it("draws nothing when the one URL's answer came from the cache", async () => {
    const server = await t.serve((_request, response) => sendJson(response, [1]));
    await fetchCardData({ url: `${server.base}/x`, cacheDir: t.cacheDir });
    const sink = captureSink(true);
    await fetchCardData({ url: `${server.base}/x`, cacheDir: t.cacheDir, progress: sink, offline: true });
    expect(sink.text()).toBe("");
  });
});

describe("progress in a log (not a terminal)", () => {
  it("writes a few plain lines: the URL and size, then done", async () => {
    const server = await t.serve(slowHandler(30));
    const sink = captureSink(false);
    const url = `${server.base}/cards.json`;
    await fetchCardData({ url, cacheDir: t.cacheDir, progress: sink });
    const lines = sink.text().split("\n");
    expect(lines).toEqual([`Fetching ${url} (3.9 KiB)…`, expect.stringMatching(/^Done: 3\.9 KiB downloaded \(\d+\.\d s\)\.$/), ""]);
    expect(sink.text()).not.toContain("\r");
  });

  it("stays at a few lines over many pages", async () => {
    const server = await t.serve((_request, response, url) => {
      const page = Number(url.searchParams.get("page") ?? 1);
      sendJson(response, { items: [page], total: 40, page, size: 1, pages: 40 });
    });
    const sink = captureSink(false);
    await fetchCardData({ url: `${server.base}/cards`, cacheDir: t.cacheDir, progress: sink });
    const lines = sink.text().trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe("40 pages; fetching pages 2-40…");
    expect(lines[2]).toMatch(/^Done: \d+\.\d KiB downloaded in 40 responses \(\d+\.\d s\)\.$/);
  });
});
