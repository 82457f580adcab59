import { FetchError } from "./fetch-error.js";

const PREVIEW_CHARS = 80;

/**
 * A response body as JSON, or a FetchError that shows how the body starts: a server that answers
 * with an HTML page (a login wall, a proxy's error, the wrong URL) is then obvious at a glance.
 */
export function parseJsonBody(body: Buffer, url: string, contentType?: string | null): unknown {
  const text = body.toString("utf8").replace(/^\uFEFF/, "");
  if (text.trim() === "") throw new FetchError(`${url} sent an empty body, not JSON.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const type = contentType ? ` (Content-Type: ${contentType})` : "";
    throw new FetchError(`${url} did not send JSON${type}; the body starts with ${preview(text)}`);
  }
}

function preview(text: string): string {
  const start = text.slice(0, PREVIEW_CHARS).replace(/\s+/g, " ").trim();
  // JSON.stringify quotes it and escapes control characters, so the message stays one clean line.
  return JSON.stringify(start) + (text.length > PREVIEW_CHARS ? "…" : "");
}
