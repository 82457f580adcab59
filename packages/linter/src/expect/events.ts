import { expectMismatch } from "../diagnostics/scenario-expect-mismatch.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { Located } from "../model/types.js";

const SHOWN = 12;

/**
 * `events: [..]`: each entry must be a substring of one event line, the lines matched in order
 * (an entry is looked for after the line the previous one matched). Case-sensitive, like the
 * transcript it is copied from.
 */
export function checkEvents(expected: readonly Located<string>[], lines: readonly string[], out: Diagnostic[]): void {
  let cursor = 0;
  for (const entry of expected) {
    const found = lines.findIndex((line, i) => i >= cursor && line.includes(entry.value));
    if (found >= 0) {
      cursor = found + 1;
      continue;
    }
    const rest = lines.slice(cursor);
    const earlier = lines.slice(0, cursor).some((line) => line.includes(entry.value));
    const shown = rest.slice(0, SHOWN).map((l) => `\n  ${l}`).join("") + (rest.length > SHOWN ? `\n  … ${rest.length - SHOWN} more` : "");
    out.push(
      expectMismatch.create({
        range: entry.range,
        message:
          `No event ${cursor > 0 ? "after the previous match " : ""}contains "${entry.value}"` +
          (earlier ? " (one before it does: events are matched in order)" : "") +
          (rest.length > 0 ? `. The events there are:${shown}` : ". There are no events there."),
      }),
    );
    return; // later entries would only repeat the same failure
  }
}
