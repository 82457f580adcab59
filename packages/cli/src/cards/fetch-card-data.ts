import { fetchWithCache, type CachedFetchResult, type CachedFetchSettings, type Source } from "./cached-fetch.js";
import { FetchError } from "./fetch-error.js";
import { httpUrl } from "./http-get.js";
import { asPagedBody, MAX_PAGES, pageUrl } from "./paging.js";
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
  /** The parsed JSON; for a paged API (`{ items, page, pages }`) every page's items in one array. */
  readonly data: unknown;
  /** Where the data came from; for several pages, the one that says most (see `combinedSource`). */
  readonly from: Source;
  /** The bytes of JSON read, summed over the pages. */
  readonly bytes: number;
  readonly pages: number;
  readonly warnings: readonly string[];
}

export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The card data at `options.url`, through the per-user cache (cached-fetch.ts), every page of it
 * when the body is one page of a Riftcodex-style paged API. Fails with a FetchError whose message
 * is ready to print; warnings (a stale copy used, a cache that could not be written) are returned.
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
  const first = await fetchWithCache(url, settings);
  const paged = asPagedBody(first.data);
  if (paged === undefined) return { ...first, pages: 1 };
  if (paged.pages > MAX_PAGES) throw new FetchError(`${url} says it has ${paged.pages} pages; more than ${MAX_PAGES} are not fetched.`);

  // Every page, whichever the address named: an address of page 2 must not leave out page 1's cards.
  const responses: CachedFetchResult[] = [];
  const items: unknown[] = [];
  for (let page = 1; page <= paged.pages; page++) {
    if (page === paged.page) {
      for (const item of paged.items) items.push(item);
      responses.push(first);
      continue;
    }
    settings.progress.page(page, paged.pages);
    const next = await fetchWithCache(pageUrl(url, page), settings);
    const body = asPagedBody(next.data);
    // A server that ignores `page` would hand back page 1 again and again: refuse rather than repeat cards.
    if (body?.page !== page) throw new FetchError(`Asked ${url} for page ${page} of ${paged.pages}, but got ${body ? `page ${body.page}` : "something that is not a page"}.`);
    for (const item of body.items) items.push(item);
    responses.push(next);
  }

  const warnings = responses.flatMap((r) => r.warnings);
  if (paged.total !== undefined && paged.total !== items.length) {
    warnings.push(`${url} said it has ${paged.total} items, but its ${responses.length} pages held ${items.length}.`);
  }
  return {
    data: items,
    from: combinedSource(responses.map((r) => r.from)),
    bytes: responses.reduce((sum, r) => sum + r.bytes, 0),
    pages: responses.length,
    warnings,
  };
}

/** Most telling first: a stale fallback, then offline, then any new data, then a confirmed copy. */
const SOURCE_ORDER: readonly Source[] = ["cache-after-error", "cache-offline", "network", "cache-revalidated", "cache"];

/** Several pages' sources as one: the first in SOURCE_ORDER that any page has. */
export function combinedSource(sources: readonly Source[]): Source {
  return SOURCE_ORDER.find((s) => sources.includes(s)) ?? "network";
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!(value > 0)) throw new FetchError(`${name} must be a positive number, not ${value}.`);
  return value;
}
