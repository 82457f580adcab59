/**
 * "Play a 1 [M] Recruit unit token at your base", "Play two 1 [M] Tentacle unit tokens from
 * Bilgewater", "play a Gold gear token exhausted" (179–187). The token's definition is the bundled
 * one of its name (the rules define each kind, 187): a kind the data doesn't have, or a printed
 * Might, type or tag that disagrees with it, leaves the sentence unmodelled rather than guessed.
 */
import type { Effect, RiftCardDef } from "@recycle-rules/engine";
import { riftboundCards } from "./riftbound-cards.js";

const COUNTS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

const TOKEN =
  /^play (a|an|one|two|three|four|five|\d+) (?:(\d+) \[m\] )?([A-Z][\w' -]*?) (unit|gear) tokens?(?: from ([A-Z][\w' -]*?))?( exhausted)?(?: (?:at|to|into) your base)?$/i;

/** The token sentence's effect, or undefined when it isn't one or its token can't be defined. */
export function tokenSentence(body: string): Effect[] | undefined {
  const m = TOKEN.exec(body);
  if (!m) return undefined;
  const count = /^\d+$/.test(m[1] ?? "") ? Number(m[1]) : COUNTS[(m[1] ?? "").toLowerCase()];
  const token = bundledToken(m[3] ?? "");
  if (count === undefined || !token || token.type !== (m[4] ?? "").toLowerCase()) return undefined;
  if (m[2] !== undefined && token.might !== Number(m[2])) return undefined;
  if (m[5] !== undefined && !token.tags.some((t) => t.toLowerCase() === (m[5] ?? "").toLowerCase())) return undefined;
  const atBase = / (?:at|to|into) your base$/i.test(body);
  return [{ kind: "play-token", count, token, to: atBase ? "base" : "your-choice", ...(m[6] ? { exhausted: true } : {}) }];
}

/** The bundled token of this name (a card with the token supertype), read when a text first names one. */
function bundledToken(name: string): RiftCardDef | undefined {
  const def = riftboundCards().byName(name);
  return def?.supertypes.includes("token") ? def : undefined;
}
