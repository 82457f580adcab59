/**
 * "Choose a color. Creatures you control gain protection from the chosen color until end of turn."
 * (Akroma's Blessing): the color is chosen as the spell resolves (608.2d), then each creature its
 * controller controls gains "Protection from <color>" until end of turn (611.2c, 613.1f), which
 * combat reads (702.16e–f).
 */
import { COLOR_WORDS } from "./color-names.js";
import type { EffectContext } from "./effect-context.js";
import { chooseColor } from "./enter.js";
import { pump } from "./pump.js";
import type { MtgTxn } from "./txn.js";

/** Unanswered, the first color in the order of 105.1 (white). */
export function protectionFromChosenColor(txn: MtgTxn, ctx: EffectContext): void {
  const color = COLOR_WORDS[chooseColor(txn, ctx.controller, `a color for ${ctx.sourceName}`)];
  pump(txn, ctx, { kind: "pump", on: "creatures-you-control", power: 0, toughness: 0, keywords: [`Protection from ${color}`] });
}
