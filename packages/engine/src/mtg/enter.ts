import type { MtgCardDef } from "./cards.js";

/** "This enters tapped." (614.1c, a replacement on how it enters). */
export function enterTapped(def: MtgCardDef): boolean {
  return def.abilities.some((a) => a.kind === "static" && a.effect.kind === "enters-tapped");
}
