import type { CardId, PlayerId } from "../kernel/types.js";
import { lookBeforeRevealing } from "./reveal-replacement.js";
import { cardsIn } from "../kernel/zones.js";
import type { Effect } from "./cards.js";
import { describeMatch, matchesCard } from "./card-match.js";
import { hasTag } from "./card-words.js";
import { playByEffect, topCards } from "./effect-play.js";
import { moveCard } from "./moves.js";
import { effectsWork } from "./pending.js";
import { recycleCards } from "./recycle.js";
import { fireRecycleTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * "Look at the top N cards of your Main Deck. You may reveal a gear from among them and draw it.
 * Then recycle the rest." (Ornn, Blacksmith and its kin), "Draw one and recycle the other" (Called
 * Shot), "… Put the rest into your trash" (Lightning Rush). With fewer cards in the deck the player
 * looks at as many as there are and does not burn out (431.1.c). The card taken is revealed (424)
 * and drawn (413); the rest are recycled together, in a random order (416.5).
 */
export function lookThenDraw(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "look-then-draw" }>): void {
  const seen = topCards(txn, player, effect.look);
  if (seen.length === 0) {
    txn.emit({ type: "note", text: `${player}'s Main Deck is empty: nothing to look at`, rule: "431.1.c" });
    return;
  }
  txn.emit({ type: "note", text: `${player} looks at ${txn.names(seen)}` });
  const fitting = seen.filter((id) => matchesCard(txn, player, id, effect.take));
  const what = describeMatch(effect.take);
  let taken: CardId | undefined;
  if (fitting.length === 0) {
    txn.emit({ type: "note", text: `no ${what} among them to draw` });
  } else if (!effect.optional || txn.may(player, `${effect.reveal ? "reveal" : "choose"} a ${what} from among them and draw it?`)) {
    taken = txn.pickCards(player, `the ${what} to draw`, fitting, 1, "424").picked[0];
  }
  if (taken !== undefined) {
    if (effect.reveal) txn.emit({ type: "note", text: `${player} reveals ${txn.card(taken).def.name}`, rule: "424" });
    moveCard(txn, taken, "hand", "draw", { rule: "413" });
  }
  const rest = seen.filter((id) => id !== taken);
  if (effect.rest === "trash") {
    for (const id of rest) moveCard(txn, id, "trash", "put");
  } else {
    fireRecycleTriggers(txn, player, recycleCards(txn, player, rest));
  }
  const tags = effect.ifTakenTags;
  if (taken !== undefined && tags && effect.thenEffect) {
    const def = txn.card(taken).def;
    if (hasTag(def, tags)) {
      txn.pending.schedule(...effectsWork(player, source, effect.thenEffect));
    } else {
      txn.emit({ type: "note", text: `${def.name} is not a ${tags.join(", ")}: the rest of the ability does nothing` });
    }
  }
}

/**
 * Dazzling Aurora: reveal from the top of the Main Deck until a card that fits is revealed (424),
 * banish it (427) and play it ignoring its cost; then recycle the rest. The play waits until the
 * ability has finished (354.3), so the rest are recycled first. No card that fits: all the revealed
 * cards are recycled, and nothing burns out (431.1.c).
 */
export function revealUntilThenPlay(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "reveal-until-then-play" }>): void {
  lookBeforeRevealing(txn, player);
  const revealed: CardId[] = [];
  let found: CardId | undefined;
  for (const id of cardsIn(txn.state, { player, zone: "main-deck" })) {
    revealed.push(id);
    if (matchesCard(txn, player, id, effect.match)) {
      found = id;
      break;
    }
  }
  txn.emit({ type: "note", text: `${player} reveals ${revealed.length ? txn.names(revealed) : "nothing (the Main Deck is empty)"}`, rule: "424" });
  if (found === undefined) {
    txn.emit({ type: "note", text: `no ${describeMatch(effect.match)} was revealed` });
  } else {
    moveCard(txn, found, "banishment", "banish", { rule: "427", by: player });
    playByEffect(txn, player, found, { ignore: "all", staysWhere: "banished" });
  }
  fireRecycleTriggers(txn, player, recycleCards(txn, player, revealed.filter((id) => id !== found)));
}

/**
 * Burn N (440): the top N cards of the Main Deck go to the trash, one at a time. From an empty
 * Main Deck the player burns out and then burns the rest (440.4, 431.1.b); if the deck is still
 * empty after that, the rest can't be burned.
 */
export function burn(txn: Txn, player: PlayerId, count: number, burnOut: (nth: number) => void): void {
  let burnedOut = false;
  // "The burned card" (Forgotten Relic): what this burn puts into the trash.
  const burned: CardId[] = [];
  txn.memory.burned = burned;
  for (let i = 0; i < count; i++) {
    let top = cardsIn(txn.state, { player, zone: "main-deck" }).first();
    if (top === undefined && !burnedOut) {
      burnedOut = true;
      burnOut(1);
      top = cardsIn(txn.state, { player, zone: "main-deck" }).first();
    }
    if (top === undefined) {
      txn.emit({ type: "note", text: `${player}'s Main Deck is empty: the other ${count - i} can't be burned`, rule: "440.4" });
      return;
    }
    moveCard(txn, top, "trash", "put", { rule: "440.1" });
    burned.push(top);
  }
}

/**
 * "Reveal the top card of your Main Deck. If it's a <kind>, draw it (put it in your hand).
 * Otherwise, recycle it." The card is revealed (424); with an empty Main Deck there is nothing to
 * reveal and no Burn Out (431.1.c).
 */
export function revealTopThen(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "reveal-top-then" }>): void {
  lookBeforeRevealing(txn, player);
  const top = topCards(txn, player, 1)[0];
  if (top === undefined) {
    txn.emit({ type: "note", text: `${player}'s Main Deck is empty: nothing to reveal`, rule: "431.1.c" });
    return;
  }
  txn.emit({ type: "note", text: `${player} reveals ${txn.card(top).def.name}`, rule: "424" });
  if (matchesCard(txn, player, top, effect.match)) {
    moveCard(txn, top, "hand", effect.hit === "draw" ? "draw" : "put", effect.hit === "draw" ? { rule: "413" } : {});
    return;
  }
  if (effect.miss?.to === "top") {
    // Revealing moves nothing (424): a card the effect doesn't draw stays where it was.
    txn.emit({ type: "note", text: `${txn.card(top).def.name} doesn't fit, and stays on top of ${player}'s Main Deck`, rule: "424" });
    return;
  }
  if (effect.miss) {
    moveCard(txn, top, "trash", "put");
    txn.pending.schedule(...effectsWork(player, source, effect.miss.then));
    return;
  }
  fireRecycleTriggers(txn, player, recycleCards(txn, player, [top]));
}
