import type { CardId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { BOARD_ZONES, type RiftZone } from "./state.js";
import type { Txn } from "./txn.js";

/** Ready (415): "Ready me" (Sivir, Battle Mistress). A source no longer on the board, or already ready, is left as it is (055). */
export function readySelf(txn: Txn, source: CardId): void {
  const card = txn.state.cards.get(source);
  const zone = card ? zoneOf(txn.state, source)?.zone : undefined;
  if (!card || zone === undefined || !BOARD_ZONES.includes(zone as RiftZone)) {
    txn.emit({ type: "note", text: `${card?.def.name ?? source} is no longer on the board: nothing to ready`, rule: "055" });
    return;
  }
  if (!card.exhausted) {
    txn.emit({ type: "note", text: `${card.def.name} is already ready`, rule: "415" });
    return;
  }
  txn.patchCard(source, { exhausted: false });
  txn.emit({ type: "ready", card: source, name: card.def.name });
}
