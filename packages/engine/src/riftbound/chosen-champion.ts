import type { PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import { moveCard } from "./moves.js";
import type { Txn } from "./txn.js";

/**
 * Hallowed Tomb: "return your Chosen Champion from your trash to your Champion Zone if it is
 * empty". The Chosen Champion is every copy of its name (103.2.a.3); the condition is read as the
 * ability resolves. With several copies in the trash the player picks one (unanswered, the first).
 */
export function returnChosenChampionFromTrash(txn: Txn, player: PlayerId): void {
  const name = txn.state.chosenChampions?.[player];
  if (name === undefined) {
    txn.emit({ type: "note", text: `${player} has no Chosen Champion in this scenario (none in the Champion Zone at the start, no chosen-champion:): nothing to return`, rule: "103.2.a" });
    return;
  }
  const zone = cardsIn(txn.state, { player, zone: "champion" });
  if (zone.size > 0) {
    txn.emit({ type: "note", text: `${player}'s Champion Zone is not empty (${txn.names([...zone])}): ${name} is not returned` });
    return;
  }
  const copies = [...cardsIn(txn.state, { player, zone: "trash" })].filter((id) => txn.card(id).def.name.toLowerCase() === name.toLowerCase());
  const chosen = txn.pickCards(player, `your Chosen Champion (${name}) in your trash to return to your Champion Zone`, copies, 1, "103.2.a.3").picked[0];
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `${player} has no ${name} in the trash: nothing to return` });
    return;
  }
  moveCard(txn, chosen, "champion", "put", { rule: "103.2.a.3" });
}
