import { realpathSync } from "node:fs";
import { toFilePath, type DeckEnv, type DeckFiles } from "../model/deck-reference.js";
import { FILE_LIMITS, readPolicyFile } from "./file-access.js";

/**
 * Node's file system as the linter reads it: the default of lintScenario / runScenario / lintFile
 * when they are given a `filePath` and no `readFile`. With file-access.ts, the only modules of
 * the linter that touch the disk. Deck lists are read through the file-access policy: only
 * regular files (never a folder, a FIFO or a device), at most FILE_LIMITS.deckBytes (a bigger
 * file is no deck list, and linting must stay fast). locateDeck keeps them inside the workspace
 * and words the messages, so every failure here is just `undefined`, never an exception.
 */
export const nodeDeckFiles: DeckFiles = {
  readFile(absolutePath) {
    const read = readPolicyFile(absolutePath, { maxBytes: FILE_LIMITS.deckBytes });
    return read.ok ? read.text : undefined;
  },
  realPath(absolutePath) {
    try {
      return realpathSync.native(absolutePath);
    } catch {
      return undefined;
    }
  },
};

/** The deck-related options of lintScenario (LintOptions), as deckEnvFor reads them. */
export interface DeckFileOptions {
  readonly filePath?: string;
  readonly workspaceRoot?: string;
  readonly readFile?: (absolutePath: string) => string | undefined;
  readonly realPath?: (absolutePath: string) => string | undefined;
}

/**
 * Where a scenario's `deck:` paths resolve and how they are read: the caller's `readFile` (and
 * `realPath`), else Node's file system. Nothing is read unless the scenario has a `deck:` and a
 * file path (docs/scenario-format.md, "Deck lists").
 */
export function deckEnvFor(options: DeckFileOptions): DeckEnv {
  const scenarioPath = toFilePath(options.filePath);
  const workspaceRoot = toFilePath(options.workspaceRoot);
  const realPath = options.realPath ?? (options.readFile ? undefined : nodeDeckFiles.realPath);
  const files: DeckFiles = { readFile: options.readFile ?? nodeDeckFiles.readFile, ...(realPath ? { realPath } : {}) };
  return { ...(scenarioPath !== undefined ? { scenarioPath } : {}), ...(workspaceRoot !== undefined ? { workspaceRoot } : {}), files };
}
