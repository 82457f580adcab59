import type { CardId, PlayerId } from "../kernel/types.js";
import type { PrintedCost } from "./cards.js";
import { knownPower, payCost } from "./costs.js";
import { moveCard } from "./moves.js";
import { continueWith, effectsWork } from "./pending.js";
import type { RiftCard } from "./state.js";
import { fireTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * Plays a card whose cost is already decided (printed, or reduced/ignored by an effect): pays it
 * with any additional cost, then a unit enters its controller's base exhausted (143.4), gear
 * enters ready (149.1), and a spell resolves and goes to its owner's trash.
 */
export function playCard(txn: Txn, player: PlayerId, id: CardId, cost: PrintedCost): void {
  const card = txn.card(id);
  const power = knownPower(txn, card.def.name, cost.power);
  payCost(txn, player, id, card.def.additionalPlayCost ?? [], { energy: cost.energy, power });
  // The card is played once its cost, and whatever paying it set off, is done.
  txn.pending.schedule(continueWith(() => putIntoPlay(txn, player, card)));
}

function putIntoPlay(txn: Txn, player: PlayerId, card: RiftCard): void {
  const id = card.id;
  txn.emit({ type: "play", player, card: id, name: card.def.name });
  switch (card.def.type) {
    case "unit":
      moveCard(txn, id, "base", "play", { controller: player, exhausted: true, rule: "143.4" });
      fireTriggers(txn, player, "when-played", [id]);
      return;
    case "gear":
      moveCard(txn, id, "base", "play", { controller: player, exhausted: false, rule: "149.1" });
      fireTriggers(txn, player, "when-played", [id]);
      return;
    case "spell":
      txn.pending.schedule(
        ...effectsWork(player, id, card.def.onPlay ?? []),
        // A spell goes to the trash once it has resolved.
        continueWith(() => moveCard(txn, id, "trash", "resolve")),
      );
      return;
    default:
      txn.refuse("timing", "419", `${card.def.name} is a ${card.def.type} and can't be played.`, { part: "card" });
  }
}
