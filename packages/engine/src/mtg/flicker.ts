/**
 * Escape Protocol: "exile target artifact or creature you control, then return it to the
 * battlefield under its owner's control." The permanent goes to exile (406.2) and comes straight
 * back as a new object (400.7: no counters, damage or "until end of turn" effects; it is untapped,
 * and entering it triggers "when this enters", 603.6a). A token that left the battlefield can't
 * come back (111.8); it ceases to exist with the next state-based actions (704.5d).
 */
import { zoneOf } from "../kernel/zones.js";
import type { EffectContext } from "./effect-context.js";
import { moveCard } from "./moves.js";
import { legalCardTargets } from "./several-targets.js";
import { triggerOnEnter } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

export function flickerTarget(txn: MtgTxn, ctx: EffectContext): void {
  for (const id of legalCardTargets(txn, ctx)) {
    if (moveCard(txn, id, "exile", "exile", { rule: "406.2" }) !== "exile") continue;
    const card = txn.card(id);
    if (card.token) {
      txn.note(`${card.def.name} is a token: having left the battlefield, it can't return to it`, "111.8");
      continue;
    }
    if (zoneOf(txn.state, id)?.zone !== "exile") continue;
    if (moveCard(txn, id, "battlefield", "return", { controller: card.owner, rule: "400.7" }) === "battlefield") triggerOnEnter(txn, id);
  }
}
