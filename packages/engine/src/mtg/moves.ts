import type { MoveReason, Position } from "../kernel/events.js";
import { attach, detach, cardsIn, zoneOf } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { unattachFrom } from "./auras.js";
import { leaveCombat } from "./combat-leave.js";
import { settleControl } from "./control.js";
import { copyChosenAsItEnters, enterAsCopyOf, printedValues } from "./copy-effects.js";
import { colorChosenAsItEnters, enterTapped } from "./enter.js";
import { playerOf, updatePlayer } from "./players.js";
import { madnessApplies, triggerMadness } from "./madness.js";
import { forgetPlayableFromExile } from "./play-from-exile.js";
import { endShieldsOf } from "./prevention.js";
import { exiledInstead, graveyardReplacements } from "./replacement.js";
import type { MtgZone } from "./state.js";
import { characteristicsOf } from "./characteristics.js";
import { triggerOnDies, triggerOnDraw, triggerOnEnter } from "./triggers.js";
import type { MtgTxn } from "./txn.js";
import { endRequirementsToBlock } from "./block-requirements.js";

export interface MoveOptions {
  /** Who controls it on the battlefield; its owner by default. */
  readonly controller?: PlayerId;
  readonly position?: Position;
  readonly rule?: string;
  /** It is being discarded to pay a cycling cost (Abandoned Sarcophagus asks). */
  readonly cycled?: boolean;
  readonly tapped?: boolean;
}

/**
 * Moves a card, and returns the zone it really went to. A card goes only to its *owner's*
 * library, hand or graveyard (400.3); a move to a graveyard may be replaced by exile (614), and
 * a discarded card with madness is exiled by its own ability (702.35a). The
 * card becomes a new object (400.7): tapped state, damage, counters and "until end of turn"
 * effects are gone, and off the battlefield its controller is its owner.
 */
export function moveCard(txn: MtgTxn, id: CardId, zone: MtgZone, reason: MoveReason, options: MoveOptions = {}): MtgZone {
  const card = txn.card(id);
  let dest = zone;
  let rule = options.rule;
  const madness = zone === "graveyard" && madnessApplies(txn, card, reason);
  if (card.castWithFlashback && zone !== "exile") {
    // Only a spell on the stack has the mark (every move clears it): it leaves the stack into exile (702.34a).
    dest = "exile";
    rule = "702.34a";
    txn.note(`${card.def.name} was cast with flashback, so it is exiled instead of put into ${zone === "graveyard" ? "a graveyard" : `the ${zone}`}`, "702.34a");
  } else if (card.unearthed && zone !== "exile") {
    // Only the unearthed permanent has the mark (every move clears it): it leaves the battlefield into exile (702.84a).
    dest = "exile";
    rule = "702.84a";
    txn.note(`${card.def.name} was unearthed, so it is exiled instead of put into ${zone === "graveyard" ? "a graveyard" : `the ${zone}`}`, "702.84a");
  } else if (madness) {
    dest = "exile";
    rule = "702.35a";
    const others = graveyardReplacements(txn, card, options.cycled ?? false);
    if (others.length > 0) {
      // 616.1: the card's owner picks which replacement applies; madness, so the card is exercised.
      txn.emit({ type: "choice", player: card.owner, prompt: `which replacement effect applies to ${card.def.name} [${txn.cite("616.1")}] (madness, ${others.join(", ")})`, answer: "madness", defaulted: true });
    }
    txn.note(`${card.def.name} has madness: ${card.owner} discards it into exile instead of their graveyard`, "702.35a");
  } else if (zone === "graveyard" && exiledInstead(txn, card, options.cycled ?? false)) {
    dest = "exile";
    rule = "614.1a";
  }
  const player = dest === "battlefield" ? (options.controller ?? card.owner) : card.owner;
  const to = { player, zone: dest };
  const position: Position = options.position ?? (dest === "library" ? "top" : "any");
  if (card.token) txn.tokensToCheck?.add(id);
  // It enters as a new object with its own values (400.7), unless it enters as a copy: that is
  // chosen first, and then the copy's values decide what applies as it enters (707.5): whether it
  // enters tapped, and a color chosen as it enters (614.1c), before it is on the battlefield.
  const own = printedValues(card);
  const copyOf = dest === "battlefield" ? copyChosenAsItEnters(txn, id, own, player) : undefined;
  const entering = copyOf ?? own;
  const chosen = dest === "battlefield" ? colorChosenAsItEnters(txn, entering, player) : {};
  // A copy effect ends as it leaves: the new object has the card's own values (400.7, 707.2).
  if (card.printed) txn.redefineCard({ ...card, def: card.printed });
  const { state, from } = detach(txn.state, id);
  txn.state = attach(state, id, to, position);
  // A new object (400.7): nothing an effect said about the old one ("doesn't untap …", deathtouch damage) stays.
  const { enteredTurn: _, deathtouched: __, skipsNextUntap: ___, attachedTo: ____, enchantedBy: _____, discardedTurn: ______, grantedBy: _______, castWithFlashback: ________, unearthed: _________, regenerationShields: __________, chosenColor: ___________, cast: ____________, printed: _____________, copyEffects: ______________, faceDown: _______________, ...fresh } = txn.card(id);
  // 302.6: a permanent that enters now hasn't been controlled since the turn began.
  const entered = dest === "battlefield" ? { enteredTurn: txn.state.turnNumber } : {};
  // Shadow of the Grave asks which cards in a graveyard were discarded (a cycle's too) this turn.
  const discarded = reason === "discard" && from?.zone === "hand" && dest === "graveyard" ? { discardedTurn: txn.state.turnNumber } : {};
  txn.writeCard({ ...fresh, ...entered, ...discarded, ...chosen, controller: player, tapped: dest === "battlefield" ? (options.tapped ?? enterTapped(entering)) : false, damage: 0, counters: {}, pumps: [] });
  txn.emit({ type: "move", card: id, name: txn.card(id).def.name, owner: card.owner, from: from ?? to, to, position, reason, ...(rule === undefined ? {} : { rule: txn.cite(rule) }) });
  // "Enter as a copy of …" (707.5): it is a copy as it enters, before anything looks at it.
  if (copyOf) enterAsCopyOf(txn, id, copyOf);
  if (from?.zone === "battlefield") leaveCombat(txn, id);
  // "Blocks it this turn if able" named the permanent that left, not the new object it becomes (400.7).
  if (from?.zone === "battlefield" && txn.state.blockRequirements) endRequirementsToBlock(txn, id);
  // Every discard moves a card with this reason (701.9a; a cycle's too, 702.29a), whatever replaces its destination.
  if (reason === "discard" && from?.zone === "hand") updatePlayer(txn, from.player, (p) => ({ ...p, discardedThisTurn: p.discardedThisTurn + 1 }));
  if (from?.zone === "battlefield") unattachFrom(txn, id);
  if (from?.zone === "battlefield") returnExiledUntil(txn, id);
  // A card that leaves exile is a new object (400.7): a later exile of it is no longer "until ~ leaves".
  if (from?.zone === "exile") forgetExiledUntil(txn, id);
  if (from?.zone === "exile") forgetPlayableFromExile(txn, id);
  endShieldsOf(txn, id);
  // Control effects on it end (400.7), and so do those of an Aura that left (Lay Claim, 611.3a).
  if (from?.zone === "battlefield") settleControl(txn);
  if (madness) triggerMadness(txn, txn.card(id));
  // A "dies" ability looks back at the permanent as it last was on the battlefield (603.10a): a
  // copy's copied abilities, a face-down permanent's none (707.2, 708.2a), not the card's own.
  if (from?.zone === "battlefield" && dest === "graveyard") triggerOnDies(txn, id, card.controller, characteristicsOf(card).abilities);
  return dest;
}

