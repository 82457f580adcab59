import type { CardId } from "./types.js";
import type { ChoiceCursor } from "./choices.js";

/** What the order of a player's simultaneous triggers is read against: the answers and card matching. */
export interface OrderChooser {
  readonly choices: ChoiceCursor;
  matchCard(answer: string, candidates: readonly CardId[]): CardId | undefined;
}

/**
 * A player's simultaneous triggered abilities in the order the next answers name their sources
 * (Magic 603.3b, Riftbound 383.3.d): the first named goes on the stack or chain first, so it
 * resolves last. The order is read only when the next answers name **every** trigger, one answer
 * each, and those answers are then consumed. Fewer names could be a later choice's (a trigger's
 * target that happens to be one of the sources), so they are left for it and undefined is
 * returned: the caller keeps its default order.
 */
export function takeTriggerOrder<T extends { readonly source: CardId }>(chooser: OrderChooser, triggers: readonly T[]): T[] | undefined {
  const rest = [...triggers];
  const chosen: T[] = [];
  for (const next of chooser.choices.peekAhead(triggers.length)) {
    if (typeof next.answer !== "string") return undefined;
    const picked = chooser.matchCard(next.answer, rest.map((t) => t.source));
    const at = picked === undefined ? -1 : rest.findIndex((t) => t.source === picked);
    if (at < 0) return undefined;
    chosen.push(...rest.splice(at, 1));
  }
  if (rest.length > 0) return undefined;
  for (let i = 0; i < chosen.length; i++) chooser.choices.take();
  return chosen;
}
