/**
 * "Choose a color. Creatures you control gain protection from the chosen color until end of turn."
 * (Akroma's Blessing): the color is chosen as the spell resolves (608.2d), then each creature its
 * controller controls gains "Protection from <color>" until end of turn (611.2c, 613.1f), which
 * combat reads (702.16e–f).
 */
import { COLOR_WORDS, colorOf } from "./color-names.js";
import type { EffectContext } from "./effect-context.js";
import { pump } from "./pump.js";
import type { MtgTxn } from "./txn.js";

/** Unanswered, the first color in the order of 105.1 (white). */
export function protectionFromChosenColor(txn: MtgTxn, ctx: EffectContext): void {
  const prompt = `a color for ${ctx.sourceName}`;
  const next = txn.choices.peek();
  const symbol = next !== undefined && typeof next.answer === "string" ? colorOf(next.answer) : undefined;
  const named = symbol && COLOR_WORDS[symbol];
  if (named) txn.choices.take();
  else txn.misfit(next, "a color (white, blue, black, red or green)", prompt);
  const color = named ?? "white";
  txn.emit({ type: "choice", player: ctx.controller, prompt, answer: color, defaulted: named === undefined });
  pump(txn, ctx, { kind: "pump", on: "creatures-you-control", power: 0, toughness: 0, keywords: [`Protection from ${color}`] });
}
