import { UsageError } from "../io.js";
import { displayPath } from "../format/stylish.js";

/** Which size limit a file is read under (the linter's FILE_LIMITS). */
export type NamedFileKind = "scenario" | "deck";

/**
 * Reads a file named on the command line as UTF-8, through the linter's file-access policy. The
 * user named it, so it may be anywhere; but it must be a regular file (a FIFO would wait forever,
 * /dev/zero never ends) within its kind's size limit. Anything else is the user's problem to fix,
 * so a usage error (exit 2) saying which rule refused it. The policy is loaded on first use, as
 * the linter is (main.ts): --help and usage errors never pay for it.
 */
export async function readNamedFile(file: string, cwd: string, kind: NamedFileKind): Promise<string> {
  const { FILE_LIMITS, readPolicyFile } = await import("@recycle-rules/linter");
  const read = readPolicyFile(file, { maxBytes: kind === "deck" ? FILE_LIMITS.deckBytes : FILE_LIMITS.scenarioBytes });
  if (!read.ok) throw new UsageError(`Can't read "${displayPath(file, cwd)}": ${read.reason}.`);
  return read.text;
}

/**
 * Reads standard input as UTF-8 for `lint --stdin`, under the same size limit as a file of its
 * kind: reading stops at the limit, so an endless stream (`yes | recycle-rules lint --stdin`)
 * ends in a usage error instead of filling memory.
 */
export async function readStdin(stdin: AsyncIterable<Uint8Array | string> | undefined, kind: NamedFileKind): Promise<string> {
  if (!stdin) throw new UsageError("--stdin: there is no standard input to read.");
  const { FILE_LIMITS } = await import("@recycle-rules/linter");
  const limit = kind === "deck" ? FILE_LIMITS.deckBytes : FILE_LIMITS.scenarioBytes;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk);
    size += bytes.length;
    if (size > limit) throw new UsageError(`Can't read standard input: it is larger than the ${kind} limit of ${limit} bytes.`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString("utf8");
}
