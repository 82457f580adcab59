import type { PlayerId } from "../kernel/types.js";
import type { MtgCardDef, MtgColor } from "./cards.js";
import { COLOR_WORDS, colorOf } from "./color-names.js";
import type { MtgTxn } from "./txn.js";

/** "This enters tapped." (614.1c, a replacement on how it enters). */
export function enterTapped(def: MtgCardDef): boolean {
  return def.abilities.some((a) => a.kind === "static" && a.effect.kind === "enters-tapped");
}

/**
 * A color `player` chooses now (`choose:` answers a color word or symbol), for `prompt`:
 * unanswered, the first color in the order of 105.1 (white), recorded as a default.
 */
export function chooseColor(txn: MtgTxn, player: PlayerId, prompt: string): MtgColor {
  const next = txn.choices.peek();
  const symbol = next !== undefined && typeof next.answer === "string" ? colorOf(next.answer) : undefined;
  if (symbol) txn.choices.take();
  else txn.misfit(next, "a color (white, blue, black, red or green)", prompt);
  const color = symbol ?? "W";
  txn.emit({ type: "choice", player, prompt, answer: COLOR_WORDS[color], defaulted: symbol === undefined });
  return color;
}

/**
 * "As it enters, choose a color." (Night Market): a replacement on how it enters (614.1c), so the
 * color is chosen by the player it enters under before it is on the battlefield, and kept with
 * the permanent (its "{T}: Add one mana of the chosen color." reads it) until it leaves (400.7).
 */
export function colorChosenAsItEnters(txn: MtgTxn, def: MtgCardDef, player: PlayerId): { chosenColor: MtgColor } | Record<string, never> {
  if (!def.abilities.some((a) => a.kind === "static" && a.effect.kind === "choose-color-as-enters")) return {};
  return { chosenColor: chooseColor(txn, player, `a color for ${def.name} as it enters [${txn.cite("614.1c")}]`) };
}
