/**
 * Waterbend (701.67a): "Waterbend [cost]" means "Pay [cost]. For each generic mana in that cost,
 * you may tap an untapped artifact or creature you control rather than pay that mana." Only the
 * generic mana of the waterbend cost itself can be paid this way (701.67b), never an increase
 * added to the total cost; so at most the smaller of that and the total cost's generic mana.
 * Tapping them is no {T} of their own, so a creature that came under its controller's control
 * this turn can help (302.6 restricts only its own {T} and {Q} abilities; docs/rulings.md M75).
 */
import { asYesNo } from "../kernel/choices.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { characteristicsOf, hasType, permanentsOf } from "./characteristics.js";
import type { LockedCost } from "./costs.js";
import { tapPermanent } from "./tapping.js";
import type { MtgTxn } from "./txn.js";

/**
 * Leading answers naming untapped artifacts or creatures `player` controls are tapped, each
 * paying {1} of the waterbend cost (701.67a), up to `printedGeneric`; the cost left to pay in
 * mana is returned. Naming none pays it all in mana. `exclude`: the permanent a {T} in the same
 * cost taps (it can't be tapped twice, 118.3).
 */
export function payWaterbendTaps(txn: MtgTxn, player: PlayerId, printedGeneric: number, cost: LockedCost, exclude: CardId | undefined): LockedCost {
  const max = Math.min(printedGeneric, cost.mana.generic);
  const open = permanentsOf(txn.state, player)
    .filter((c) => !c.tapped && c.id !== exclude && (hasType(characteristicsOf(c), "Artifact") || hasType(characteristicsOf(c), "Creature")))
    .map((c) => c.id);
  const chosen: CardId[] = [];
  while (chosen.length < max) {
    const next = txn.choices.peek();
    if (!next || typeof next.answer !== "string" || asYesNo(next.answer) !== undefined) break;
    const id = txn.matchCard(next.answer, open.filter((c) => !chosen.includes(c)));
    if (!id) break;
    txn.choices.take();
    txn.emit({ type: "choice", player, prompt: `an artifact or creature to tap for waterbend (${chosen.length + 1} of up to ${max})`, answer: txn.name(id), defaulted: false });
    chosen.push(id);
  }
  if (chosen.length === 0) return cost;
  for (const id of chosen) tapPermanent(txn, txn.card(id), { by: player });
  txn.note(`${chosen.map((id) => txn.name(id)).join(" and ")} ${chosen.length === 1 ? "pays" : "pay"} {${chosen.length}} of the waterbend cost`, "701.67a");
  return { ...cost, mana: { ...cost.mana, generic: cost.mana.generic - chosen.length } };
}
