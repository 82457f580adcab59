/**
 * The last step of casting a spell (601.2i): it becomes cast. The stack object takes the choices
 * made while casting (mode, X, targets, additional costs paid), and what waits to trigger does:
 * "when you cast" abilities (603.2) and the ward of each opponent's permanent it targets
 * (702.21a). Shared by a cast with priority (cast.ts) and a cast as something resolves
 * (cast-while-resolving.ts).
 */
import type { PlayerId } from "../kernel/types.js";
import type { AdditionalCosts } from "./additional-costs.js";
import type { MtgCardDef } from "./cards.js";
import { manaValue, parseManaCost, type ManaCost } from "./mana.js";
import type { SpellTargets } from "./several-targets.js";
import { pushStack } from "./stack-objects.js";
import type { MtgCard } from "./state.js";
import { triggerOnCast } from "./triggers.js";
import type { MtgTxn } from "./txn.js";
import { triggerWard } from "./ward-trigger.js";

export interface CastChoices {
  /** The card's definition as cast: a modal spell's chosen mode (700.2). */
  readonly def: MtgCardDef;
  readonly x: number;
  readonly targets: SpellTargets;
  readonly extra: AdditionalCosts;
  /** The cost paid, for the mana value when the card's own mana cost can't be read. */
  readonly paid: ManaCost;
}

export function spellBecomesCast(txn: MtgTxn, player: PlayerId, card: MtgCard, choices: CastChoices): void {
  const { def, x, targets, extra } = choices;
  txn.emit({ type: "play", player, card: card.id, name: card.def.name });
  const spell = pushStack(txn, {
    kind: "spell",
    source: card.id,
    sourceName: card.def.name,
    controller: player,
    text: card.def.text,
    effect: def.spell?.effect ?? [],
    optional: false,
    x,
    ...targets,
    ...(extra.kicked ? { kicked: true } : {}),
    ...(extra.buyback ? { buyback: true } : {}),
  });
  // A spell's mana value comes from its mana cost, not the cost paid (202.3).
  triggerOnCast(txn, player, card.id, manaValue(parseManaCost(card.def.manaCost ?? "") ?? choices.paid, x));
  triggerWard(txn, spell);
}
