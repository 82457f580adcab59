import { readCacheEntry, writeCacheEntry, writeCacheMeta, type CacheEntry, type CacheMeta } from "./cache-entry.js";
import { FetchError } from "./fetch-error.js";
import { freshFor, isFresh } from "./freshness.js";
import { httpGet, NetworkError } from "./http-get.js";
import { parseJsonBody } from "./json-body.js";
import type { Progress } from "./progress.js";

export type Source = "network" | "cache" | "cache-revalidated" | "cache-offline" | "cache-after-error";

export interface CachedFetchSettings {
  readonly cacheDir: string;
  readonly offline: boolean;
  readonly maxBytes: number;
  readonly timeoutMs: number;
  readonly fetchImpl: typeof fetch;
  readonly progress: Progress;
  readonly now: () => Date;
}

export interface CachedFetchResult {
  readonly data: unknown;
  readonly from: Source;
  readonly bytes: number;
  readonly warnings: readonly string[];
}

/**
 * The JSON at one URL, through the cache. Offline: the cached copy or an error. Online: a copy
 * still fresh by the server's max-age as is; otherwise a conditional GET (If-None-Match,
 * If-Modified-Since), where a 304 keeps the copy, a 200 replaces it, and a network error, a 5xx,
 * 408 or 429 falls back on the copy with a warning. Any other status is an error: a 404 means the
 * URL is wrong, and old data would hide that.
 */
export async function fetchWithCache(url: string, settings: CachedFetchSettings): Promise<CachedFetchResult> {
  const warnings: string[] = [];
  const lookup = await readCacheEntry(settings.cacheDir, url);
  if (lookup.kind === "damaged") warnings.push(`The cached copy of ${url} was damaged (${lookup.reason}) and was not used.`);
  const cached = lookup.kind === "hit" ? lookup.entry : undefined;
  const fromCache = (from: Source, entry: CacheEntry): CachedFetchResult => ({ data: parseJsonBody(entry.body, url), from, bytes: entry.body.length, warnings });

  if (settings.offline) {
    if (!cached) throw new FetchError(`Offline, and there is no cached copy of ${url}.`);
    return fromCache("cache-offline", cached);
  }
  if (cached && isFresh(cached.meta, settings.now())) return fromCache("cache", cached);

  let result;
  try {
    result = await httpGet(url, {
      headers: conditionalHeaders(cached?.meta),
      maxBytes: settings.maxBytes,
      timeoutMs: settings.timeoutMs,
      fetchImpl: settings.fetchImpl,
      onBodyStart: (bodyUrl, total) => settings.progress.start(bodyUrl, total),
      onChunk: (received) => settings.progress.advance(received),
    });
  } catch (e) {
    if (!(e instanceof NetworkError)) throw e;
    if (!cached) throw new FetchError(`Could not fetch ${url}: ${e.message}.`);
    warnings.push(`Network error (${e.message}) fetching ${url}; used the cached copy from ${day(cached.meta.fetched)}.`);
    return fromCache("cache-after-error", cached);
  }

  if (result.kind === "not-modified") {
    if (!cached) throw new FetchError(`${url} answered 304 Not Modified, but there is no cached copy to reuse.`);
    const meta: CacheMeta = { ...cached.meta, ...validators(result.headers, cached.meta), checked: settings.now().toISOString() };
    await save(() => writeCacheMeta(settings.cacheDir, meta), url, warnings);
    return fromCache("cache-revalidated", cached);
  }
  if (result.kind === "status") {
    const status = `HTTP ${result.status}${result.statusText ? ` ${result.statusText}` : ""}`;
    if (cached && isTransient(result.status)) {
      warnings.push(`${status} from ${url}; used the cached copy from ${day(cached.meta.fetched)}.`);
      return fromCache("cache-after-error", cached);
    }
    throw new FetchError(`${status} from ${url}${result.status === 404 ? ": is the URL right?" : "."}`);
  }

  // Parsed before it is stored: the cache only ever holds JSON.
  const data = parseJsonBody(result.body, url, result.headers.get("content-type"));
  const now = settings.now().toISOString();
  await save(() => writeCacheEntry(settings.cacheDir, { url, ...validators(result.headers), fetched: now, checked: now }, result.body), url, warnings);
  return { data, from: "network", bytes: result.body.length, warnings };
}

/** A 5xx, 408 Request Timeout or 429 Too Many Requests: the server's trouble, not a wrong URL. */
function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

function conditionalHeaders(meta: CacheMeta | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (meta?.etag !== undefined) headers["if-none-match"] = meta.etag;
  if (meta?.lastModified !== undefined) headers["if-modified-since"] = meta.lastModified;
  return headers;
}

/** ETag, Last-Modified and freshness from a response; a 304 that omits one keeps the stored value. */
function validators(headers: Headers, previous?: CacheMeta): Pick<CacheMeta, "etag" | "lastModified" | "maxAgeSeconds"> {
  const etag = headers.get("etag") ?? previous?.etag;
  const lastModified = headers.get("last-modified") ?? previous?.lastModified;
  const maxAgeSeconds = headers.has("cache-control") ? freshFor(headers) : previous?.maxAgeSeconds;
  return { ...(etag != null ? { etag } : {}), ...(lastModified != null ? { lastModified } : {}), ...(maxAgeSeconds !== undefined ? { maxAgeSeconds } : {}) };
}

/** A cache that can't be written (read-only, disk full) costs the next run a download, not this one its data. */
async function save(write: () => Promise<unknown>, url: string, warnings: string[]): Promise<void> {
  try {
    await write();
  } catch (e) {
    warnings.push(`Could not cache ${url}: ${(e as Error).message}`);
  }
}

/** `2026-11-30` from an ISO timestamp. */
function day(iso: string): string {
  return iso.slice(0, 10);
}
