/**
 * The paged shape of the Riftcodex API: `{ items, total, page, size, pages }`. Only `items`,
 * `page` and `pages` are required to count as paged; `total` is checked when present.
 */
export interface PagedBody {
  readonly items: readonly unknown[];
  readonly page: number;
  readonly pages: number;
  readonly total?: number;
}

/** More pages than any card database has: a body claiming more is refused rather than followed. */
export const MAX_PAGES = 1000;

export function asPagedBody(data: unknown): PagedBody | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const { items, page, pages, total } = data as Record<string, unknown>;
  if (!Array.isArray(items) || !Number.isSafeInteger(page) || !Number.isSafeInteger(pages)) return undefined;
  // A page outside 1…pages is no place in a paged list: the body is taken as it is.
  if ((page as number) < 1 || (page as number) > Math.max(pages as number, 1)) return undefined;
  return { items, page: page as number, pages: pages as number, ...(typeof total === "number" ? { total } : {}) };
}

/** The same URL asking for another page: only `page` changes; `size` and every other parameter stay. */
export function pageUrl(url: string, page: number): string {
  const next = new URL(url);
  next.searchParams.set("page", String(page));
  return next.href;
}
