/** The five colors by symbol and by word, in the order of 105.1 (white, blue, black, red, green). */
import type { MtgColor } from "./cards.js";

export const COLOR_WORDS: Readonly<Record<MtgColor, string>> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** The symbol of a color named by word ("blue") or symbol ("U", "{U}"); undefined for anything else. */
export function colorOf(named: string): MtgColor | undefined {
  const a = named.trim().toLowerCase().replace(/[{}]/g, "");
  return (Object.keys(COLOR_WORDS) as MtgColor[]).find((symbol) => a === COLOR_WORDS[symbol] || a === symbol.toLowerCase());
}
