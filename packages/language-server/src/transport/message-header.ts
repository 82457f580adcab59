/**
 * The header block of one LSP message, checked as the base protocol defines it: `name: value`
 * lines, each ended by CRLF, an empty line after them, and a `Content-Length` giving the body's
 * size in bytes. Stricter than vscode-jsonrpc's reader on purpose (framing-guard.ts): a header it
 * would half-read (`Content-Length: 1e2` taken as 1, a bare CR it scans past) is refused here.
 */

export type ContentLength = { readonly ok: true; readonly length: number } | { readonly ok: false; readonly problem: string };

const MiB = 1024 * 1024;

/**
 * The body length a header block announces, or what is wrong with it. `block` is the whole block
 * as ASCII, its closing empty line included; a length over `maxBytes` is refused too.
 */
export function contentLengthOf(block: string, maxBytes: number): ContentLength {
  // "a: 1\r\nb: 2\r\n\r\n" splits into the lines and two empty strings (the empty line's).
  const lines = block.split("\r\n").slice(0, -2);
  let length: string | undefined;
  for (const line of lines) {
    // A lone CR or LF: vscode-jsonrpc would look for the block's end elsewhere than here.
    if (/[\r\n]/.test(line)) return refuse("a header line holds a bare CR or LF");
    const colon = line.indexOf(":");
    if (colon < 0) return refuse(`a header line has no "name: value" colon (${quote(line)})`);
    // The name as vscode-jsonrpc compares it: lower-cased, not trimmed; the last one counts.
    if (line.slice(0, colon).toLowerCase() === "content-length") length = line.slice(colon + 1).trim();
  }
  if (length === undefined) return refuse("a message header has no Content-Length");
  if (!/^\d+$/.test(length)) return refuse(`Content-Length ${quote(length)} is not a whole number of bytes`);
  const bytes = Number(length);
  if (bytes > maxBytes) return refuse(`Content-Length ${length} is over the ${maxBytes / MiB} MB the server reads in one message`);
  return { ok: true, length: bytes };
}

function refuse(problem: string): ContentLength {
  return { ok: false, problem };
}

/** A client's text in a log line: short, and on one line. */
function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
