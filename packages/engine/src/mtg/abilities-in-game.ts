/**
 * Which kinds of "watching" abilities any card of the game has, found once when the game is set
 * up: a static "gets" ability (static-gifts.ts), "whenever a … you control enters", "when an
 * opponent casts a spell", Ozolith's extra counters, Unpredictable Cyclone's replaced cycling draws. A card's abilities are printed and a token's
 * come from cards that were set up (an embalmed copy) or from token specs that have none of these,
 * so a game without such a card never looks for them: checks that would read the whole battlefield
 * on every event, every state-based check or every spell cost nothing there, and the cost of a
 * lint follows what its steps do, not the size of the board (docs/performance.md).
 */
import type { MtgAbility, MtgCardDef } from "./cards.js";

export interface AbilitiesInGame {
  /** "~ gets +1/+0 for each …", "Rhinos you control have menace" (613.4c, 613.1f). */
  readonly gets: boolean;
  /** "Whenever a land you control enters", "another artifact enters under your control" (603.6a). */
  readonly permanentEnters: boolean;
  /** "When an opponent casts a spell" (Veiled Serpent). */
  readonly opponentCasts: boolean;
  /** "That many plus one +1/+1 counters are put on it instead" (614.1a). */
  readonly moreCounters: boolean;
  /** "If a cycling ability of another nonland card would cause you to draw a card, instead …" (614.1a): every cycling draw looks for it. */
  readonly cyclingDraws: boolean;
}

export function abilitiesInGame(defs: Iterable<MtgCardDef>): AbilitiesInGame {
  let gets = false;
  let permanentEnters = false;
  let opponentCasts = false;
  let moreCounters = false;
  let cyclingDraws = false;
  const look = (abilities: readonly MtgAbility[]): void => {
    for (const a of abilities) {
      if (a.kind === "static") {
        if (a.effect.kind === "gets") gets = true;
        if (a.effect.kind === "more-plus-one-counters") moreCounters = true;
        if (a.effect.kind === "cycling-draw-exiles-until-shared-type") cyclingDraws = true;
        // An Aura's quoted abilities ("Enchanted land has …") become the permanent's (613.1f).
        if (a.effect.kind === "enchanted-has") look(a.effect.abilities);
      }
      if (a.kind === "triggered" && a.trigger === "whenever-permanent-you-control-enters") permanentEnters = true;
      if (a.kind === "triggered" && a.trigger === "whenever-an-opponent-casts") opponentCasts = true;
    }
  };
  for (const def of defs) look(def.abilities);
  return { gets, permanentEnters, opponentCasts, moreCounters, cyclingDraws };
}
