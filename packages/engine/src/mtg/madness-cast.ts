/**
 * Madness's trigger resolving (702.35a): "its owner may cast it by paying [cost] rather than
 * paying its mana cost. If that player doesn't, they put this card into their graveyard."
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { canPayNow, castWhileResolving } from "./cast-while-resolving.js";
import { parseManaCost } from "./mana.js";
import { moveCard } from "./moves.js";
import type { MtgTxn } from "./txn.js";

/**
 * The trigger resolves: if the card is still in exile, its owner may cast it for its madness cost
 * (yes by default, so the card being judged is exercised); a card they don't or can't cast — no
 * way to pay, no legal target — goes to their graveyard.
 */
export function resolveMadness(txn: MtgTxn, id: CardId, mana: string): void {
  const card = txn.state.cards.get(id);
  const where = zoneOf(txn.state, id);
  if (!card || where?.zone !== "exile") {
    txn.note(`${card?.def.name ?? id} is no longer in exile, so it can't be cast with madness`, "702.35a");
    return;
  }
  const owner = card.owner;
  const name = card.def.name;
  const problem = parseManaCost(mana) === undefined ? `its madness cost "${mana}" can't be read` : !canPayNow(txn, owner, mana) ? `${owner} can't pay ${mana}` : undefined;
  if (problem === undefined && txn.may(owner, `cast ${name} for its madness cost ${mana}`)) {
    if (castWhileResolving(txn, owner, card, { mana, what: `${name}'s madness cost`, rule: "702.35a" })) return;
  } else if (problem !== undefined) {
    txn.note(`${name} can't be cast for its madness cost: ${problem}`, "702.35a");
  }
  putIntoGraveyard(txn, id, owner);
}

function putIntoGraveyard(txn: MtgTxn, id: CardId, owner: PlayerId): void {
  txn.note(`${owner} doesn't cast ${txn.name(id)}, so it is put into their graveyard`, "702.35a");
  moveCard(txn, id, "graveyard", "put", { rule: "702.35a" });
}
