import path from "node:path";
import { FILE_LIMITS, readPolicyFile } from "@recycle-rules/linter";
import { filePathOf } from "./workspace-roots.js";

/**
 * What the server reads from disk, and why it may. A client names files (a URI to run, card-data
 * files in its settings) and the server must not become a way to read the rest of the machine:
 * both go through the linter's file-access policy, only inside the workspace folders, only
 * files of their kind, only up to their size limit. (A scenario's `deck:` lists are read by the
 * linter itself, through the same policy.) Refusals say why and never quote the file.
 */

export type WorkspaceRead = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

const ROOTS_NAME = "the workspace folders";

/** A scenario that is not open in the editor (recycleRules/runScenario): YAML inside a workspace folder. */
export function readScenarioFile(uri: string, roots: readonly string[]): WorkspaceRead {
  const file = filePathOf(uri);
  if (file === undefined) return { ok: false, reason: "it is not open, and it is not a file: URI the server could read" };
  if (roots.length === 0) return { ok: false, reason: "it is not open, and the server reads files only inside a workspace folder (none is open)" };
  return readPolicyFile(file, { roots, rootsName: ROOTS_NAME, maxBytes: FILE_LIMITS.scenarioBytes, extensions: [".yaml", ".yml"] });
}

/** A `cards.extraFiles` entry: JSON inside a workspace folder; a relative path is taken from the first one. */
export function readCardDataFile(file: string, roots: readonly string[]): WorkspaceRead {
  const [first] = roots;
  if (first === undefined) return { ok: false, reason: "card data is read only inside a workspace folder, and none is open" };
  return readPolicyFile(path.resolve(first, file), { roots, rootsName: ROOTS_NAME, maxBytes: FILE_LIMITS.cardDataBytes, extensions: [".json"] });
}
