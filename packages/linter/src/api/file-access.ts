import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { isInsideFolder } from "../model/deck-reference.js";

/**
 * The one file-access policy of recycle-rules: every feature that reads a file a user, a
 * scenario or an editor names (a scenario's `deck:` lists, the CLI's files, the language
 * server's runScenario and extra card data) reads it through `readPolicyFile`. A name can lead
 * anywhere — through a symbolic link, to a FIFO that never answers, to /dev/zero that never
 * ends — so a file is read only when its real path, its kind and its size pass, and a refusal
 * says which rule refused it without ever quoting the file.
 */

const MiB = 1024 * 1024;

/**
 * The most each kind of file may weigh. Far above any real file of its kind (the bundled
 * examples are a few KB, the bundled card data 16 KB): a bigger file is not what it claims to be,
 * and reading it would stall an editor or a CI run.
 */
export const FILE_LIMITS = {
  /** A scenario (`*.scenario.yaml`). */
  scenarioBytes: 5 * MiB,
  /** A deck list (`*.deck`, `*.dek`): 4 MB, the limit `deck:` lists have always had. */
  deckBytes: 4 * MiB,
  /** Card data (JSON, the format of @recycle-rules/cards' data files). */
  cardDataBytes: 20 * MiB,
} as const;

/** What a read must satisfy. */
export interface FileAccessRules {
  /**
   * Folders the file's real path (every symbolic link resolved) must be inside. Absent: anywhere
   * (a path the user named themselves); empty: nowhere.
   */
  readonly roots?: readonly string[];
  /** What the roots are to the user, for the refusal ("the workspace folders"). */
  readonly rootsName?: string;
  /** The largest size read, in bytes. */
  readonly maxBytes: number;
  /** Endings the real path must have, one of them (`.json`, `.scenario.yaml`), compared without case. */
  readonly extensions?: readonly string[];
}

/** The rule that refused a file. */
export type FileRefusalRule = "unreachable" | "outside-roots" | "wrong-extension" | "not-regular-file" | "too-large" | "unreadable";

export type PolicyRead =
  | { readonly ok: true; readonly text: string; readonly realPath: string }
  /** `reason` names no path (the caller names the file as its user knows it) and quotes nothing of the file. */
  | { readonly ok: false; readonly rule: FileRefusalRule; readonly reason: string };

/**
 * Reads a file as UTF-8 when the policy allows it. Checks, in order: the real path exists, lies
 * inside one of `roots` and has one of `extensions`; it is a regular file (a FIFO, a device, a
 * socket or a folder is never opened); its size is at most `maxBytes`. The read itself is bounded
 * too, in case the file changes between the checks and the read. Never throws.
 */
export function readPolicyFile(filePath: string, rules: FileAccessRules): PolicyRead {
  let realPath: string;
  try {
    realPath = realpathSync.native(path.resolve(filePath));
  } catch (e) {
    return refuse("unreachable", systemReason(e));
  }
  if (rules.roots !== undefined && !rules.roots.some((root) => isInsideFolder(realRoot(root), realPath))) {
    return refuse("outside-roots", `its real path (symbolic links resolved) is outside ${rules.rootsName ?? "the folders files may be read from"}`);
  }
  if (rules.extensions !== undefined && !rules.extensions.some((ext) => realPath.toLowerCase().endsWith(ext.toLowerCase()))) {
    return refuse("wrong-extension", `it is not a ${rules.extensions.map((e) => `*${e}`).join(" or ")} file`);
  }
  let stat: Stats;
  try {
    stat = statSync(realPath);
  } catch (e) {
    return refuse("unreachable", systemReason(e));
  }
  if (!stat.isFile()) return notRegular(stat);
  if (stat.size > rules.maxBytes) return tooLarge(`it is ${sizeBeside(stat.size, rules.maxBytes)}`, rules.maxBytes);
  return readBounded(realPath, rules.maxBytes);
}

/**
 * Opens and reads at most `maxBytes` + 1 bytes. O_NONBLOCK: if the file was swapped for a FIFO
 * since it was checked, opening it doesn't wait for a writer; the open file is checked again.
 */
function readBounded(realPath: string, maxBytes: number): PolicyRead {
  let fd: number;
  try {
    fd = openSync(realPath, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0));
  } catch (e) {
    return refuse("unreadable", systemReason(e));
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile()) return notRegular(opened);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      // The file grew past the limit after it was measured.
      if (total > maxBytes) return tooLarge("it grew while it was read", maxBytes);
    }
    return { ok: true, text: Buffer.concat(chunks, total).toString("utf8"), realPath };
  } catch (e) {
    return refuse("unreadable", systemReason(e));
  } finally {
    closeSync(fd);
  }
}

function refuse(rule: FileRefusalRule, reason: string): PolicyRead {
  return { ok: false, rule, reason };
}

function tooLarge(what: string, maxBytes: number): PolicyRead {
  return refuse("too-large", `${what}, over the ${formatBytes(maxBytes)} limit for this kind of file`);
}

/**
 * What the file is instead. Where the system itself refuses to read that kind of file (a folder:
 * EISDIR, a socket: ENXIO) the reason starts with its code, as Node's errors do, so a message
 * reads the same whether the system or the policy said no. A FIFO or a device has no such code:
 * reading one may wait or go on forever, which is why it is never opened.
 */
function notRegular(stat: Stats): PolicyRead {
  const [what, code] = stat.isDirectory()
    ? ["a folder", "EISDIR"]
    : stat.isSocket()
      ? ["a socket", "ENXIO"]
      : stat.isFIFO()
        ? ["a FIFO (named pipe)"]
        : stat.isCharacterDevice()
          ? ["a character device"]
          : stat.isBlockDevice()
            ? ["a block device"]
            : ["a special file"];
  return refuse("not-regular-file", `${code ? `${code}: ` : ""}it is ${what}, not a regular file; only regular files are read`);
}

/** A system error without the path Node appends ("ENOENT: no such file or directory, open '/…'"). */
function systemReason(e: unknown): string {
  const error = e as NodeJS.ErrnoException | undefined;
  const message = typeof error?.message === "string" ? error.message : String(e);
  return message.replace(/, [a-z_]+ '[\s\S]*'$/, "");
}

/** A root with its own links resolved, so a root reached through a link (macOS's /var) still contains its files. */
function realRoot(root: string): string {
  const absolute = path.resolve(root);
  try {
    return realpathSync.native(absolute);
  } catch {
    return absolute;
  }
}

/** A size shown beside a limit: rounded like it, or in bytes where rounding would make them look alike. */
function sizeBeside(size: number, limit: number): string {
  const shown = formatBytes(size);
  return shown === formatBytes(limit) ? `${size} bytes` : shown;
}

/** Sizes as people read them: "812 bytes", "5 MB" (binary megabytes, as FILE_LIMITS counts them). */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MiB) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / MiB) * 10) / 10} MB`;
}
