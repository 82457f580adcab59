import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

export interface SeenRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  /** Every request so far, in order. */
  readonly requests: SeenRequest[];
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

/** A real HTTP server on a free loopback port: the tests never touch the internet. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({ path: `${url.pathname}${url.search}`, headers: request.headers });
    void Promise.resolve(handler(request, response, url)).catch((e: unknown) => {
      response.destroy(e instanceof Error ? e : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `body` as JSON with the given extra headers (and a Content-Length). */
export function sendJson(response: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  response.end(text);
}

function tempCacheDir(): string {
  return mkdtempSync(path.join(tmpdir(), "recycle-rules-fetch-"));
}

function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The cache folder's file names, sorted (an absent folder has none). */
export function cacheFiles(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What each test gets: a fresh cache folder, and a server of its own that is closed after it. */
export interface Fixture {
  readonly cacheDir: string;
  serve(handler: Handler): Promise<TestServer>;
  /** Closes the server now (a test of what happens when it is gone). */
  stop(): Promise<void>;
}

/** Registers the hooks that give each test of the file its Fixture and clean up after it. */
export function useFixture(): Fixture {
  let cacheDir = "";
  let server: TestServer | undefined;
  const fixture: Fixture = {
    get cacheDir() {
      return cacheDir;
    },
    serve: async (handler) => (server = await startServer(handler)),
    stop: async () => {
      await server?.close();
      server = undefined;
    },
  };
  beforeEach(() => {
    cacheDir = tempCacheDir();
  });
  afterEach(async () => {
    await fixture.stop();
    removeDir(cacheDir);
  });
  return fixture;
}
