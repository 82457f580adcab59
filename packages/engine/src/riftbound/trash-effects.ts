import type { CardId, PlayerId } from "../kernel/types.js";
import { chosenUnit } from "./chosen-on-play.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { Effect } from "./cards.js";
import { describeMatch, matchesCard } from "./card-match.js";
import { playByEffect } from "./effect-play.js";
import { mightOf } from "./might.js";
import { moveCard } from "./moves.js";
import { effectsWork } from "./pending.js";
import { candidatesFor, playersFor } from "./selectors.js";
import type { Txn } from "./txn.js";
import { choosableBy } from "./choosable.js";
import { banishedWith, banishedWithForAbility } from "./banished-with.js";

function trashCards(txn: Txn, player: PlayerId, whose: "you" | "any"): CardId[] {
  return playersFor(txn, player, whose).flatMap((p) => [...cardsIn(txn.state, { player: p, zone: "trash" })]);
}

/**
 * "Return a unit from your trash to your hand", "Return up to 2 units from trashes to their
 * owners' hands". The card is chosen as the effect resolves (a trash is public, so it is a target,
 * 355.10.a); each goes to its owner's hand (056). With none that fits, nothing happens (055).
 */
export function returnFromTrash(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "return-from-trash" }>): void {
  const fitting = trashCards(txn, player, effect.whose).filter((id) => matchesCard(txn, player, id, effect.match));
  const what = describeMatch(effect.match);
  if (fitting.length === 0) {
    txn.emit({ type: "note", text: `no ${what} in ${effect.whose === "you" ? `${player}'s trash` : "any trash"} to return`, rule: "055" });
    return;
  }
  const prompt = `${effect.upTo ? "up to " : ""}${effect.count} ${describeMatch(effect.match, effect.count)} to return to ${effect.whose === "you" ? "your hand" : "their owners' hands"}`;
  const { picked } = txn.pickCards(player, prompt, fitting, effect.count, "355.9", effect.upTo === true);
  for (const id of picked) moveCard(txn, id, "hand", "return", { rule: "056" });
}

/**
 * "Play a unit from your trash, ignoring its Energy cost" and its kin: the card is chosen as the
 * effect resolves, and played once the effect has finished (354.3). One that can't be played
 * stays in the trash (358.5).
 */
export function playFromTrashByEffect(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "play-from-trash" }>): void {
  // Kharox: "their trash" is the chosen opponent's; the card is played by this effect's controller.
  const whose = effect.whose === "chosen-player" ? txn.memory.chosenPlayer : player;
  const what = describeMatch(effect.match);
  if (whose === undefined) {
    txn.emit({ type: "note", text: `no player was chosen, so there is no trash to play a ${what} from`, rule: "055" });
    return;
  }
  // Undying Loyalty chose its unit as it was played (chosen-on-play.ts).
  const onPlay = chosenUnit(txn, source, player);
  const fitting = onPlay === undefined ? [...cardsIn(txn.state, { player: whose, zone: "trash" })].filter((id) => matchesCard(txn, player, id, effect.match)) : [];
  const where = whose === player ? "your trash" : `${whose}'s trash`;
  const chosen = onPlay === undefined ? txn.pickCards(player, `a ${what} to play from ${where}`, fitting, 1, "355.9").picked[0] : (onPlay ?? undefined);
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `no ${what} in ${whose}'s trash to play`, rule: "055" });
    return;
  }
  playByEffect(txn, player, chosen, { ignore: effect.ignore, recycleAfter: effect.recycleAfter, staysWhere: "in the trash" });
}

/**
 * Arcane Shift / Temporal Breach / Thrill of the Hunt / Portal Rescue: banish a unit (427), then
 * its owner (a banished card is in its owner's banishment, 056) — or, as Portal Rescue is printed,
 * the effect's controller — plays it ignoring its cost (356.1.b.1), to base, to the location it
 * left, or to a battlefield that player chooses. The play waits for the spell (354.3).
 */