/**
 * `source` left the battlefield: each card it exiled "until ~ leaves the battlefield" returns now,
 * under its owner's control (610.3, 610.3c), if it is still in exile (a card that left exile is a
 * new object, 400.7). The returns of one event happen together (610.3d).
 */
function returnExiledUntil(txn: MtgTxn, source: CardId): void {
  const held = txn.state.exiledUntilLeaves ?? [];
  const back = held.filter((e) => e.source === source);
  if (back.length === 0) return;
  txn.state = { ...txn.state, exiledUntilLeaves: held.filter((e) => e.source !== source) };
  const returning = back.filter((e) => zoneOf(txn.state, e.card)?.zone === "exile").map((e) => e.card);
  for (const card of returning) moveCard(txn, card, "battlefield", "return", { controller: txn.card(card).owner, rule: "610.3c" });
  for (const card of returning) triggerOnEnter(txn, card);
}

function forgetExiledUntil(txn: MtgTxn, card: CardId): void {
  const held = txn.state.exiledUntilLeaves;
  if (held?.some((e) => e.card === card)) txn.state = { ...txn.state, exiledUntilLeaves: held.filter((e) => e.card !== card) };
}

/**
 * Draws one card (121.1). From an empty library nothing happens now; the player loses the next
 * time state-based actions are checked (121.4, 704.5b). That is not an illegal action.
 */
export function drawCard(txn: MtgTxn, player: PlayerId): boolean {
  const top = cardsIn(txn.state, { player, zone: "library" }).first();
  if (top === undefined) {
    if (!playerOf(txn, player).drewFromEmpty) updatePlayer(txn, player, (p) => ({ ...p, drewFromEmpty: true }));
    txn.note(`${player} must draw from an empty library: ${player} loses the next time state-based actions are checked`, "121.4");
    return false;
  }
  moveCard(txn, top, "hand", "draw", { rule: "121.1" });
  updatePlayer(txn, player, (p) => ({ ...p, drawnThisTurn: p.drawnThisTurn + 1 }));
  triggerOnDraw(txn, player, playerOf(txn, player).drawnThisTurn);
  return true;
}
