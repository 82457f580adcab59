import { settleBattlefieldControl } from "./battlefield-control.js";
import { resolveCombat } from "./combat-damage.js";
import type { StepResult } from "../kernel/result.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { RiftAction, ZoneTarget } from "./actions.js";
import type { ActivatedAbility, CostPart, Domain, TimingKeyword } from "./cards.js";
import { finalizeOnChain, putOnChainAsPending, resolvingChainItem } from "./chain.js";
import { payCost } from "./costs.js";
import { costToPlay } from "./discounts.js";
import { alternativeCost } from "./alternative-cost.js";
import { checkEmpowerRestriction } from "./empower.js";
import { flowPlay } from "./flow.js";
import { selfPlayFromTrash } from "./legion.js";
import { continueWith, effectsWork } from "./pending.js";
import { advanceTo } from "./phases.js";
import { pickCardsToRecycle, recycleCards, recycleDestination } from "./recycle.js";
import { resolvePending } from "./resolve.js";
import type { RiftCard, RiftState } from "./state.js";
import { hiddenPlay } from "./play-from-hidden.js";
import { checkTiming } from "./timing.js";
import { playDestination } from "./play-destination.js";
import { costWithChoiceOnPlay } from "./chosen-on-play.js";
import { refuseWhileAttached } from "./equip.js";
import { standardMove } from "./movement.js";
import { hide } from "./hide.js";
import { conquer, hold } from "./scoring.js";
import { fireRecycleTriggers } from "./triggers.js";
import { lastingRuleSource } from "./lasting-rules.js";
import { Refusal, Txn } from "./txn.js";

/**
 * Applies one action: `apply(state, action) → { state, events, violations }`: the action itself,
 * then everything it set off (resolve.ts). Pure: the input state is never changed. A refused
 * action returns the state it was given, with the refusal (and the rule it enforces) as data
 * rather than an exception.
 */
export function applyRift(state: RiftState, action: RiftAction): StepResult<RiftState> {
  const txn = new Txn(state, ("choices" in action ? action.choices : undefined) ?? []);
  try {
    perform(txn, action);
    resolvePending(txn);
    if (txn.memory.reaction !== undefined) {
      txn.refuse("illegal-step", "R42", `No spell waited on the chain for the reaction to answer: only a spell played by the step can be answered.`, { part: "card" });
    }
    // The chain is empty again: the cleanup that follows settles who controls battlefields (190.4.c).
    settleBattlefieldControl(txn);
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return { state, events: [...txn.events.filter((ev) => ev.type === "choice"), { type: "refused", violation: e.violation }], violations: [...txn.violations, e.violation], refused: true };
  }
  for (const index of txn.choices.unused()) {
    txn.flag("unused-choice", "-", `This answer was not used by any choice the step raised.`, { part: "choice", index });
  }
  return { state: txn.state, events: txn.events, violations: txn.violations, refused: false };
}

/**
 * `showdown: start | end`. Ending the showdown of a combat closes it, and the combat's damage and
 * result follow (465, 466: combat-damage.ts); any other showdown just ends.
 */
function showdownStep(txn: Txn, state: "start" | "end"): void {
  const combat = txn.state.combat;
  if (state === "end" && combat) {
    txn.emit({ type: "state", what: "the showdown ends" });
    return resolveCombat(txn, combat);
  }
  // Control can't change while a showdown is ongoing there; it is settled once it ends (190.4.b–c).
  if (state === "end" && txn.state.showdownAt !== undefined) txn.battlefieldsLeft.add(txn.state.showdownAt);
  txn.state = state === "start" ? { ...txn.state, showdown: true } : { ...txn.state, showdown: false, showdownAt: undefined, combat: undefined };
  txn.emit({ type: "state", what: state === "start" ? "a showdown begins" : "the showdown ends" });
}

