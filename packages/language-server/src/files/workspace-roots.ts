import { fileURLToPath } from "node:url";
import { fieldsOf } from "../guard/params.js";

/**
 * The folders the client opened, as file paths: its `workspaceFolders`, else its `rootUri`
 * (LSP's older single root). They bound what the server reads from disk (workspace-files.ts).
 * Anything malformed, and any folder that is not a `file:` URI, is left out: no roots, no reads.
 */
export function workspaceRootsOf(initializeParams: unknown): string[] {
  const params = fieldsOf(initializeParams);
  const folders = params?.["workspaceFolders"];
  const uris = Array.isArray(folders) ? folders.map((folder) => fieldsOf(folder)?.["uri"]) : [params?.["rootUri"]];
  return uris.flatMap((uri) => {
    const folder = filePathOf(uri);
    return folder === undefined ? [] : [folder];
  });
}

/** A `file:` URI's path; undefined for anything else, a file URI of another host included. */
export function filePathOf(uri: unknown): string | undefined {
  if (typeof uri !== "string" || !/^file:/i.test(uri)) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
