import { cardsIn } from "../kernel/zones.js";
import type { PlayerId } from "../kernel/types.js";
import { burnOut } from "./draw.js";
import { moveCard } from "./moves.js";
import type { Txn } from "./txn.js";

/**
 * "Put the top N cards of your Main Deck into your trash" ([Burn N]): one at a time; a Main Deck
 * that runs out burns its player out first, then the rest is done (431.1.b). When the deck is still
 * empty after a Burn Out (the trash was empty too) the rest is not done, with a note.
 */
export function putTopIntoTrash(txn: Txn, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    let top = cardsIn(txn.state, { player, zone: "main-deck" }).first();
    if (top === undefined) {
      burnOut(txn, player, 1);
      top = cardsIn(txn.state, { player, zone: "main-deck" }).first();
    }
    if (top === undefined) {
      txn.emit({ type: "note", text: `${player}'s Main Deck is still empty: the other ${count - i} are not put into the trash`, rule: "431.1.b" });
      return;
    }
    moveCard(txn, top, "trash", "put");
  }
}
