import type { PlayerId } from "../kernel/types.js";
import type { RiftCard } from "./state.js";
import type { TimingKeyword } from "./cards.js";
import type { Txn } from "./txn.js";

/**
 * When may `player` use an ability or play a card? By default only in their own Main Phase, in an
 * open state outside a showdown (145.2 for units, 151.2 for gear; the same default for cards). The
 * keywords widen that: [Action] allows showdowns on any turn, [Reaction] allows any moment (164.2
 * gives runes' abilities [Reaction]).
 */
export function checkTiming(txn: Txn, player: PlayerId, card: RiftCard, timing: readonly TimingKeyword[], what: string): void {
  if (timing.includes("reaction")) return;
  const rule = card.def.type === "gear" ? "151.2" : "145.2";
  const s = txn.state;
  if (timing.includes("action")) {
    if (s.turnPlayer !== player && !s.showdown) {
      txn.refuse("timing", rule, `${what} has [Action], so on another player's turn it can be used only during a showdown.`, { part: "card" });
    }
    return;
  }
  if (s.showdown) {
    txn.refuse(
      "timing",
      rule,
      `${what} has neither [Action] nor [Reaction], so it can't be used during a showdown or combat; only in its controller's Main Phase outside a showdown.`,
      { part: "card" },
    );
  }
  if (s.turnPlayer !== player) {
    txn.refuse("timing", rule, `${what} can be used only on its controller's own turn (it has no [Action] or [Reaction]); it is ${s.turnPlayer}'s turn.`, { part: "card" });
  }
  if (s.phase !== "main") {
    txn.refuse("timing", rule, `${what} can be used only in the Main Phase; it is the ${s.phase} phase.`, { part: "card" });
  }
}
