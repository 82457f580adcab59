// The LSP base protocol's framing, written out by hand (no JSON-RPC library) because the
// transport campaign must be able to break it on purpose: a header, an empty line, a body.
import { Buffer } from "node:buffer";

const SEPARATOR = Buffer.from("\r\n\r\n");

/** A message framed as a correct client frames it. `body` may be an object (sent as JSON) or raw text/bytes. */
export function frame(body) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === "string" ? body : JSON.stringify(body), "utf8");
  return Buffer.concat([Buffer.from(`Content-Length: ${bytes.length}\r\n\r\n`, "ascii"), bytes]);
}

/** A header block longer than this from the server is not a header (the server's are ~25 bytes). */
const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Splits what the server writes into its messages. The server is trusted to frame correctly (a
 * message it frames wrongly shows up in `onBroken`, which fails the run). Chunks are kept apart
 * and joined once a whole body is in: joining on every chunk would be quadratic in a large
 * message (the server once sent a 154 MB one).
 */
export class FrameDecoder {
  #chunks = [];
  #size = 0;
  /** The announced length of the body being collected; undefined while reading a header. */
  #bodyLength;
  #onMessage;
  #onBroken;

  constructor(onMessage, onBroken) {
    this.#onMessage = onMessage;
    this.#onBroken = onBroken;
  }

  push(chunk) {
    this.#chunks.push(chunk);
    this.#size += chunk.length;
    while (this.#readOne());
  }

  /** Everything received and not yet read, as one buffer. */
  #joined() {
    const all = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks, this.#size);
    this.#chunks = [all];
    return all;
  }

  #keep(rest) {
    this.#chunks = rest.length > 0 ? [rest] : [];
    this.#size = rest.length;
  }

  /** Reads one message if a whole one is in; returns whether it did. */
  #readOne() {
    if (this.#bodyLength === undefined) {
      const all = this.#joined();
      const end = all.indexOf(SEPARATOR);
      if (end < 0) {
        if (all.length > MAX_HEADER_BYTES) this.#giveUp(`${all.length} bytes without a header's end`);
        return false;
      }
      const header = all.subarray(0, end).toString("ascii");
      const length = /^content-length:\s*(\d+)\s*$/im.exec(header)?.[1];
      if (length === undefined) return this.#giveUp(`a header without Content-Length: ${JSON.stringify(header.slice(0, 200))}`);
      this.#bodyLength = Number(length);
      this.#keep(all.subarray(end + SEPARATOR.length));
    }
    if (this.#size < this.#bodyLength) return false;
    const all = this.#joined();
    const body = all.subarray(0, this.#bodyLength).toString("utf8");
    this.#keep(all.subarray(this.#bodyLength));
    this.#bodyLength = undefined;
    let message;
    try {
      message = JSON.parse(body);
    } catch {
      return this.#giveUp(`a body that is not JSON: ${JSON.stringify(body.slice(0, 200))}`);
    }
    this.#onMessage(message);
    return true;
  }

  /** After a framing error nothing more can be read; what follows is dropped. */
  #giveUp(problem) {
    this.#onBroken(problem);
    this.#chunks = [];
    this.#size = 0;
    this.#bodyLength = Number.POSITIVE_INFINITY;
    return false;
  }
}
