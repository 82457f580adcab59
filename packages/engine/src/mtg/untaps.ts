/**
 * Tapping and untapping without a target, or with a choice of which (701.26a): Gleam of
 * Resistance's "Untap those creatures", Cloud of Faeries's "untap up to two lands", Esper
 * Sojourners's "tap or untap target permanent".
 */
import { isNothingAnswer } from "../kernel/choices.js";
import type { CardId } from "../kernel/types.js";
import { battlefield, isCreaturePermanent, isLand } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import { legalCardTargets } from "./several-targets.js";
import { tapPermanent, untapPermanent } from "./tapping.js";
import type { MtgTxn } from "./txn.js";

function setTapped(txn: MtgTxn, ctx: EffectContext, id: CardId, tapped: boolean): void {
  const card = txn.card(id);
  if (card.tapped === tapped) {
    txn.note(`${card.def.name} is already ${tapped ? "tapped" : "untapped"}, so nothing happens`, "701.26a");
    return;
  }
  // An untap goes through the stun-counter replacement (122.1d), as every untap does.
  if (!tapped) untapPermanent(txn, card, { by: ctx.sourceName, rule: "701.26a" });
  else tapPermanent(txn, card, { by: ctx.sourceName, rule: "701.26a" });
}

/** "Creatures you control get +1/+2 until end of turn. Untap those creatures.": the same creatures, those its controller controls now (611.2c). */
export function untapCreaturesYouControl(txn: MtgTxn, ctx: EffectContext): void {
  for (const c of battlefield(txn.state)) if (isCreaturePermanent(c) && c.controller === ctx.controller && c.tapped) setTapped(txn, ctx, c.id, false);
}

/**
 * "Untap up to two lands": any lands, anyone's, chosen as it resolves (not targets, 115.10). The
 * answers are leading `choose:` values naming tapped lands; `nothing` or any other answer ends
 * them. Unanswered, the first tapped lands are untapped, the controller's first (rulings M29).
 */
export function untapLands(txn: MtgTxn, ctx: EffectContext, max: number): void {
  const tappedLands = battlefield(txn.state).filter((c) => isLand(c.def) && c.tapped);
  const left = [...tappedLands.filter((c) => c.controller === ctx.controller), ...tappedLands.filter((c) => c.controller !== ctx.controller)].map((c) => c.id);
  for (let i = 0; i < max && left.length > 0; i++) {
    const prompt = `a land for ${ctx.sourceName} to untap (${i + 1} of up to ${max})`;
    const next = txn.choices.peek();
    if (next !== undefined && typeof next.answer === "string" && isNothingAnswer(next.answer)) {
      txn.choices.take();
      txn.emit({ type: "choice", player: ctx.controller, prompt, answer: "nothing", defaulted: false });
      return;
    }
    const named = next !== undefined && typeof next.answer === "string" ? txn.matchCard(next.answer, left) : undefined;
    if (next !== undefined && named === undefined) return; // an answer for a later choice: no more lands
    if (named !== undefined) txn.choices.take();
    const id = named ?? (left[0] as CardId);
    txn.emit({ type: "choice", player: ctx.controller, prompt, answer: txn.name(id), defaulted: named === undefined });
    left.splice(left.indexOf(id), 1);
    setTapped(txn, ctx, id, false);
  }
}

/**
 * "Tap or untap target permanent": its controller chooses as it resolves; unanswered, whichever
 * changes it (an untapped permanent is tapped, a tapped one untapped; rulings M29).
 */
export function tapOrUntapTarget(txn: MtgTxn, ctx: EffectContext): void {
  for (const id of legalCardTargets(txn, ctx)) {
    const card = txn.card(id);
    const prompt = `tap or untap ${card.def.name}`;
    const next = txn.choices.peek();
    const answer = next !== undefined && typeof next.answer === "string" ? next.answer.trim().toLowerCase() : undefined;
    const chosen = answer === "tap" || answer === "untap" ? answer : undefined;
    if (chosen) txn.choices.take();
    else txn.misfit(next, "tap or untap", prompt);
    const tap = chosen ? chosen === "tap" : !card.tapped;
    txn.emit({ type: "choice", player: ctx.controller, prompt, answer: tap ? "tap" : "untap", defaulted: chosen === undefined });
    setTapped(txn, ctx, id, tap);
  }
}

/**
 * Exert (701.43a): the permanent won't untap during its controller's next untap step; exerted
 * twice, both end in that same untap step (701.43b), so the mark is only set.
 */
export function exert(txn: MtgTxn, id: CardId): void {
  txn.writeCard({ ...txn.card(id), skipsNextUntap: true });
  txn.note(`${txn.name(id)} is exerted: it won't untap during its controller's next untap step`, "701.43a");
}
