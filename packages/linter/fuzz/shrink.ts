import { performance } from "node:perf_hooks";
import type { FuzzInput } from "./input.js";

/** How long one finding may be shrunk: a finding is reported either way, shrunk or not. */
const SHRINK_BUDGET_MS = 20_000;

/**
 * The input cut down to what still fails: first without its extra files, then whole lines, then
 * characters, removed in halving chunks while `fails` holds (a simple delta debugging). A
 * reader gets a few lines to look at instead of a mutated 60 KB file.
 */
export function shrinkInput(input: FuzzInput, fails: (candidate: FuzzInput) => boolean, budgetMs = SHRINK_BUDGET_MS): FuzzInput {
  const deadline = performance.now() + budgetMs;
  let best = input;
  if (input.files && Object.keys(input.files).length > 0 && fails({ ...input, files: {} })) best = { ...input, files: {} };
  const textFails = (text: string) => fails({ ...best, text });
  const byLines = removeChunks(splitLines(best.text), textFails, deadline);
  const byChars = removeChunks(byLines.join("").split(""), textFails, deadline);
  return { ...best, text: byChars.join(""), origin: `${input.origin ?? input.generator}, shrunk` };
}

/** Lines with their own line endings, so joining them gives the text back. */
function splitLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

function removeChunks(parts: string[], fails: (text: string) => boolean, deadline: number): string[] {
  let size = Math.max(1, Math.floor(parts.length / 2));
  while (size >= 1 && performance.now() < deadline) {
    let removed = false;
    for (let i = 0; i < parts.length && performance.now() < deadline; ) {
      const candidate = [...parts.slice(0, i), ...parts.slice(i + size)];
      if (candidate.length < parts.length && fails(candidate.join(""))) {
        parts = candidate;
        removed = true;
      } else {
        i += size;
      }
    }
    if (!removed) size = Math.floor(size / 2);
  }
  return parts;
}