export function banishUnitThenPlay(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "banish-unit-then-play" }>): void {
  const units = candidatesFor(txn, player, { zone: "board", whose: effect.whose === "friendly" ? "you" : "any" }, effect.whose === "friendly" ? "friendly-unit" : "unit");
  const chosen = txn.pickCards(player, `a ${effect.whose === "friendly" ? "friendly " : ""}unit to banish, then play`, units, 1, "355.9").picked[0];
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `no ${effect.whose === "friendly" ? "friendly " : ""}unit to banish`, rule: "055" });
    return;
  }
  const from = zoneOf(txn.state, chosen)?.zone === "battlefield" ? "battlefield" : "base";
  const owner = txn.card(chosen).owner;
  const at = txn.card(chosen).at;
  const playsIt = effect.by === "you" ? player : owner;
  if (playsIt !== owner) unknownWhoPlays(txn, source, chosen);
  moveCard(txn, chosen, "banishment", "banish", { rule: "427", by: player });
  if (effect.to === "any-battlefield") {
    const battlefield = chooseBattlefield(txn, playsIt, txn.card(chosen).def.name);
    if (battlefield === undefined) return;
    playByEffect(txn, playsIt, chosen, { ignore: "all", to: "battlefield", at: battlefield, staysWhere: "banished" });
    return;
  }
  playByEffect(txn, playsIt, chosen, {
    ignore: "all",
    to: effect.to === "same-location" ? from : "base",
    ...(effect.to === "same-location" && at !== undefined ? { at } : {}),
    staysWhere: "banished",
  });
}

/**
 * Portal Rescue as printed has you play the unit; its erratum (2025-10-28) has its owner play it.
 * The two differ only for a friendly unit someone else owns, and when the card data can't say
 * which wording its text is, that is refused as an unknown fact rather than guessed.
 */
function unknownWhoPlays(txn: Txn, source: CardId, unit: CardId): void {
  const def = txn.state.cards.get(source)?.def;
  if (def?.errata?.inText !== "unknown") return;
  txn.refuse(
    "unknown-card-fact",
    "056",
    `${txn.card(unit).def.name} is owned by ${txn.card(unit).owner}: ${def.name}'s text has you play it, its erratum has its owner play it, and the card data doesn't say which wording its text is. Define ${def.name} under cards: with the wording in force to replay this step.`,
    { part: "card" },
  );
}

/** "To any battlefield": the player who plays the unit chooses one of the game's battlefields. */
function chooseBattlefield(txn: Txn, player: PlayerId, unitName: string): CardId | undefined {
  const battlefields = Object.keys(txn.state.battlefields);
  const chosen = txn.pickCards(player, `a battlefield to play ${unitName} to`, battlefields, 1, "355.9").picked[0];
  if (chosen === undefined) txn.emit({ type: "note", text: `there is no battlefield to play ${unitName} to, so it stays banished`, rule: "055" });
  return chosen;
}

/** "Banish this." A spell banishes itself as it resolves, so it doesn't go to the trash after (427). */
export function banishSelf(txn: Txn, source: CardId): void {
  if (!txn.state.cards.get(source)) return;
  moveCard(txn, source, "banishment", "banish", { rule: "427", by: txn.card(source).controller });
}

/** Cursed Sarcophagus: "banish all units from your trash", each remembered as banished by `source` (427.3). */
export function banishFromTrash(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "banish-from-trash" }>): void {
  const fitting = trashCards(txn, player, "you").filter((id) => matchesCard(txn, player, id, effect.match));
  if (fitting.length === 0) txn.emit({ type: "note", text: `no ${describeMatch(effect.match)} in ${player}'s trash to banish`, rule: "055" });
  for (const id of fitting) {
    moveCard(txn, id, "banishment", "banish", { rule: "427", by: player });
    txn.patchCard(id, { banishedBy: source });
  }
}

/**
 * Cursed Sarcophagus: "Play a unit banished with this. (You must pay its costs.)" Only cards this
 * object banished are candidates (427.3, 427.3.a); the play waits for the ability (354.3), and one
 * whose costs can't be paid stays banished. The Zero Drive: "Play all units banished with this,
 * ignoring their costs": each of them, in the order they lie in banishment, costs set to 0
 * (356.1.b.1); those banished with the gear its own "Banish this" cost took away (rulings R41).
 */
