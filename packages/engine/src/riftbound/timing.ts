import type { PlayerId } from "../kernel/types.js";
import type { RiftCard } from "./state.js";
import type { TimingKeyword } from "./cards.js";
import type { Txn } from "./txn.js";

/** What is being timed: an activated ability of `card`, or playing `card` itself. */
export type Timed = "ability" | "play";

/**
 * The rules that decide the default timing. An ability of a unit or gear is used in its
 * controller's Main Phase outside a showdown (145.2 units, 151.2 gear). A card is played by
 * default only by a player with priority on their turn in a Neutral Open state (310.1.a: no
 * showdown or combat, no chain; priority comes in the Main Phase, 312.2.a), and in the Main
 * Phase only the Turn Player plays spells (316.5.b).
 */
function defaultRules(card: RiftCard, timed: Timed): { state: string; turn: string } {
  if (timed === "play") return { state: "310.1.a", turn: "316.5.b" };
  const rule = card.def.type === "gear" ? "151.2" : "145.2";
  return { state: rule, turn: rule };
}

/**
 * When may `player` use an ability or play a card? By default only in their own Main Phase, in an
 * open state outside a showdown (`defaultRules`). The keywords widen that: [Action] allows
 * showdowns on any turn, [Reaction] allows any moment (164.2 gives runes' abilities [Reaction]).
 */
export function checkTiming(txn: Txn, player: PlayerId, card: RiftCard, timing: readonly TimingKeyword[], what: string, timed: Timed): void {
  if (timing.includes("reaction")) return;
  const rules = defaultRules(card, timed);
  const verb = timed === "play" ? "played" : "used";
  const whose = timed === "play" ? "its player's" : "its controller's";
  const s = txn.state;
  if (timing.includes("action")) {
    if (s.turnPlayer !== player && !s.showdown) {
      txn.refuse("timing", rules.turn, `${what} has [Action], so on another player's turn it can be ${verb} only during a showdown.`, { part: "card" });
    }
    return;
  }
  if (s.showdown) {
    txn.refuse(
      "timing",
      rules.state,
      `${what} has neither [Action] nor [Reaction], so it can't be ${verb} during a showdown or combat; only in ${whose} Main Phase outside a showdown.`,
      { part: "card" },
    );
  }
  if (s.turnPlayer !== player) {
    txn.refuse("timing", rules.turn, `${what} can be ${verb} only on ${whose} own turn (it has no [Action] or [Reaction]); it is ${s.turnPlayer}'s turn.`, { part: "card" });
  }
  if (s.phase !== "main") {
    txn.refuse("timing", rules.state, `${what} can be ${verb} only in the Main Phase; it is the ${s.phase} phase.`, { part: "card" });
  }
}