function perform(txn: Txn, action: RiftAction): void {
  switch (action.type) {
    case "activate":
      return activate(txn, action.player, action.card, action.ability);
    case "play": {
      const reaction = action.reaction;
      if (reaction !== undefined) txn.memory.reaction = () => answerWithReaction(txn, reaction.player, reaction.card);
      return playFromHand(txn, action.player, action.card, action.to);
    }
    case "recycle":
      return recycleStep(txn, action);
    case "advance":
      return advanceTo(txn, action.phase);
    case "showdown":
      return showdownStep(txn, action.state);
    case "conquer":
      return conquer(txn, action.player, action.card);
    case "hold":
      return hold(txn, action.player, action.card);
    case "move":
      return standardMove(txn, action.player, action.card, action.to);
    case "hide":
      return hide(txn, action.player, action.card, action.to);
  }
}

/** The activated abilities of a card, 1-based as scenarios count them. */
export function activatedAbilities(state: RiftState, id: CardId): ActivatedAbility[] {
  return (state.cards.get(id)?.def.abilities ?? []).filter((a): a is ActivatedAbility => a.kind === "activated");
}

function activate(txn: Txn, player: PlayerId, id: CardId, which: number | string): void {
  const card = txn.card(id);
  const abilities = activatedAbilities(txn.state, id);
  const ability =
    typeof which === "number" ? abilities[which - 1] : abilities.find((a) => a.name?.toLowerCase() === which.toLowerCase());
  if (!ability) {
    const names = abilities.map((a, i) => a.name ?? String(i + 1)).join(", ");
    txn.refuse("unknown-target", "-", `${card.def.name} has no activated ability ${JSON.stringify(which)}${abilities.length ? ` (it has: ${names})` : " (it has none)"}.`, { part: "ability" });
  }
  const where = zoneOf(txn.state, id);
  // The Legend Zone is on the board too (a legend's abilities: Zed, Master of Shadows).
  const onBoard = where && (where.zone === "base" || where.zone === "battlefield" || where.zone === "runes" || where.zone === "legend");
  const rule = card.def.type === "gear" ? "151.2" : card.def.type === "rune" ? "164.2" : "145.2";
  if (!onBoard) {
    txn.refuse("timing", rule, `${card.def.name} is in the ${where?.zone ?? "nowhere"}; its abilities can be used only while it is on the board.`, { part: "card" });
  }
  if (card.controller !== player) {
    txn.refuse("timing", rule, `${card.def.name} is controlled by ${card.controller}; only its controller can use its abilities.`, { part: "player" });
  }
  refuseWhileAttached(txn, card, ability);
  checkTiming(txn, player, card, ability.timing, `${card.def.name}'s ability`, "ability");
  checkEmpowerRestriction(txn, card, ability);
  txn.emit({ type: "activate", player, card: id, name: card.def.name, ability: ability.text });
  putOnChainAsPending(txn);
  payCost(txn, player, id, ability.cost, resourceCost(ability.cost, card.def.domains[0]));
  // Recycling a rune for power removes it from the board; its effect still resolves (164.2.b).
  // What the costs triggered resolves first, being newer on the chain (337.1.b, 340.1).
  txn.pending.schedule(continueWith(() => txn.pending.schedule(...finalizeOnChain(txn), ...resolvingChainItem(txn, effectsWork(player, id, ability.effect)))));
}

/** Folds energy and power parts into one resource cost; [C] is the card's own domain. */
function resourceCost(parts: readonly CostPart[], own: Domain | undefined): { energy: number; power: (Domain | "any")[] } {
  let energy = 0;
  const power: (Domain | "any")[] = [];
  for (const part of parts) {
    if (part.kind === "energy") energy += part.amount;
    if (part.kind === "power") {
      const domain = part.domain === "this" ? (own ?? "any") : part.domain;
      for (let i = 0; i < part.amount; i++) power.push(domain);
    }
  }
  return { energy, power };
}

/**
 * Playing a card: by default from the player's hand or their Champion Zone (419.1.a; the Chosen
 * Champion "can be played from here as normal", 108.3.d).
 */
/**
 * A [Reaction] card played while a spell waits on the chain (a Closed state): only [Reaction] cards
 * can be played then, by any player (310.1.a gives the default, Neutral Open, to every other card).
 * Otherwise it is played as from the hand (rulings R42).
 */
