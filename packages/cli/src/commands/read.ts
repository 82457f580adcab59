import { readFileSync } from "node:fs";
import { errorMessage } from "../files.js";
import { UsageError } from "../io.js";
import { displayPath } from "../format/stylish.js";

/** Reads a scenario as UTF-8; a file we can't read is the user's problem to fix, so exit code 2. */
export function readScenario(file: string, cwd: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new UsageError(`Can't read "${displayPath(file, cwd)}": ${errorMessage(e)}`);
  }
}
