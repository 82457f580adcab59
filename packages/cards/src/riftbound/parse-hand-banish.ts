import type { Effect } from "@recycle-rules/engine";
import type { MultiMatch } from "./parse-deck-and-trash.js";

/**
 * Ashe, Focused: "… choose an opponent. They reveal their hand. Choose a card revealed this way
 * and banish it. When they hold, return it to their hand (even if I'm no longer on the board)."
 * Four sentences, one effect: the banish and the delayed return it sets up.
 */
export function revealHandBanishUntilHold(bodies: readonly string[], i: number): MultiMatch | undefined {
  if (!/^choose an opponent$/i.test(bodies[i] ?? "")) return undefined;
  if (!/^they reveal their hand$/i.test(bodies[i + 1] ?? "")) return undefined;
  if (!/^choose a card revealed this way and banish it$/i.test(bodies[i + 2] ?? "")) return undefined;
  if (!/^when they hold, return it to their hand(?:\s*\(even if i['’]m no longer on the board\))?$/i.test((bodies[i + 3] ?? "").trim())) return undefined;
  const effect: Effect = { kind: "reveal-hand-banish-until-hold" };
  return { effect, consumed: 4 };
}