function answerWithReaction(txn: Txn, player: PlayerId, id: CardId): void {
  const card = txn.card(id);
  // A card its player hid has gained [Reaction] (811.1.b); playFromHand checks it may be played yet.
  const hidden = zoneOf(txn.state, id)?.zone === "facedown";
  if (!hidden && !card.def.keywords.some((k) => k.toLowerCase() === "reaction")) {
    txn.refuse("timing", "310.1.a", `${card.def.name} has no [Reaction], so it can't be played while a spell waits on the chain (a Closed state).`, { part: "card" });
  }
  playFromHand(txn, player, id, undefined);
}

function playFromHand(txn: Txn, player: PlayerId, id: CardId, to: CardId | "base" | undefined): void {
  const card = txn.card(id);
  const where = zoneOf(txn.state, id);
  // A card its player hid: played from Hidden (811.1.b), its own cost, timing and place.
  if (where?.zone === "facedown" && where.player === player) return playFromHidden(txn, player, card, to);
  // [Flow]: a spell with a Flow cost may also be played from its player's own trash.
  // Undying Legion: a card's own permission to be played from the trash, for the cost it names.
  const fromOwnTrash = where?.zone === "trash" && where.player === player;
  const flow = fromOwnTrash ? (flowPlay(txn, player, id) ?? selfPlayFromTrash(txn, player, id)) : undefined;
  // Endless Riches: "You may play cards from your trash", at their own cost, while it is on the board (rulings R40).
  const permitted = fromOwnTrash && !flow ? lastingRuleSource(txn.state, player, "play-cards-from-trash") : undefined;
  if (permitted !== undefined) txn.emit({ type: "note", text: `${player} may play cards from their trash (${txn.card(permitted).def.name}): ${card.def.name} is played from there`, rule: "419.1.a" });
  if (!flow && permitted === undefined && ((where?.zone !== "hand" && where?.zone !== "champion") || where.player !== player)) {
    const noFlow = where?.zone === "trash" && where.player === player ? ` and has no [Flow] to be played from the trash` : "";
    txn.refuse("timing", "419.1.a", `${card.def.name} is not in ${player}'s hand or Champion Zone${noFlow}, so ${player} can't play it (419.1.a).`, { part: "card" });
  }
  // Keywords keep their printed spelling ("Action"); the timing keywords are compared without case.
  const timing = card.def.keywords.map((k) => k.toLowerCase()).filter((k): k is TimingKeyword => k === "action" || k === "reaction");
  checkTiming(txn, player, card, timing, card.def.name, "play");
  const place = playDestination(txn, player, card, to);
  txn.pending.schedule({ ...(flow ?? { kind: "play", player, card: id, cost: costWithChoiceOnPlay(txn, player, id, alternativeCost(txn, player, card) ?? costToPlay(txn, player, id)) }), ...place });
}

function playFromHidden(txn: Txn, player: PlayerId, card: RiftCard, to: CardId | "base" | undefined): void {
  const hidden = hiddenPlay(txn, player, card, to);
  // "This gains [Reaction]" (811.1.b): any player's turn, a showdown or a Closed state alike, so
  // no timing check applies (checkTiming lets every [Reaction] card through).
  txn.pending.schedule({ kind: "play", player, card: card.id, cost: hidden.cost, ...hidden.place });
}

