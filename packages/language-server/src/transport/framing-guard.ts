import { Transform, type Readable, type TransformCallback } from "node:stream";
import { contentLengthOf } from "./message-header.js";

/**
 * The largest message read. A 10 MB document is fine; past this a message is not an edit of a
 * scenario or a deck list (the linter's own file limits stop at 20 MB), and reading it would hold
 * it all in memory (vscode-jsonrpc buffers a whole body before parsing it) — or, for a length
 * the client never sends, wait forever while swallowing every message after it.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** The longest header block: LSP defines two short fields; 4 KB without the empty line is not a header. */
export const MAX_HEADER_BYTES = 4 * 1024;

const END_OF_HEADER = Buffer.from("\r\n\r\n", "ascii");

/**
 * Sits between stdin and vscode-jsonrpc's reader and passes the bytes through unchanged while
 * they are framed right. The reader recovers from a bad body (invalid JSON is logged and the
 * next message read), but not from a bad header: after a missing, negative or non-numeric
 * Content-Length it reads every later message as part of a header or a body and the server
 * never answers again — alive, idle and deaf, which a client can't tell from a hang. LSP's
 * framing has no way back to a message boundary, so the guard gives up instead: it logs why and
 * ends the input, and the server exits (code 1 without a `shutdown`) as when the client closes
 * the stream; a client then sees the server stop and can restart it.
 */
export class FramingGuard extends Transform {
  /** The start of a header block that arrived in pieces. */
  private header = Buffer.alloc(0);
  /** Body bytes still to pass through before the next header. */
  private bodyLeft = 0;
  private stopped = false;

  constructor(private readonly log: (line: string) => void) {
    super();
  }

  /** Ends the input with a reason (a broken header, or the stream failing underneath). */
  giveUp(problem: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.log(`recycle-rules-language-server: ${problem}; no later message can be read reliably, so the server stops.`);
    this.push(null);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let at = 0;
    while (!this.stopped && at < chunk.length) {
      if (this.bodyLeft > 0) {
        const take = Math.min(this.bodyLeft, chunk.length - at);
        this.push(chunk.subarray(at, at + take));
        this.bodyLeft -= take;
        at += take;
      } else {
        at = this.readHeader(chunk, at);
      }
    }
    done();
  }

  /** Reads header bytes from `chunk` at `at`; returns where the next unread byte is. */
  private readHeader(chunk: Buffer, at: number): number {
    const room = MAX_HEADER_BYTES - this.header.length;
    const window = this.header.length === 0 ? chunk.subarray(at, at + room) : Buffer.concat([this.header, chunk.subarray(at, at + room)]);
    const end = window.indexOf(END_OF_HEADER);
    if (end < 0) {
      if (window.length >= MAX_HEADER_BYTES) this.giveUp(`a message header ran past ${MAX_HEADER_BYTES} bytes without its closing empty line`);
      else this.header = Buffer.from(window);
      return chunk.length;
    }
    const blockLength = end + END_OF_HEADER.length;
    const usedFromChunk = blockLength - this.header.length;
    const block = window.subarray(0, blockLength);
    this.header = Buffer.alloc(0);
    const length = contentLengthOf(block.toString("ascii"), MAX_MESSAGE_BYTES);
    if (!length.ok) {
      this.giveUp(length.problem);
      return chunk.length;
    }
    this.push(Buffer.from(block));
    this.bodyLeft = length.length;
    return at + usedFromChunk;
  }
}

/** `input` through a FramingGuard; a failing or vanished input ends the guarded one too. */
export function guardedInput(input: Readable, log: (line: string) => void): Readable {
  const guard = new FramingGuard(log);
  // pipe() passes on neither: without these a stdin error would be an uncaught exception, and a
  // stdin destroyed without an end would leave the server waiting for input that can't come.
  input.on("error", (e: Error) => guard.giveUp(`reading the input failed (${e.message})`));
  input.on("close", () => {
    if (!guard.writableEnded) guard.end();
  });
  return input.pipe(guard);
}
