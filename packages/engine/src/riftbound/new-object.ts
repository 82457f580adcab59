import type { CardId, PlayerId } from "../kernel/types.js";
import { forgetBanishedWith } from "./banished-with.js";
import type { Txn } from "./txn.js";

/** What the zone a card arrives in decides about it. */
export interface ArrivalState {
  readonly controller: PlayerId;
  readonly exhausted: boolean;
  /** A buff survives a move on the board only. */
  readonly buffed: boolean;
  /** Its battlefield, when it arrives at one. */
  readonly at: CardId | undefined;
}

/**
 * A card that changes zone is a new object (124, 124.1): nothing that was true of the old one is —
 * "this turn" Might changes, marked damage, Flow given to it, being Empowered, keywords and a base Might given for the turn, being stunned, Smite's "banish it
 * instead", what banished it — and what it banished is forgotten (427.3). Every zone change goes
 * through here, so a field added to a card's state is reset in one place.
 */
export function becomeNewObject(txn: Txn, id: CardId, arrival: ArrivalState): void {
  txn.patchCard(id, { ...arrival, mightThisTurn: 0, damage: 0, banishedBy: undefined, banishIfItWouldDie: undefined, flowThisTurn: undefined, empowered: undefined, keywordsThisTurn: undefined, baseMightThisTurn: undefined, stunned: undefined, unchoosableByEnemies: undefined, paidOptionalCost: undefined, movedThisTurn: undefined, returnWhenHolds: undefined, attachedTo: undefined, attachments: undefined, hiddenOnTurn: undefined });
  forgetBanishedWith(txn, id);
}
