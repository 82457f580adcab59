/** Where download progress goes: stderr in the CLI, a buffer in tests. */
export interface ProgressSink {
  readonly isTTY: boolean;
  write(text: string): void;
  /** The terminal's width; a TTY line is cut to fit it so it never wraps. */
  columns?: number;
}

/** What the download reports as it goes; the sink decides how much of it is shown. */
export interface Progress {
  /** Paging: the next request is for page `index` of `count`. */
  page(index: number, count: number): void;
  /** A response body starts; `total` is its length when the server gave one. */
  start(url: string, total: number | undefined): void;
  /** `received` bytes of the current body so far. */
  advance(received: number): void;
  /** Everything fetched: ends the line on a TTY, prints a summary line otherwise. */
  done(): void;
  /** Failed: erases the bar, so the error message starts on a clean line. */
  fail(): void;
}

/** At most one redraw of the bar per this many milliseconds. */
export const REDRAW_MS = 100;
const BAR_WIDTH = 20;
const ERASE_LINE = "\r\u001b[K";

/**
 * A progress display for `sink`: on a terminal one line redrawn in place (`\r`), at most every
 * REDRAW_MS, showing the page, a bar, the percent and the bytes; elsewhere (a log, CI) a line when
 * the download starts, one when paging starts and one when it is done. Silent without a sink, and
 * when one URL's answer came from the cache.
 */
export function createProgress(sink: ProgressSink | undefined, clock: () => number = () => performance.now()): Progress {
  if (sink === undefined) return { page() {}, start() {}, advance() {}, done() {}, fail() {} };
  const state = { url: "", total: undefined as number | undefined, received: 0, bytes: 0, bodies: 0, page: 0, pages: 0, finished: false };
  const began = clock();
  let drawnAt: number | undefined;

  const draw = (force: boolean): void => {
    const now = clock();
    if (!force && drawnAt !== undefined && now - drawnAt < REDRAW_MS) return;
    drawnAt = now;
    sink.write(`\r${fit(frame(state), sink.columns)}\u001b[K`);
  };

  if (sink.isTTY) {
    return {
      page(index, count) {
        state.page = index;
        state.pages = count;
        // Drawn even before any body: revalidating many unchanged pages takes a while too.
        draw(false);
      },
      start(url, total) {
        Object.assign(state, { url, total, received: 0 });
        state.bodies++;
        draw(true);
      },
      advance(received) {
        state.bytes += received - state.received;
        state.received = received;
        draw(false);
      },
      done() {
        if (drawnAt === undefined) return;
        // The last frame: complete, with every byte downloaded (of all the pages).
        Object.assign(state, { page: state.pages, finished: true });
        draw(true);
        sink.write("\n");
      },
      fail() {
        if (drawnAt !== undefined) sink.write(ERASE_LINE);
      },
    };
  }

  let pagingTold = false;
  return {
    page(index, count) {
      if (pagingTold) return;
      pagingTold = true;
      sink.write(`${count} pages; fetching pages ${index}-${count}…\n`);
    },
    start(url, total) {
      if (state.bodies++ === 0) sink.write(`Fetching ${url} (${total === undefined ? "size not given" : formatBytes(total)})…\n`);
      state.received = 0;
    },
    advance(received) {
      state.bytes += received - state.received;
      state.received = received;
    },
    done() {
      if (state.bodies === 0 && !pagingTold) return;
      const seconds = ((clock() - began) / 1000).toFixed(1);
      sink.write(`Done: ${formatBytes(state.bytes)} downloaded${state.bodies > 1 ? ` in ${state.bodies} responses` : ""} (${seconds} s).\n`);
    },
    fail() {},
  };
}

interface FrameState {
  readonly finished: boolean;
  readonly bytes: number;
  readonly url: string;
  readonly total: number | undefined;
  readonly received: number;
  readonly page: number;
  readonly pages: number;
}

/** One frame: `cards.example.org  page 2/3  [#######-------------]   38%  12.0 KiB of 16.0 KiB`. */
function frame({ finished, bytes, url, total, received, page, pages }: FrameState): string {
  // No host before the first body (paging through unchanged pages).
  const parts = url === "" ? [] : [hostOf(url)];
  if (pages > 0) parts.push(`page ${page}/${pages}`);
  if (finished) return [...parts, bar(1), formatBytes(bytes)].join("  ");
  // Paged: the bar covers all the pages, the current body filling its page's share.
  const bodyShare = total !== undefined && total > 0 ? Math.min(received / total, 1) : total === 0 ? 1 : undefined;
  const fraction = pages > 0 ? (page - 1 + (bodyShare ?? 0)) / pages : bodyShare;
  if (fraction !== undefined) parts.push(bar(fraction));
  parts.push(total !== undefined ? `${formatBytes(received)} of ${formatBytes(total)}` : formatBytes(received));
  return parts.join("  ");
}

/** `[#####---------------]   25%`, the percent padded so the line keeps its width. */
function bar(fraction: number): string {
  const filled = Math.round(fraction * BAR_WIDTH);
  return `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}]  ${String(Math.floor(fraction * 100)).padStart(3)}%`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Cut to the terminal's width less one column, so the cursor never wraps onto a new line. */
function fit(line: string, columns: number | undefined): string {
  return columns !== undefined && columns > 1 && line.length >= columns ? line.slice(0, columns - 1) : line;
}

export function formatBytes(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
