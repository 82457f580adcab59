import { describe, expect, it } from "vitest";
import { createProgress, formatBytes } from "../../src/cards/progress.js";
import { captureSink, frames } from "./sink.js";

describe("the progress bar, on a fake clock", () => {
  it("redraws at most once per REDRAW_MS, but always the first and the last frame", () => {
    let now = 0;
    const sink = captureSink(true);
    const progress = createProgress(sink, () => now);
    progress.start("https://cards.example.org/all.json", 100_000);
    for (let received = 1000; received <= 100_000; received += 1000) {
      now += 10;
      progress.advance(received);
    }
    progress.done();
    // 100 chunks over 1,000 ms: the first frame, one per 100 ms, and the last.
    expect(frames(sink.text()).length).toBeGreaterThanOrEqual(10);
    expect(frames(sink.text()).length).toBeLessThanOrEqual(12);
    expect(frames(sink.text())[0]).toBe("cards.example.org  [--------------------]    0%  0 B of 97.7 KiB");
  });

  it("shows the bytes so far, with no percent, when the length is unknown", () => {
    const sink = captureSink(true);
    const progress = createProgress(sink, () => 0);
    progress.start("https://cards.example.org/all.json", undefined);
    progress.advance(5 * 1024 * 1024);
    progress.done();
    expect(frames(sink.text()).at(-1)).toBe("cards.example.org  [####################]  100%  5.0 MiB\n");
    expect(frames(sink.text())[0]).toBe("cards.example.org  0 B");
  });
});

describe("progress in a log, on a fake clock", () => {
  it("writes a start line and a done line, however many chunks come", () => {
    let now = 0;
    const sink = captureSink(false);
    const progress = createProgress(sink, () => now);
    progress.start("https://cards.example.org/all.json", undefined);
    for (let received = 1; received <= 1000; received++) progress.advance(received * 1024);
    now = 2500;
    progress.done();
    expect(sink.text()).toBe("Fetching https://cards.example.org/all.json (size not given)…\nDone: 1000.0 KiB downloaded (2.5 s).\n");
  });

  it("says nothing when nothing was downloaded, or when there is no sink", () => {
    const sink = captureSink(false);
    createProgress(sink).done();
    expect(sink.text()).toBe("");
    const silent = createProgress(undefined);
    silent.start("https://cards.example.org/all.json", 10);
    silent.done();
  });
});

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1.0 KiB"],
    [256 * 1024 * 1024, "256.0 MiB"],
    [3 * 1024 ** 3, "3.0 GiB"],
  ])("%d → %s", (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
