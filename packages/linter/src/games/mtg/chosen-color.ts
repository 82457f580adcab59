import { colorOf } from "@recycle-rules/engine";
import { syntax } from "../../diagnostics/scenario-syntax.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { Located } from "../../model/types.js";

/** What an expectation writes for a permanent with no chosen color. */
export const NO_CHOSEN_COLOR = "none";

/**
 * A `chosen-color:` as written, read from a set-up card or an expected card: a color word or
 * letter (`blue`, `U`, `{U}`); an expectation may also say `none`. Anything else is reported where
 * it is written and left out, so the set-up leaves the color unchosen and the expectation checks
 * nothing.
 */
export function checkedChosenColor(written: Located<string> | undefined, noneAllowed: boolean, out: Diagnostic[]): Located<string> | undefined {
  if (!written) return undefined;
  if (colorOf(written.value) || (noneAllowed && written.value.trim().toLowerCase() === NO_CHOSEN_COLOR)) return written;
  const none = noneAllowed ? `, or ${NO_CHOSEN_COLOR} for no chosen color` : "";
  out.push(syntax.create({ range: written.range, message: `"${written.value}" is not a color: write white, blue, black, red or green (or W, U, B, R, G)${none}.` }));
  return undefined;
}
