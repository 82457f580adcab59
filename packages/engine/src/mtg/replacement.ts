/**
 * Replacement effects on a card going to a graveyard (614): Rest in Peace, Leyline of the Void,
 * Abandoned Sarcophagus. Each says "exile it instead"; when several apply, the affected card's
 * owner or controller picks one (616.1), and once one has applied the card is no longer going to
 * a graveyard, so the others don't (614.5). They all give the same result, so the choice is made
 * by default (the first in battlefield order) and recorded.
 */
import type { MtgStatic } from "./cards.js";
import { cyclingAbilities, hasCycling, staticsInForce } from "./characteristics.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

type GraveyardToExile = Extract<MtgStatic, { kind: "graveyard-to-exile" }>;

function applies(effect: GraveyardToExile, controller: string, card: MtgCard, cycled: boolean): boolean {
  const scope = effect.scope === "any" || (effect.scope === "yours" ? card.owner === controller : card.owner !== controller);
  if (!scope) return false;
  switch (effect.what) {
    case "card-or-token":
      return true;
    case "card":
      return !card.token;
    case "uncycled-card-with-cycling":
      // Tokens aren't cards, and a card discarded to pay a cycling cost was cycled.
      return !card.token && hasCycling(card.def) && !cycled;
  }
}

/** The permanents whose replacement effects would exile `card` on its way to a graveyard (their names). */
export function graveyardReplacements(txn: MtgTxn, card: MtgCard, cycled: boolean): string[] {
  return staticsInForce(txn.state, "graveyard-to-exile")
    .filter((s) => applies(s.effect, s.source.controller, card, cycled))
    .map((s) => s.source.def.name);
}

/**
 * Whether `card`, about to be put into its owner's graveyard, is exiled instead. `cycled` is true
 * when it is being discarded to pay a cycling cost. Emits the choice (if any) and a note.
 */
export function exiledInstead(txn: MtgTxn, card: MtgCard, cycled: boolean): boolean {
  const found = staticsInForce(txn.state, "graveyard-to-exile").filter((s) => applies(s.effect, s.source.controller, card, cycled));
  const chosen = found[0];
  if (!chosen) return false;
  if (found.length > 1) {
    txn.emit({
      type: "choice",
      player: card.controller,
      prompt: `which replacement effect applies to ${card.def.name} [${txn.cite("616.1")}] (${found.map((f) => f.source.def.name).join(", ")})`,
      answer: chosen.source.def.name,
      defaulted: true,
    });
  }
  // A card whose only cycling is typecycling is still "a card with cycling" (702.29f).
  const typecyclingOnly = chosen.effect.what === "uncycled-card-with-cycling" && cyclingAbilities(card.def).every((a) => a.variant.kind === "typecycling");
  txn.note(`${chosen.source.def.name}: ${card.def.name} would go to ${card.owner}'s graveyard and is exiled instead`, typecyclingOnly ? "614.1a / 702.29f" : "614.1a");
  return true;
}
