import type { CacheMeta } from "./cache-entry.js";

/**
 * How many seconds a response may be used without asking again: Cache-Control max-age less the
 * Age a proxy already held it. Undefined (ask every time) without max-age, or with no-cache or
 * no-store. (The copy is kept all the same: it is the fallback when the network fails.)
 */
export function freshFor(headers: Headers): number | undefined {
  const control = headers.get("cache-control") ?? "";
  if (/(?:^|,)\s*no-(?:cache|store)\b/i.test(control)) return undefined;
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(control)?.[1];
  if (maxAge === undefined) return undefined;
  const age = Number(/^\s*(\d+)\s*$/.exec(headers.get("age") ?? "")?.[1] ?? 0);
  return Math.max(0, Number(maxAge) - age);
}

/** Whether the cached copy is still fresh at `now`, by what the server said when it last confirmed it. */
export function isFresh(meta: CacheMeta, now: Date): boolean {
  if (meta.maxAgeSeconds === undefined) return false;
  const age = now.getTime() - Date.parse(meta.checked);
  return age >= 0 && age < meta.maxAgeSeconds * 1000;
}
