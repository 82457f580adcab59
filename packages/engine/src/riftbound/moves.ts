import type { MoveReason, Position } from "../kernel/events.js";
import { attach, detach, cardsIn, zoneOf } from "../kernel/zones.js";
import { lastingRuleSource } from "./lasting-rules.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { ceaseToken } from "./recycle.js";
import { BOARD_ZONES, type RiftCard, type RiftZone } from "./state.js";
import { fireDeathknell, fireTriggers } from "./triggers.js";
import { becomeNewObject } from "./new-object.js";
import { detachAll, moveAttachments } from "./equip.js";
import { killedBySpell } from "./spell-kills.js";
import type { Txn } from "./txn.js";

/**
 * Moves a card for any reason but recycling. A card goes to its *owner's* zone whenever the
 * destination is off the Board (056); on the Board it goes where it is played, under `controller`.
 * Leaving a zone makes a new object (124.1); a token that lands off the Board ceases (186.1).
 */
export function moveCard(
  txn: Txn,
  id: CardId,
  zone: RiftZone,
  reason: MoveReason,
  options: {
    controller?: PlayerId;
    position?: Position;
    exhausted?: boolean;
    rule?: string;
    at?: CardId;
    byMightChange?: boolean;
    /** Who banishes the card (the controller of the spell, ability or cost that does): "When you banish a card you own". */
    by?: PlayerId;
  } = {},
): void {
  const card = txn.card(id);
  if (reason === "kill" && zone === "trash" && card.banishIfItWouldDie !== undefined) {
    // Smite's replacement: the unit is banished instead of dying, so no Deathknell (808.1.d.1).
    txn.emit({ type: "note", text: `${card.def.name} would die, and is banished instead`, rule: "427" });
    moveCard(txn, id, "banishment", "banish", { rule: "427", by: card.banishIfItWouldDie });
    return;
  }
  if (zone === "trash" && banishedInsteadOfTrash(txn, id, card)) return;
  const onBoard = BOARD_ZONES.includes(zone);
  const player = onBoard ? (options.controller ?? card.controller) : card.owner;
  const to = { player, zone };
  const position: Position = options.position ?? (zone === "main-deck" || zone === "rune-deck" ? "top" : "any");
  const { state, from } = detach(txn.state, id);
  txn.state = attach(state, id, to, position);
  // No location until something places it (146.1).
  becomeNewObject(txn, id, { controller: player, exhausted: options.exhausted ?? false, buffed: onBoard ? card.buffed : false, at: zone === "battlefield" || zone === "facedown" ? options.at : undefined });
  // A unit's Equipment: with it where it goes on the board (719.3.a), detached when it leaves it (719.5).
  if (card.attachments !== undefined && card.attachments.length > 0) {
    if (onBoard) {
      txn.patchCard(id, { attachments: card.attachments });
      moveAttachments(txn, id);
    } else detachAll(txn, card);
  }
  txn.emit({ type: "move", card: id, name: card.def.name, owner: card.owner, from: from ?? to, to, position, reason, rule: options.rule });
  // "Deathknell" abilities trigger when the unit dies, under the player who controlled it as it
  // died (808.1.d.2-3): not its owner, whose trash it lands in. The trigger is added before the
  // card moves on, so a token's triggers too, though the token then ceases to exist (186.1).
  if (reason === "kill") fireDeathknell(txn, card, card.controller);
  if (card.token && !onBoard) ceaseToken(txn, id);
  if (reason === "banish" && options.by !== undefined) banishedBy(txn, card, options.by);
  // "When a friendly unit dies": a unit dies when it is killed on the board (428), tokens too.
  if (reason === "kill" && card.def.type === "unit" && from !== undefined && BOARD_ZONES.includes(from.zone as RiftZone)) {
    // A unit killed by a spell's instruction or damage (415.5.b, 415.5.c); a change of Might kills by no one's.
    if (options.byMightChange !== true) killedBySpell(txn);
    fireTriggers(txn, card.controller, "friendly-unit-dies");
    // "When one or more enemy units die": the unit was an enemy of every other player (rulings R22).
    for (const opponent of txn.state.players) {
      if (opponent === card.controller) continue;
      if (txn.enemyDeathsTogether) txn.enemyDeathsTogether.add(opponent);
      else fireTriggers(txn, opponent, "enemy-units-die");
    }
  }
}

/**
 * Endless Riches: "If a card would go to your trash from anywhere other than your Main Deck, banish
 * it instead." A replacement (365) of a card's move to its owner's trash (056) while its owner
 * controls such a permanent on the board (362.1), that permanent's own move included (it is still
 * there as it would go); a token is no card (185), and a card from the Main Deck (a burn) is not
 * covered. The card is banished by that player instead: it never reaches the trash, so a unit so
 * replaced doesn't die (rulings R40).
 */
function banishedInsteadOfTrash(txn: Txn, id: CardId, card: RiftCard): boolean {
  if (card.token || zoneOf(txn.state, id)?.zone === "main-deck") return false;
  const source = lastingRuleSource(txn.state, card.owner, "banish-instead-of-trash");
  if (source === undefined) return false;
  const by = txn.card(source).def.name;
  txn.emit({ type: "note", text: `${card.def.name} would go to ${card.owner}'s trash, and is banished instead (${by})`, rule: "365" });
  moveCard(txn, id, "banishment", "banish", { rule: "427", by: card.owner });
  return true;
}

/**
 * "When you banish a card you own" (Zed, Master of Shadows): the player who banished it owns it. A
 * token, a rune, a legend or a battlefield is no card (052, 185). Once for each card (rulings R35).
 */
function banishedBy(txn: Txn, card: RiftCard, by: PlayerId): void {
  const type = card.def.type;
  if (card.owner !== by || card.token || type === "rune" || type === "legend" || type === "battlefield") return;
  fireTriggers(txn, by, "you-banish-own-card");
}

/**
 * Kills units that die together (143.2.a: combat damage's lethal units): "When one or more enemy
 * units die" triggers once for the batch, for each player some of the dead were enemies of.
 */
export function dieTogether(txn: Txn, kill: () => void): void {
  const outer = txn.enemyDeathsTogether;
  const batch = new Set<PlayerId>();
  txn.enemyDeathsTogether = batch;
  try {
    kill();
  } finally {
    txn.enemyDeathsTogether = outer;
  }
  for (const player of batch) fireTriggers(txn, player, "enemy-units-die");
}

/** Channels `count` runes from the top of the Rune Deck to the board, fewer if it holds fewer (430). */
export function channelRunes(txn: Txn, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = cardsIn(txn.state, { player, zone: "rune-deck" }).first();
    if (top === undefined) break;
    moveCard(txn, top, "runes", "channel", { controller: player, rule: "430" });
  }
}

/** Draws from the top of the Main Deck (413). Returns false when the deck was empty. */
export function drawOne(txn: Txn, player: PlayerId): boolean {
  const top = cardsIn(txn.state, { player, zone: "main-deck" }).first();
  if (top === undefined) return false;
  moveCard(txn, top, "hand", "draw", { rule: "413" });
  return true;
}
