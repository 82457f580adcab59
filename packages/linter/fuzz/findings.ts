import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Invariant, Violation } from "./check-input.js";
import type { FuzzInput } from "./input.js";

/** Where findings are saved (git-ignored): one JSON file each, replayed with `pnpm fuzz --replay <file>`. */
export const FINDINGS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "findings");

/** An input that broke an invariant. */
export interface Finding {
  readonly invariant: Invariant;
  readonly detail: readonly string[];
  /** The same bug on other inputs has the same signature (see signatureOf). */
  readonly signature: string;
  readonly input: FuzzInput;
  /** The input cut down to what still breaks the invariant the same way, when it could be. */
  readonly minimal?: FuzzInput;
  /** Where the campaign made it: chunk and index within the chunk (with the campaign's seed, enough to make it again). */
  readonly chunk: number;
  readonly index: number;
  readonly ms: number;
}

/**
 * What tells one bug from another: the invariant and its first detail with numbers and quoted
 * text blanked (the same range error at another offset is the same bug). Time findings are told
 * apart by generator, since their details are only numbers.
 */
export function signatureOf(violation: Violation, input: FuzzInput): string {
  const first = (violation.detail[0] ?? "")
    .replace(/"[^"]*"|'[^']*'|“[^”]*”/g, "…")
    .replace(/\d+/g, "#")
    .slice(0, 200);
  return violation.invariant === "slow" || violation.invariant === "hang" ? `${violation.invariant}: ${input.generator}` : `${violation.invariant}: ${first}`;
}

/** A path as the user who typed `pnpm fuzz` names it: relative to where they typed it (pnpm's INIT_CWD). */
export function displayPath(file: string): string {
  return path.relative(process.env.INIT_CWD ?? process.cwd(), file);
}

/** Writes a finding as JSON (with the command that replays it) and returns its path as the user names it. */
export function saveFinding(finding: Finding, campaignSeed: number, ordinal: number, dir = FINDINGS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const hash = createHash("sha1").update(finding.signature).digest("hex").slice(0, 8);
  const file = path.join(dir, `${finding.invariant}-${hash}-${ordinal}.json`);
  const shown = displayPath(file);
  writeFileSync(file, `${JSON.stringify({ ...finding, campaignSeed, replay: `pnpm fuzz --replay ${shown}` }, null, 2)}\n`);
  return shown;
}
