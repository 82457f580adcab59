import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { Effect } from "./cards.js";
import { playByEffect } from "./effect-play.js";
import { describeCost } from "./flow.js";
import type { Txn } from "./txn.js";

/**
 * A card that plays itself again from the trash: Death from Below's "if it had 3 [M] or less, do
 * this: You may play this from your trash for [A]", and Immortal Phoenix's "pay [1][R] to play me
 * from your trash".
 */

/**
 * "Then, if it had 3 [M] or less, do this: …": the unit this effect killed, as it was when it died
 * (359.3.e.13), decides; the rest is a reflexive ability that goes on the chain once the spell has
 * finished (154.3.a), so the spell is in the trash by then.
 */
export function doThisIfKilledMightAtMost(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "do-this-if-killed-might-at-most" }>): void {
  const might = txn.memory.killedMight;
  if (might === undefined) {
    txn.emit({ type: "note", text: `no unit was killed, so there is nothing to "do this" for` });
    return;
  }
  if (might > effect.mightAtMost) {
    txn.emit({ type: "note", text: `the killed unit had ${might} [M], more than ${effect.mightAtMost}: nothing more happens`, rule: "359.3.e.13" });
    return;
  }
  txn.emit({ type: "note", text: `the killed unit had ${might} [M], ${effect.mightAtMost} or less: "${effect.ability.text}" triggers`, rule: "415.5.d" });
  const name = txn.state.cards.get(source)?.def.name ?? source;
  txn.trigger({ kind: "trigger", source, sourceName: name, controller: player, ability: effect.ability });
}

/**
 * "Play this from your trash for [A]" / "pay [1][R] to play me from your trash": the source, if it
 * is in `player`'s trash, is played from there for the cost given in place of its own (356.1); it
 * waits until the ability has finished (354.3), and one whose cost can't be paid stays in the
 * trash (358.5).
 */
export function playThisFromTrashFor(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "play-this-from-trash-for" }>): void {
  const card = txn.state.cards.get(source);
  const where = card ? zoneOf(txn.state, source) : undefined;
  if (!card || where?.zone !== "trash" || where.player !== player) {
    txn.emit({ type: "note", text: `${card?.def.name ?? source} is not in ${player}'s trash: nothing is played`, rule: "419.1.a" });
    return;
  }
  txn.emit({ type: "note", text: `${card.def.name} is played from ${player}'s trash for ${describeCost(effect.cost)} instead of its cost`, rule: "356.1" });
  playByEffect(txn, player, source, { ignore: "none", cost: effect.cost, staysWhere: "in the trash" });
}
