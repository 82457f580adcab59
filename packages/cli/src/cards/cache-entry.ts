import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** What is kept beside a cached body: enough to revalidate it and to check it is whole. */
export interface CacheMeta {
  readonly url: string;
  readonly etag?: string;
  readonly lastModified?: string;
  /** When the body was downloaded (ISO 8601). */
  readonly fetched: string;
  /** When the server last confirmed the body: `fetched`, or the last 304. */
  readonly checked: string;
  /** How long after `checked` the body may be used without asking (Cache-Control max-age, less Age). */
  readonly maxAgeSeconds?: number;
  readonly bytes: number;
  readonly sha256: string;
}

export interface CacheEntry {
  readonly meta: CacheMeta;
  readonly body: Buffer;
}

export type CacheLookup = { readonly kind: "hit"; readonly entry: CacheEntry } | { readonly kind: "miss" } | { readonly kind: "damaged"; readonly reason: string };

/** The entry's two files, named by the SHA-256 of the URL: `<hash>.json` (meta) and `<hash>.body`. */
export function entryFiles(cacheDir: string, url: string): { meta: string; body: string } {
  const name = sha256(url);
  return { meta: path.join(cacheDir, `${name}.json`), body: path.join(cacheDir, `${name}.body`) };
}

/**
 * The cached copy of `url`. An entry whose body does not match its meta (a crash between the two
 * renames, a hand edit, a full disk) is reported as damaged and never used.
 */
export async function readCacheEntry(cacheDir: string, url: string): Promise<CacheLookup> {
  const files = entryFiles(cacheDir, url);
  let metaText: string;
  try {
    metaText = await readFile(files.meta, "utf8");
  } catch (e) {
    // ENOTDIR: a file stands where the cache folder should be; writing will say so.
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { kind: "miss" };
    return { kind: "damaged", reason: (e as Error).message };
  }
  let meta: CacheMeta;
  let body: Buffer;
  try {
    meta = JSON.parse(metaText) as CacheMeta;
    body = await readFile(files.body);
  } catch (e) {
    return { kind: "damaged", reason: (e as Error).message };
  }
  if (typeof meta !== "object" || meta === null || meta.url !== url) return { kind: "damaged", reason: "its meta does not name this URL" };
  if (body.length !== meta.bytes || sha256(body) !== meta.sha256) return { kind: "damaged", reason: "the body does not match its checksum" };
  return { kind: "hit", entry: { meta, body } };
}

/**
 * Stores `body` as the cached copy of `meta.url`. Each file is written to a temporary name and
 * renamed into place, body first and meta last: a download cut short leaves either the old entry,
 * or a body and meta that disagree (which readCacheEntry refuses), never a half-written file in use.
 */
export async function writeCacheEntry(cacheDir: string, meta: Omit<CacheMeta, "bytes" | "sha256">, body: Buffer): Promise<CacheMeta> {
  const full: CacheMeta = { ...meta, bytes: body.length, sha256: sha256(body) };
  const files = entryFiles(cacheDir, meta.url);
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(files.body, body);
  await writeCacheMeta(cacheDir, full);
  return full;
}

/** Replaces only the meta (after a 304: new validators and a new `checked`); the body is unchanged. */
export async function writeCacheMeta(cacheDir: string, meta: CacheMeta): Promise<void> {
  await writeAtomically(entryFiles(cacheDir, meta.url).meta, `${JSON.stringify(meta, null, 2)}\n`);
}

/** The suffix of the temporary files, which are never left behind on success or failure. */
export const TEMP_SUFFIX = ".tmp";

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temp = `${file}.${process.pid}-${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`;
  try {
    await writeFile(temp, data, { flag: "wx" });
    await rename(temp, file);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

export function sha256(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}
