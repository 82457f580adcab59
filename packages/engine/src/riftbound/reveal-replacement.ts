import type { PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import { lastingRuleSources } from "./lasting-rules.js";
import { recycleCards } from "./recycle.js";
import { fireRecycleTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * Void Hatchling: "If you would reveal cards from a deck, look at the top card first. You may
 * recycle it. Then reveal those cards." A replacement (365) of `player`'s reveal from the top of
 * their Main Deck, applied by every effect that reveals by position (the top N, until one fits,
 * each opponent's top card) just before it reads the cards: `player` looks at the top card and may
 * recycle it (416), once for each Void Hatchling they control; the reveal then takes the cards on
 * top as they are. Runes are no cards (052), so a rune revealed from the Rune Deck is not covered.
 */
export function lookBeforeRevealing(txn: Txn, player: PlayerId): void {
  // Found through the game's index of lasting rules (lasting-rules.ts), never by scanning the board.
  for (const hatchling of [...lastingRuleSources(txn.state, player, "look-recycle-before-reveal")]) {
    const name = txn.card(hatchling).def.name;
    const top = cardsIn(txn.state, { player, zone: "main-deck" }).first();
    if (top === undefined) {
      txn.emit({ type: "note", text: `${name}: ${player}'s Main Deck is empty, nothing to look at before revealing`, rule: "365" });
      continue;
    }
    txn.emit({ type: "note", text: `${name}: before revealing, ${player} looks at the top card of their Main Deck, ${txn.card(top).def.name}`, rule: "365" });
    if (!txn.may(player, `recycle ${txn.card(top).def.name} before revealing (${name})?`)) continue;
    fireRecycleTriggers(txn, player, recycleCards(txn, player, [top]));
  }
}
