/**
 * "Counter a spell." (425) and Abandon's following "Return it to its owner's hand instead of
 * putting it in their trash.": one effect, the countered spell's destination replaced.
 */
import type { Effect } from "@recycle-rules/engine";
import { parseCardMatch } from "./parse-card-match.js";
import type { MultiMatch } from "./parse-deck-and-trash.js";

export function counterSpell(bodies: readonly string[], i: number): MultiMatch | undefined {
  // "Counter a spell", or one the noun phrase bounds (Defy: "that costs no more than [4] and no more than [A]").
  const m = /^counter (a spell(?: .+)?)$/i.exec(bodies[i] ?? "");
  const match = m ? parseCardMatch(m[1] ?? "") : undefined;
  if (!match || match.types?.length !== 1 || match.types[0] !== "spell") return undefined;
  const bound = Object.keys(match).length > 1 ? { match } : {};
  const toHand = /^return it to its owner's hand instead of putting it (?:in|into) their trash$/i.test(bodies[i + 1] ?? "");
  const effect: Effect = { kind: "counter-spell", ...bound, ...(toHand ? { to: "hand" as const } : {}) };
  return { effect, consumed: toHand ? 2 : 1 };
}
