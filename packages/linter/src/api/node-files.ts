import { readFileSync, realpathSync, statSync } from "node:fs";
import { toFilePath, type DeckEnv, type DeckFiles } from "../model/deck-reference.js";

/** Larger than any deck list; a bigger file is not read (it is no deck list, and linting must stay fast). */
const MAX_DECK_BYTES = 4 * 1024 * 1024;

/**
 * Node's file system as the linter reads it: the default of lintScenario / runScenario / lintFile
 * when they are given a `filePath` and no `readFile`. The only module of the linter that touches
 * the disk. Only regular files are read (never a folder, a FIFO or a device), and every failure
 * is `undefined`, never an exception.
 */
export const nodeDeckFiles: DeckFiles = {
  readFile(absolutePath) {
    try {
      const stat = statSync(absolutePath);
      if (!stat.isFile() || stat.size > MAX_DECK_BYTES) return undefined;
      return readFileSync(absolutePath, "utf8");
    } catch {
      return undefined;
    }
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
