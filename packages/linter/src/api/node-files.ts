import { readFileSync, realpathSync, statSync } from "node:fs";
import type { DeckFiles } from "../model/deck-reference.js";

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
