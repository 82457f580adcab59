import path from "node:path";
import type { FuzzInput } from "./input.js";

/** The folder a fuzzed scenario lives in. Nothing under it exists on disk. */
export const WORKSPACE = "/fuzz-workspace";

/**
 * A folder of the workspace that is a symbolic link to a folder outside it: a `deck:` through it
 * must be refused (scenario/deck-outside-workspace) even though its path, as written, stays inside.
 */
const LINK_TO_OUTSIDE = `${WORKSPACE}/linked`;
const OUTSIDE = "/outside-the-workspace";

export interface VirtualFileOptions {
  readonly workspaceRoot: string;
  readonly readFile: (absolutePath: string) => string | undefined;
  readonly realPath: (absolutePath: string) => string | undefined;
}

/** The absolute path an input's file has inside the workspace. */
export function workspacePath(fileName: string): string {
  return path.posix.join(WORKSPACE, fileName);
}

/**
 * The `readFile` and `realPath` options that make the input's `files` the whole file system:
 * a file is there when the input lists it, a folder when it lists a file below it, and
 * `linked/` leads outside the workspace.
 */
export function virtualFiles(input: FuzzInput): VirtualFileOptions {
  const files = new Map(Object.entries(input.files ?? {}).map(([relative, text]) => [path.posix.join(WORKSPACE, relative), text]));
  const isFolder = (absolute: string) => absolute === WORKSPACE || [...files.keys()].some((file) => file.startsWith(`${absolute}/`));
  const realPath = (absolute: string): string | undefined => {
    const resolved = path.posix.resolve(absolute);
    if (resolved === LINK_TO_OUTSIDE || resolved.startsWith(`${LINK_TO_OUTSIDE}/`)) return OUTSIDE + resolved.slice(LINK_TO_OUTSIDE.length);
    return files.has(resolved) || isFolder(resolved) ? resolved : undefined;
  };
  return { workspaceRoot: WORKSPACE, readFile: (absolute) => files.get(path.posix.resolve(absolute)), realPath };
}