function recycleStep(txn: Txn, action: Extract<RiftAction, { type: "recycle" }>): void {
  const player = action.player;
  const inFrom = (id: CardId) => {
    const z = zoneOf(txn.state, id);
    return z !== undefined && action.from.some((f) => f.player === z.player && f.zone === z.zone);
  };
  const whereText = action.from.map((f) => `${f.player}'s ${f.zone}`).join(" and ");

  let chosen: CardId[];
  if (typeof action.what === "number" || action.what === "all") {
    // Only a count reads the zones whole; named cards are checked one by one (inFrom), so
    // recycling one named card from a trash of thousands doesn't list the trash.
    const pool = action.from.flatMap((f: ZoneTarget) => [...cardsIn(txn.state, f)]).filter((id) => {
      const t = txn.card(id).def.type;
      return t !== "legend" && t !== "battlefield";
    });
    const count = action.what === "all" ? pool.length : action.what;
    chosen = pickCardsToRecycle(txn, player, { candidates: pool, count, where: whereText, at: () => ({ part: "count" }) });
  } else {
    chosen = [];
    action.what.forEach((id, index) => {
      if (chosen.includes(id)) {
        txn.flag("invalid-choice", "416.6", `${txn.card(id).def.name} is named twice; each card is recycled once.`, { part: "what-item", index });
      } else if (!inFrom(id)) {
        txn.flag("invalid-choice", "416.6", `${txn.card(id).def.name} is not in ${whereText}, so it can't be recycled from there.`, { part: "what-item", index });
      } else chosen.push(id);
    });
  }

  checkClaimedDestination(txn, action, chosen);
  checkGivenOrder(txn, action.order ?? [], chosen);
  const recycled = recycleCards(txn, player, chosen, { runeOrder: action.order, orderAskable: true });
  fireRecycleTriggers(txn, player, recycled);
}

/**
 * An `order:` may only order what its owner chooses: runes recycled together to a Rune Deck
 * (416.5.a). Main Deck cards recycled together go in a random order (416.5), so naming one of them
 * is an error when two or more go there, and pointless (a warning) when one does. A recycle that
 * mixes both kinds may order its runes alone: that is the choice the rules give.
 */
function checkGivenOrder(txn: Txn, order: readonly CardId[], chosen: readonly CardId[]): void {
  const toMain = chosen.filter((id) => recycleDestination(txn, id)?.zone === "main-deck");
  const orderedMain = order.filter((id) => toMain.includes(id));
  if (orderedMain.length === 0) return;
  if (toMain.length >= 2) {
    const runes = chosen.length > toMain.length ? " (only the runes' order is chosen, by their owner: 416.5.a)" : "";
    txn.flag("order", "416.5", `${toMain.length} cards recycled to a Main Deck at the same time go to the bottom in a random order; an order can't be chosen for ${listOfNames(txn, orderedMain)}${runes}.`, { part: "order" });
  } else {
    txn.flag("order", "416.5", `Only one card is recycled to the Main Deck; there is no order to choose.`, { part: "order" }, "warning");
  }
}

/** A `to:` or `position:` the rules contradict is a wrong destination (416.1, .a, .b, .c; 056). */
function checkClaimedDestination(txn: Txn, action: Extract<RiftAction, { type: "recycle" }>, chosen: readonly CardId[]): void {
  if (action.position === "top") {
    txn.flag("wrong-destination", "416.1", "Recycled cards go on the bottom of the deck, never the top.", { part: "position" });
  }
  const claimed = action.to;
  if (!claimed) return;
  const seen = new Set<string>();
  for (const id of chosen) {
    const actual = recycleDestination(txn, id);
    if (!actual || (actual.player === claimed.player && actual.zone === claimed.zone)) continue;
    const card = txn.card(id);
    let rule: string;
    let why: string;
    if (claimed.zone !== "main-deck" && claimed.zone !== "rune-deck") {
      rule = "416.1";
      why = `recycling puts cards on the bottom of a deck, not into the ${claimed.zone}`;
    } else if (actual.zone !== claimed.zone) {
      rule = card.def.type === "rune" ? "416.1.b" : "416.1.a";
      why = card.def.type === "rune" ? "runes are recycled to the Rune Deck" : "Main Deck cards are recycled to the Main Deck";
    } else {
      rule = "416.1.c";
      why = `each card is recycled to its owner's own deck, whoever recycles it (056); ${card.def.name} belongs to ${card.owner}`;
    }
    const message = `${card.def.name} goes to ${actual.player}'s ${actual.zone}, not ${claimed.player}'s ${claimed.zone}: ${why}.`;
    if (seen.has(message)) continue;
    seen.add(message);
    txn.flag("wrong-destination", rule, message, { part: "to" });
  }
}

/** "A", "A and B", "A, B and C": names as a sentence reads them. */
function listOfNames(txn: Txn, ids: readonly CardId[]): string {
  const names = ids.map((id) => txn.card(id).def.name);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
