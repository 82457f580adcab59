/**
 * Turning a permanent face down (708.2a): Backslide's "Turn target creature with a morph ability
 * face down". A face-up permanent turned face down by an effect that lists no characteristics
 * becomes a 2/2 face-down creature with no text, no name, no subtypes and no mana cost (and no
 * color), and these are its copiable values: a copy of it is such a 2/2, face up (707.2). It is the same object: its counters, damage, tapped status,
 * Auras and other effects stay and apply on top (613.1). The face-down values replace the
 * permanent's `def`, the card's own kept in `printed` (copy-effects.ts keeps them the same way);
 * leaving the battlefield, it is its own card again (400.7, moves.ts).
 *
 * Turning it face up again (a morph cost, 702.37e) is not modelled: the engine knows Morph by
 * name only (cards.ts), so a face-down permanent stays face down.
 */
import type { MtgCardDef } from "./cards.js";
import type { EffectContext } from "./effect-context.js";
import { printedValues } from "./copy-effects.js";
import { legalCardTargets } from "./several-targets.js";
import type { MtgTxn } from "./txn.js";

/** The face-down values (708.2a). The engine has no nameless objects: the name shown is "face-down <card>" (rulings M69). */
function faceDownValues(printed: MtgCardDef): MtgCardDef {
  return { name: `face-down ${printed.name}`, types: ["Creature"], supertypes: [], subtypes: [], colors: [], power: 2, toughness: 2, text: "", abilities: [] };
}

export function turnTargetFaceDown(txn: MtgTxn, ctx: EffectContext): void {
  for (const id of legalCardTargets(txn, ctx)) {
    const card = txn.card(id);
    if (card.faceDown) {
      txn.note(`${card.def.name} is already face down`, "708.2a");
      continue;
    }
    const printed = printedValues(card);
    txn.redefineCard({ ...card, printed, faceDown: true, def: faceDownValues(printed) });
    txn.note(`${printed.name} is turned face down: a 2/2 creature with no text, no name, no subtypes and no mana cost`, "708.2a");
  }
}
