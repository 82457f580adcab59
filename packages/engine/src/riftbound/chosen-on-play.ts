import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import type { Effect, PrintedCost } from "./cards.js";
import { describeMatch, matchesCard } from "./card-match.js";
import { hasTag } from "./card-words.js";
import type { Txn } from "./txn.js";

type PlayFromTrash = Extract<Effect, { kind: "play-from-trash" }>;

/**
 * Undying Loyalty: "This costs [2] less if you choose a Bird, Cat, Dog, or Poro. Play a unit …
 * from your trash, ignoring its cost." The discount depends on the choice, so the unit is chosen
 * as the spell is played, with its other choices (355.9), before the cost is worked out; a
 * Bird, Cat, Dog or Poro makes it cost less (356.4, never below 0, 356.6). The spell later plays
 * that unit (`chosenUnit`). With no unit that fits, none is chosen, there is no discount, and the
 * spell does nothing when it resolves (055). Returns the cost, unchanged for any other card.
 */
export function costWithChoiceOnPlay(txn: Txn, player: PlayerId, id: CardId, cost: PrintedCost): PrintedCost {
  const def = txn.card(id).def;
  const rule = def.abilities.flatMap((a) => (a.kind === "static" && a.effect.kind === "cost-less-if-chosen" ? [a.effect] : []))[0];
  const play = (def.onPlay ?? []).find((e): e is PlayFromTrash => e.kind === "play-from-trash");
  if (rule === undefined || play === undefined) return cost;
  const what = describeMatch(play.match);
  const fitting = [...cardsIn(txn.state, { player, zone: "trash" })].filter((c) => matchesCard(txn, player, c, play.match));
  // An answer naming a unit that doesn't fit is reported (355.9); the choice is still made, by default (R3).
  const { picked, invalid } = txn.pickCards(player, `a ${what} in your trash for ${def.name} to play`, fitting, 1, "355.9");
  const chosen = picked[0] ?? (invalid.length > 0 ? fitting[0] : undefined);
  txn.memory.chosenOnPlay = { spell: id, card: chosen };
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `no ${what} in ${player}'s trash to choose: ${def.name} costs its full cost`, rule: "055" });
    return cost;
  }
  const chosenDef = txn.card(chosen).def;
  if (!hasTag(chosenDef, rule.tags)) {
    txn.emit({ type: "note", text: `${chosenDef.name} is no ${rule.tags.join(", ")}: ${def.name} costs its full cost`, rule: "356.4" });
    return cost;
  }
  const discount = Math.min(cost.energy, rule.amount);
  txn.emit({ type: "note", text: `${chosenDef.name} is chosen, a ${rule.tags.find((t) => hasTag(chosenDef, [t])) ?? ""}: ${def.name} costs ${discount} less`, rule: "356.4" });
  return { ...cost, energy: cost.energy - discount };
}

/**
 * The unit a spell chose as it was played, for its "Play a unit from your trash" (Undying
 * Loyalty); undefined when the spell chose nothing on play, so the effect chooses as it resolves.
 * `null`: it chose on play but there was nothing to choose, or the unit has left the trash.
 */
export function chosenUnit(txn: Txn, spell: CardId, player: PlayerId): CardId | null | undefined {
  const chosen = txn.memory.chosenOnPlay;
  if (chosen === undefined || chosen.spell !== spell) return undefined;
  if (chosen.card === undefined) return null;
  const still = cardsIn(txn.state, { player, zone: "trash" }).includes(chosen.card);
  if (!still) txn.emit({ type: "note", text: `${txn.card(chosen.card).def.name}, chosen as the spell was played, is no longer in the trash`, rule: "055" });
  return still ? chosen.card : null;
}
