import { FetchError } from "./fetch-error.js";
import { formatBytes } from "./progress.js";

export interface GetOptions {
  readonly headers: Readonly<Record<string, string>>;
  /** The most bytes of body to read; past it the download stops with a FetchError. */
  readonly maxBytes: number;
  /** How long the server may stay silent (before the headers or between chunks) before we give up. */
  readonly timeoutMs: number;
  readonly fetchImpl: typeof fetch;
  /** A body is about to be read; `total` is its length when known (not for compressed bodies). */
  readonly onBodyStart?: (url: string, total: number | undefined) => void;
  readonly onChunk?: (received: number) => void;
}

export type GetResult =
  | { readonly kind: "body"; readonly body: Buffer; readonly headers: Headers }
  | { readonly kind: "not-modified"; readonly headers: Headers }
  | { readonly kind: "status"; readonly status: number; readonly statusText: string };

/**
 * No answer from the server: refused, reset, DNS or TLS failure, or silence past the timeout. Unlike
 * a FetchError, a cached copy may stand in for the answer.
 */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
}

const HTTP_PROTOCOLS = new Set(["http:", "https:"]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

/** `text` as a URL we may fetch: http or https, without a user name or password. */
export function httpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchError(`"${text}" is not a URL.`);
  }
  if (!HTTP_PROTOCOLS.has(url.protocol)) throw new FetchError(`Only http: and https: URLs can be fetched, not ${url.protocol} (${text}).`);
  if (url.username !== "" || url.password !== "") throw new FetchError(`The URL ${url.host} has a user name or password in it; fetch refuses those (and they would be stored in the cache).`);
  return url;
}

/**
 * One GET, its body streamed into memory up to `maxBytes`, redirects followed by hand so that a
 * redirect to anything but http or https is refused with a clear message. An idle timer, restarted
 * by every chunk, aborts the request when the server goes quiet.
 */
export async function httpGet(url: string, options: GetOptions): Promise<GetResult> {
  const controller = new AbortController();
  const idle = new IdleTimeout(options.timeoutMs);
  const timer = setTimeout(() => controller.abort(idle), options.timeoutMs);
  try {
    const { response, finalUrl } = await followRedirects(url, options, controller.signal);
    if (response.status === 304) return { kind: "not-modified", headers: response.headers };
    if (response.status < 200 || response.status > 299) {
      await discard(response);
      return { kind: "status", status: response.status, statusText: response.statusText };
    }
    const body = await readBody(response, finalUrl, options, () => timer.refresh());
    return { kind: "body", body, headers: response.headers };
  } catch (e) {
    controller.abort();
    if (e instanceof FetchError) throw e;
    if (controller.signal.reason === idle || e === idle) throw new NetworkError(idle.message);
    throw new NetworkError(networkCause(e));
  } finally {
    clearTimeout(timer);
  }
}

class IdleTimeout extends Error {
  constructor(ms: number) {
    super(`no answer for ${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}`);
  }
}

async function followRedirects(url: string, options: GetOptions, signal: AbortSignal): Promise<{ response: Response; finalUrl: string }> {
  let current = url;
  for (let hops = 0; ; hops++) {
    const response = await options.fetchImpl(current, { headers: options.headers, redirect: "manual", signal });
    const location = REDIRECTS.has(response.status) ? response.headers.get("location") : null;
    if (location === null) return { response, finalUrl: current };
    await discard(response);
    if (hops === MAX_REDIRECTS) throw new FetchError(`${url} redirected more than ${MAX_REDIRECTS} times.`);
    const next = new URL(location, current);
    if (!HTTP_PROTOCOLS.has(next.protocol)) throw new FetchError(`${current} redirected to ${next.href}; only http: and https: redirects are followed.`);
    current = next.href;
  }
}

async function readBody(response: Response, url: string, options: GetOptions, touch: () => void): Promise<Buffer> {
  // A compressed body's Content-Length counts compressed bytes; we count what fetch hands us.
  const encoded = (response.headers.get("content-encoding") ?? "identity").toLowerCase() !== "identity";
  const length = encoded ? undefined : contentLength(response.headers);
  if (length !== undefined && length > options.maxBytes) {
    await discard(response);
    throw tooLarge(url, options.maxBytes, `it says ${formatBytes(length)}`);
  }
  options.onBodyStart?.(url, length);
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (response.body !== null) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      touch();
      received += value.byteLength;
      if (received > options.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(url, options.maxBytes, "stopped reading there");
      }
      chunks.push(value);
      options.onChunk?.(received);
    }
  }
  return Buffer.concat(chunks, received);
}

function tooLarge(url: string, maxBytes: number, detail: string): FetchError {
  return new FetchError(`${url} sent more than the ${formatBytes(maxBytes)} a response may have (${detail}).`);
}

function contentLength(headers: Headers): number | undefined {
  const text = headers.get("content-length");
  return text !== null && /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** Frees the connection of a response whose body we don't want. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** Node's fetch says only "fetch failed"; the reason ("connect ECONNREFUSED 127.0.0.1:80") is its cause. */
function networkCause(e: unknown): string {
  const cause = (e as { cause?: unknown } | null)?.cause;
  if (cause instanceof Error) return cause.message || (cause as NodeJS.ErrnoException).code || cause.name;
  return e instanceof Error ? e.message : String(e);
}