export function playBanishedWithThis(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "play-banished-with-this" }>): void {
  const banished = banishedWithForAbility(txn, source).filter((id) => matchesCard(txn, player, id, effect.match));
  const name = txn.card(source).def.name;
  const how = { ignore: effect.ignore ?? "none", staysWhere: "banished" } as const;
  if (effect.all === true) {
    if (banished.length === 0) txn.emit({ type: "note", text: `no ${describeMatch(effect.match)} banished with ${name}`, rule: "427.3" });
    for (const id of banished) playByEffect(txn, player, id, how);
    return;
  }
  const chosen = txn.pickCards(player, `a ${describeMatch(effect.match)} banished with ${name} to play`, banished, 1, "427.3").picked[0];
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `no ${describeMatch(effect.match)} banished with ${name}`, rule: "427.3" });
    return;
  }
  playByEffect(txn, player, chosen, how);
}

/**
 * Wind and Ghosts: choose a unit at a battlefield (a target, 355.9); if its Might is N or less it is
 * banished (427), otherwise it returns to its owner's hand (056). Its Might is read as the effect
 * resolves.
 */
export function banishOrReturnUnit(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "banish-or-return-unit" }>): void {
  const units = txn.state.players
    .flatMap((p) => [...cardsIn(txn.state, { player: p, zone: "battlefield" })])
    .filter((id) => txn.card(id).def.type === "unit" && choosableBy(txn.state, id, player));
  const chosen = txn.pickCards(player, "a unit at a battlefield", units, 1, "355.9").picked[0];
  if (chosen === undefined) {
    txn.emit({ type: "note", text: "no unit at a battlefield to choose", rule: "055" });
    return;
  }
  const might = mightOf(txn.state, chosen) ?? 0;
  if (might <= effect.mightAtMost) moveCard(txn, chosen, "banishment", "banish", { rule: "427", by: player });
  else moveCard(txn, chosen, "hand", "return", { rule: "056" });
}

/**
 * "… banish it" (Ravenbloom Prefect, Jhin, Virtuoso): the card whose play set off the ability (a
 * gear on the board, a spell waiting on the chain), if it is still where it was then; it goes to its
 * owner's banishment, banished with the ability's source (427, 427.3). Gone, nothing is banished
 * (055). Rulings R38, R39.
 */
export function banishTriggerSubject(txn: Txn, player: PlayerId, source: CardId): void {
  const subject = txn.memory.triggerSubject;
  const card = subject === undefined ? undefined : txn.state.cards.get(subject.card);
  if (subject === undefined || !card || zoneOf(txn.state, subject.card)?.zone !== subject.zone) {
    txn.emit({ type: "note", text: `${card?.def.name ?? "the card that set this off"} is no longer where it was played to: nothing to banish`, rule: "055" });
    return;
  }
  moveCard(txn, subject.card, "banishment", "banish", { rule: "427", by: player });
  txn.patchCard(subject.card, { banishedBy: source });
}

/**
 * Jhin, Virtuoso: "if there are four spells banished with me, put each in its trash, …": the cards
 * that fit banished with `source` (427.3) in every banishment; with `count` or more, each goes to its
 * owner's trash and the rest of the instruction follows. Rulings R39.
 */
export function ifBanishedWithMe(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "if-banished-with-me" }>): void {
  const banished = banishedWith(txn, source).filter((id) => matchesCard(txn, player, id, effect.match));
  const what = describeMatch(effect.match, banished.length);
  if (banished.length < effect.count) {
    txn.emit({ type: "note", text: `${banished.length} ${what} banished with ${txn.card(source).def.name}, fewer than ${effect.count}: nothing more happens`, rule: "427.3" });
    return;
  }
  txn.emit({ type: "note", text: `${banished.length} ${what} banished with ${txn.card(source).def.name}: each goes to its trash`, rule: "427.3" });
  for (const id of banished) moveCard(txn, id, "trash", "put");
  txn.pending.schedule(...effectsWork(player, source, effect.effect));
}

/**
 * Endless Riches: "banish your hand and trash". Every card in those zones of `player` goes to their
 * banishment (427.1), one at a time in zone order, hand first, each banished by `player` (so "when
 * you banish a card you own" sees each, rulings R35). Empty zones banish nothing (055).
 */
export function banishOwnZones(txn: Txn, player: PlayerId, zones: readonly ("hand" | "trash")[]): void {
  for (const zone of zones) {
    const cards = [...cardsIn(txn.state, { player, zone })];
    if (cards.length === 0) txn.emit({ type: "note", text: `${player}'s ${zone} is empty: nothing to banish`, rule: "055" });
    for (const id of cards) moveCard(txn, id, "banishment", "banish", { rule: "427", by: player });
  }
}
