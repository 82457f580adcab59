import type { ExpectModel } from "../model/types.js";
import { checkEvents } from "./events.js";
import { checkPlayerExpect, type ExpectEnv } from "./state.js";

/**
 * A partial expectation: only what is named is checked. `lines` are the rendered events it may
 * match (the step's own, or all of them for the final expectation). `illegal:` is checked by the
 * replay itself, since it decides which violations count as expected.
 */
export function checkExpect(env: ExpectEnv, expect: ExpectModel, lines: readonly string[]): void {
  for (const player of expect.players) checkPlayerExpect(env, player);
  if (expect.events.length > 0) checkEvents(expect.events, lines, env.out);
}
