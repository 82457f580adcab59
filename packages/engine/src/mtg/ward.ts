/**
 * Ward resolving (702.21a; the trigger is made by ward-trigger.ts): "Whenever this permanent becomes the target of a spell or ability an opponent
 * controls, counter that spell or ability unless that player pays [cost]." The engine makes the
 * triggered ability from the permanent's ward static as a targeting object is put on the stack
 * (its targets are chosen then: 601.2c, 602.2b, 603.3d); it resolves first, and the targeting
 * object's controller pays (118.12) or sees it countered (701.6a spells, 701.6b abilities).
 */
import type { MtgEffect, WardCost } from "./cards.js";
import { discardCards } from "./discard.js";
import type { EffectContext } from "./effect-context.js";
import { offerManaPayment } from "./payment.js";
import { formatNeed, needFor, parseManaCost } from "./mana.js";
import { moveCard } from "./moves.js";
import { cardsIn } from "../kernel/zones.js";
import type { MtgStackObject } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** The ward trigger resolving: the targeting object's controller may pay; if they don't, it is countered. */
export function resolveWard(txn: MtgTxn, ctx: EffectContext, effect: Extract<MtgEffect, { kind: "ward-counter" }>): void {
  const object = txn.state.stack.find((o) => o.id === effect.object);
  if (!object) {
    txn.note(`the spell or ability ${ctx.sourceName}'s ward would counter has left the stack, so nothing happens`, "608.2b");
    return;
  }
  const payer = object.controller;
  if (paid(txn, payer, effect.cost, object)) return;
  const stack = txn.writableStack();
  stack.splice(stack.indexOf(object), 1);
  if (object.kind === "spell") moveCard(txn, object.source, "graveyard", "counter", { rule: "701.6a" });
  else txn.note(`${object.sourceName}'s ability is countered: it is removed from the stack`, "701.6b");
}

/** Whether `payer` pays the ward cost (118.12: their choice; yes by default when they can). */
function paid(txn: MtgTxn, payer: string, cost: WardCost, object: MtgStackObject): boolean {
  const what = object.kind === "spell" ? object.sourceName : `${object.sourceName}'s ability`;
  if (cost.kind === "discard") {
    if (cardsIn(txn.state, { player: payer, zone: "hand" }).size === 0) {
      txn.note(`${payer} has no card to discard, so ${what} is countered`, "118.3");
      return false;
    }
    if (!txn.may(payer, `discard a card so ward doesn't counter ${what} [${txn.cite("702.21a")}]`)) return false;
    discardCards(txn, payer, 1, false);
    txn.note(`${payer} discards a card, so ${what} isn't countered`, "118.12");
    return true;
  }
  const mana = parseManaCost(cost.mana);
  if (!mana) return false;
  const need = needFor(mana, 0);
  const offer = {
    ask: `pay ${formatNeed(need)} so ward doesn't counter ${what} [${txn.cite("702.21a")}]`,
    unable: `${payer} can't pay ${formatNeed(need)}, so ${what} is countered`,
    paying: `ward's ${formatNeed(need)}`,
  };
  if (!offerManaPayment(txn, payer, need, offer)) return false;
  txn.note(`${payer} pays ${formatNeed(need)}, so ${what} isn't countered`, "118.12");
  return true;
}
