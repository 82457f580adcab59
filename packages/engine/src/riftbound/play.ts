import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import { finalizeOnChain, putOnChainAsPending, resolvingChainItem } from "./chain.js";
import { spellOffChain, spellOnChain, wasCountered } from "./counter.js";
import { knownPower, payCost } from "./costs.js";
import { rememberSpellEnergy } from "./alternative-cost.js";
import { arriveAtBattlefield } from "./movement.js";
import { FLOW_RULE } from "./flow.js";
import { countPlayedCard } from "./legion.js";
import { repeatCost, repeatedInstructions } from "./repeat.js";
import { moveCard } from "./moves.js";
import { continueWith, effectsWork, type PendingPlay } from "./pending.js";
import { recycleCards } from "./recycle.js";
import type { RiftCard } from "./state.js";
import { decideOptionalCost, discardForOptionalCost } from "./optional-cost.js";
import { fireSpellPlayedTriggers } from "./spell-played.js";
import { firePlayedCardTriggers, fireRecycleTriggers, fireTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * Plays a card whose cost is already decided (printed, or reduced/ignored by an effect): pays it
 * with any additional cost, then a unit enters its controller's base exhausted (143.4), gear
 * enters ready (149.1), and a spell resolves and goes to its owner's trash.
 */
export function playCard(txn: Txn, play: PendingPlay): void {
  const { player, card: id, cost } = play;
  const card = txn.card(id);
  const power = knownPower(txn, card.def.name, cost.power);
  // [Repeat] is an optional additional cost, decided and paid with the rest (820.1).
  const repeat = repeatCost(txn, player, card, { energy: cost.energy, power });
  const extra = repeat ?? { energy: 0, power: [] };
  putOnChainAsPending(txn);
  const optional = decideOptionalCost(txn, player, card, { energy: cost.energy + extra.energy, power: [...power, ...extra.power] });
  const energy = cost.energy + extra.energy + (optional?.energy ?? 0);
  payCost(txn, player, id, card.def.additionalPlayCost ?? [], { energy, power: [...power, ...extra.power] });
  if (optional !== undefined && optional.discard > 0) txn.pending.schedule(continueWith(() => discardForOptionalCost(txn, player, id, optional.discard)));
  if (card.def.type === "spell") rememberSpellEnergy(txn, player, energy);
  // The card is played once its cost, and whatever paying it set off, is done.
  txn.pending.schedule(continueWith(() => putIntoPlay(txn, play, card, repeat !== undefined, optional !== undefined)));
}

function putIntoPlay(txn: Txn, play: PendingPlay, card: RiftCard, repeated: boolean, paidOptionalCost: boolean): void {
  const { player } = play;
  const id = card.id;
  txn.emit({ type: "play", player, card: id, name: card.def.name });
  countPlayedCard(txn, player, card);
  // Remembered on the object that is played, after it has arrived (a new object, 124.1).
  const rememberPaid = () => {
    if (paidOptionalCost && txn.state.cards.has(id)) txn.patchCard(id, { paidOptionalCost: true });
  };
  switch (card.def.type) {
    case "unit":
      moveCard(txn, id, play.to ?? "base", "play", { controller: player, exhausted: !entersReady(txn, player, card), rule: "143.4", ...(play.at !== undefined ? { at: play.at } : {}) });
      rememberPaid();
      txn.pending.schedule(...finalizeOnChain(txn));
      fireTriggers(txn, player, "when-played", [id]);
      if (play.to === "battlefield" && play.at !== undefined) arriveAtBattlefield(txn, player, play.at);
      return;
    case "gear":
      // Gear enters ready (149.1), unless its own text says it enters exhausted (Scryer's Bloom).
      if (entersExhausted(card)) txn.emit({ type: "note", text: `${card.def.name}: "This enters exhausted", not ready as gear otherwise does`, rule: "149.1" });
      // A gear played from Hidden goes to its battlefield (811.1.d.1.a); any other to its base.
      moveCard(txn, id, play.to ?? "base", "play", { controller: player, exhausted: entersExhausted(card), rule: play.to === "battlefield" ? "811.1.d.1.a" : "149.1", ...(play.at !== undefined ? { at: play.at } : {}) });
      rememberPaid();
      txn.pending.schedule(...finalizeOnChain(txn));
      fireTriggers(txn, player, "when-played", [id]);
      firePlayedCardTriggers(txn, player, id);
      return;
    case "spell": {
      const origin = zoneOf(txn.state, id);
      rememberPaid();
      fireSpellPlayedTriggers(txn, player);
      firePlayedCardTriggers(txn, player, id);
      spellOnChain(txn, id);
      // A step's [Reaction] answer is played while the spell waits, once it is finalized (rulings R42).
      const answer = txn.memory.reaction;
      txn.memory.reaction = undefined;
      txn.pending.schedule(
        ...finalizeOnChain(txn),
        ...(answer ? [continueWith(answer)] : []),
        ...resolvingChainItem(txn, [
          // A spell taken off the chain before it resolves (Jhin, Virtuoso banishes it) does nothing (rulings R39);
          // so does a countered one (425.1.a).
          continueWith(() => {
            if (wasCountered(txn, id)) {
              spellOffChain(txn, id);
              txn.emit({ type: "note", text: `${card.def.name} was countered, so it doesn't resolve`, rule: "425.1.a" });
              return;
            }
            if (!stillOnTheChain(txn, id, origin)) {
              txn.emit({ type: "note", text: `${card.def.name} has left the chain, so it doesn't resolve`, rule: "R39" });
              return;
            }
            txn.pending.schedule(
              ...effectsWork(player, id, card.def.onPlay ?? []),
              ...(repeated ? repeatedInstructions(txn, player, id, origin, card.def.onPlay ?? []) : []),
            );
          }),
          // A spell goes to the trash once it has resolved (359.3.d), unless its own "Banish this"
          // has already moved it, or the effect that played it recycles it instead (Fizz), or
          // [Flow] banishes it.
          continueWith(() => leaveTheChain(txn, player, id, origin, play.recycleAfter === true ? "recycle" : play.banishAfter === true ? "banish" : "trash")),
        ]),
      );
      return;
    }
    default:
      finalizeOnChain(txn);
      txn.refuse("timing", "419", `${card.def.name} is a ${card.def.type} and can't be played.`, { part: "card" });
  }
}

/** A spell waits on the chain where it was played from (the engine has no chain zone, R12): still there, it is still on the chain. */
function stillOnTheChain(txn: Txn, id: CardId, origin: ReturnType<typeof zoneOf>): boolean {
  const now = zoneOf(txn.state, id);
  return now !== undefined && now.zone === origin?.zone && now.player === origin.player;
}

/**
 * Where a resolved spell goes: its owner's trash, the bottom of their Main Deck for "Then recycle
 * it", or banishment for a spell played by [Flow] ("Then banish it").
 */
function leaveTheChain(txn: Txn, player: PlayerId, id: CardId, origin: ReturnType<typeof zoneOf>, to: "trash" | "recycle" | "banish"): void {
  spellOffChain(txn, id);
  if (wasCountered(txn, id) || !stillOnTheChain(txn, id, origin)) return;
  if (to === "trash") {
    moveCard(txn, id, "trash", "resolve");
    return;
  }
  if (to === "banish") {
    moveCard(txn, id, "banishment", "banish", { rule: FLOW_RULE, by: player });
    return;
  }
  const done = recycleCards(txn, player, [id]);
  fireRecycleTriggers(txn, player, done);
}

/** Scryer's Bloom: "This enters exhausted." */
function entersExhausted(card: RiftCard): boolean {
  return card.def.abilities.some((a) => a.kind === "static" && a.effect.kind === "enters-exhausted");
}

/**
 * Shadow Assassin: "I enter ready if you have a card with my name in your trash", read as it enters
 * (the card itself is on its way from the hand, so it never counts itself).
 */
function entersReady(txn: Txn, player: PlayerId, card: RiftCard): boolean {
  const rule = card.def.abilities.some((a) => a.kind === "static" && a.effect.kind === "enter-ready-if-name-in-trash");
  if (!rule) return false;
  const named = [...cardsIn(txn.state, { player, zone: "trash" })].filter((id) => id !== card.id && !txn.card(id).token && txn.card(id).def.name === card.def.name);
  txn.emit({ type: "note", text: named.length > 0 ? `${player} has a card named ${card.def.name} in the trash: it enters ready` : `${player} has no card named ${card.def.name} in the trash: it enters exhausted (143.4)` });
  return named.length > 0;
}
