import { withArticle } from "../kernel/article.js";
import { cardsIn, playersAfter, zoneOf } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { describeMatch, matchesCard } from "./card-match.js";
import type { CardMatch, Effect, InstructionCost } from "./cards.js";
import { moveCard } from "./moves.js";
import { effectsWork } from "./pending.js";
import { addEnergy, resourcesOf } from "./resources.js";
import type { Txn } from "./txn.js";

/**
 * "You may <cost> to <effect>": the cost is the triggered ability's base cost (383.3.b). It is
 * paid whole or not at all; unpaid, the ability does nothing (383.3.b.1). Energy comes from the
 * Rune Pool only here (the runes' own abilities are not used for it).
 */
export function costThen(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "cost-then" }>): void {
  const why = unpayable(txn, player, source, effect.cost);
  if (why) {
    txn.emit({ type: "note", text: `the cost can't be paid (${why}), so the ability does nothing`, rule: "383.3.b.1" });
    return;
  }
  for (const part of effect.cost) pay(txn, player, source, part);
  // A burn is paid as the Burn action (440), Burn Out included, before the effect.
  const burns: Effect[] = effect.cost.flatMap((part) => (part.kind === "burn" ? [{ kind: "burn", count: part.count } as const] : []));
  txn.pending.schedule(...effectsWork(player, source, [...burns, ...effect.effect]));
}

/** The cards of the kind in the player's trash, or in every player's (turn order from the player) for "any trash". */
function trashMatching(txn: Txn, player: PlayerId, match: CardMatch, whose?: "any"): CardId[] {
  const owners = whose === "any" ? [player, ...playersAfter(txn.state.players, player)] : [player];
  return owners.flatMap((owner) => [...cardsIn(txn.state, { player: owner, zone: "trash" })]).filter((id) => matchesCard(txn, player, id, match));
}

function unpayable(txn: Txn, player: PlayerId, source: CardId, cost: readonly InstructionCost[]): string | undefined {
  for (const part of cost) {
    if (part.kind === "exhaust-self") {
      const card = txn.state.cards.get(source);
      if (!card) return "its source is gone";
      if (card.exhausted) return `${card.def.name} is exhausted`;
    }
    if (part.kind === "banish-self") {
      const where = zoneOf(txn.state, source)?.zone;
      if (where !== "base" && where !== "battlefield") return `${txn.state.cards.get(source)?.def.name ?? "its source"} is no longer on the board`;
    }
    if (part.kind === "discard" && cardsIn(txn.state, { player, zone: "hand" }).size < part.count) return `${player} has fewer than ${part.count} cards in hand to discard`;
    if (part.kind === "energy" && resourcesOf(txn, player).energy < part.amount) return `${player} has less than ${part.amount} energy in the Rune Pool`;
    if (part.kind === "banish-from-trash" && trashMatching(txn, player, part.match, part.whose).length === 0) {
      return part.whose === "any" ? `no trash holds ${withArticle(describeMatch(part.match))} to banish` : `${player} has no ${describeMatch(part.match)} in the trash to banish`;
    }
  }
  return undefined;
}

function pay(txn: Txn, player: PlayerId, source: CardId, part: InstructionCost): void {
  switch (part.kind) {
    case "exhaust-self":
      txn.patchCard(source, { exhausted: true });
      txn.emit({ type: "exhaust", card: source, name: txn.card(source).def.name });
      return;
    case "banish-self":
      moveCard(txn, source, "banishment", "banish", { rule: "427", by: player });
      return;
    case "discard":
      discardFromHand(txn, player, part.count, `${part.count} to discard`);
      return;
    case "energy":
      addEnergy(txn, player, -part.amount, "383.3.b");
      return;
    case "burn":
      // Scheduled with the effect (costThen): the Burn action's own module carries it out.
      return;
    case "banish-from-trash": {
      const from = part.whose === "any" ? "any trash" : "your trash";
      const [id] = txn.pickCards(player, `${withArticle(describeMatch(part.match))} from ${from} to banish`, trashMatching(txn, player, part.match, part.whose), 1, "427").picked;
      if (id !== undefined) moveCard(txn, id, "banishment", "banish", { rule: "427", by: player });
      return;
    }
  }
}

/** Discards `count` cards the player picks from their hand (422), never `except` (a card on its way to being played). */
export function discardFromHand(txn: Txn, player: PlayerId, count: number, prompt: string, except?: CardId): void {
  const hand = [...cardsIn(txn.state, { player, zone: "hand" })].filter((id) => id !== except);
  for (const id of txn.pickCards(player, prompt, hand, count, "422").picked) moveCard(txn, id, "trash", "discard", { rule: "422" });
}
