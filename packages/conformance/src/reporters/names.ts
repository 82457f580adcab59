import path from "node:path";
import { displayPath } from "../files.js";
import type { CaseResult } from "../result.js";

/** How a case is named in every report: its path and the rules it is about. */
export function caseName(result: CaseResult, cwd: string): string {
  const rules = result.rules.length > 0 ? ` [${result.rules.join(", ")}]` : "";
  return `${displayPath(result.file, cwd)}${rules}`;
}

/** The directory a case is in, as shown: reports group by it. */
export function caseGroup(result: CaseResult, cwd: string): string {
  const dir = path.posix.dirname(displayPath(result.file, cwd));
  return dir === "." ? "(cwd)" : dir;
}

/** The results a report lists: a deleted obsolete golden is housekeeping, not a test. */
export function listed(results: readonly CaseResult[]): CaseResult[] {
  return results.filter((r) => r.action !== "deleted");
}
