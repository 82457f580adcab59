/**
 * Casting a card as part of another object's resolution, rather than with priority: madness's
 * trigger ("its owner may cast it by paying [cost] rather than paying its mana cost", 702.35a)
 * and Unpredictable Cyclone's "You may cast that card without paying its mana cost". Either is an
 * alternative cost (118.9), so no other one (flashback, escape) can be chosen with it (118.9a);
 * optional additional costs (kicker, buyback) may still be paid (601.2b, 601.2f). The card is cast
 * now or never, so the timing of its type doesn't apply, and nothing can be taken back: a cost
 * that can't be paid is not offered, and a spell with no mode or no legal target isn't cast.
 */
import type { PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { optionalAdditionalCosts } from "./additional-costs.js";
import { needFor, parseManaCost } from "./mana.js";
import { modalSpell } from "./modes.js";
import { moveCard } from "./moves.js";
import { canPayMana, payDuringResolution } from "./payment.js";
import { chooseSpellTargets } from "./several-targets.js";
import { spellBecomesCast } from "./spell-becomes-cast.js";
import type { MtgCard, MtgZone } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** The cost a card is cast for as something resolves: `mana` ("" for "without paying its mana cost"), named `what`, under `rule`. */
export interface ResolutionCost {
  readonly mana: string;
  readonly what: string;
  readonly rule: string;
}

/** Whether `player` can pay all of `mana` now ("" always can). */
export function canPayNow(txn: MtgTxn, player: PlayerId, mana: string): boolean {
  const cost = parseManaCost(mana);
  return cost !== undefined && canPayMana(txn, player, needFor(cost, 0));
}

/**
 * Casts `card` for `cost` if it can be: its mode, its additional costs and its targets are chosen
 * first (601.2b–c), and with no mode or no legal target nothing moves and false comes back. X is 0
 * (107.3b: no cost paid chooses it).
 */
export function castWhileResolving(txn: MtgTxn, player: PlayerId, card: MtgCard, cost: ResolutionCost): boolean {
  const def = modalSpell(txn, player, card.def, card.id);
  const extra = def ? optionalAdditionalCosts(txn, player, card, (more) => canPayNow(txn, player, cost.mana + more)) : undefined;
  const targets = def ? chooseSpellTargets(txn, player, { ...card, def }) : undefined;
  const total = parseManaCost(cost.mana + (extra?.mana ?? ""));
  if (!def || !targets || !extra || !total) {
    txn.note(`${card.def.name} has no legal target, so it can't be cast`, "601.2c");
    return false;
  }
  const from = (zoneOf(txn.state, card.id)?.zone ?? "exile") as MtgZone;
  moveCard(txn, card.id, "stack", "cast", { rule: cost.rule });
  // Nothing to pay asks nothing: no mana source is tapped for a free spell (118.5 is for a cost of {0}).
  // A payment an answer broke can't refuse the step during resolution: it is reported, and the card
  // goes back where it was, not cast.
  if (cost.mana + extra.mana !== "" && !payDuringResolution(txn, player, { mana: needFor(total, 0), life: 0 }, cost.what)) {
    moveCard(txn, card.id, from, "return", { rule: "601.2h" });
    txn.note(`${card.def.name}'s cost wasn't paid, so it isn't cast`, "601.2h");
    return false;
  }
  spellBecomesCast(txn, player, card, { def, x: 0, targets, extra, paid: total });
  return true;
}
