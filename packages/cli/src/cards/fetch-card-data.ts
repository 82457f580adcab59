import { fetchWithCache, type CachedFetchSettings, type Source } from "./cached-fetch.js";
import { FetchError } from "./fetch-error.js";
import { httpUrl } from "./http-get.js";
import { createProgress, type ProgressSink } from "./progress.js";

export { cacheDirectory } from "./cache-directory.js";
export { FetchError } from "./fetch-error.js";
export type { ProgressSink } from "./progress.js";

export interface FetchOptions {
  /** http: or https: only. */
  readonly url: string;
  /** From cacheDirectory(), or --cache-dir. */
  readonly cacheDir: string;
  /** Where progress is drawn (stderr); absent, nothing is. */
  readonly progress?: ProgressSink;
  /** Use the cache only; no cached copy is a FetchError. */
  readonly offline?: boolean;
  /** The most bytes one response may have; default 256 MiB. */
  readonly maxBytes?: number;
  /** How long the server may send nothing before the request is given up; default 60 s. */
  readonly timeoutMs?: number;
  readonly fetchImpl?: typeof fetch;
}

export interface FetchedCardData {
  /** The parsed JSON. */
  readonly data: unknown;
  /** Where the data came from. */
  readonly from: Source;
  /** The bytes of JSON read. */
  readonly bytes: number;
  readonly pages: number;
  readonly warnings: readonly string[];
}

export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The card data at `options.url`, through the per-user cache (cached-fetch.ts). Fails with a
 * FetchError whose message is ready to print; warnings (a stale copy used, a cache that could not
 * be written) are returned.
 */
export async function fetchCardData(options: FetchOptions): Promise<FetchedCardData> {
  const url = httpUrl(options.url).href;
  const progress = createProgress(options.progress);
  const settings: CachedFetchSettings = {
    cacheDir: options.cacheDir,
    offline: options.offline ?? false,
    maxBytes: positive(options.maxBytes, DEFAULT_MAX_BYTES, "maxBytes"),
    timeoutMs: positive(options.timeoutMs, DEFAULT_TIMEOUT_MS, "timeoutMs"),
    fetchImpl: options.fetchImpl ?? fetch,
    progress,
    now: () => new Date(),
  };
  try {
    const result = await fetchPages(url, settings);
    progress.done();
    return result;
  } catch (e) {
    progress.fail();
    throw e;
  }
}

async function fetchPages(url: string, settings: CachedFetchSettings): Promise<FetchedCardData> {
  return { ...(await fetchWithCache(url, settings)), pages: 1 };
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!(value > 0)) throw new FetchError(`${name} must be a positive number, not ${value}.`);
  return value;
}
