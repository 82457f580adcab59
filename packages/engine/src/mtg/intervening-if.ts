/**
 * Intervening "if" clauses (603.4): "When/Whenever/At …, if [condition], [effect]". The ability
 * triggers only if the condition holds when its event happens, and as it resolves the condition
 * is checked again: if it no longer holds, the ability does nothing. Every trigger site and the
 * resolution read the condition here, so it is judged the same way both times.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { InterveningIf, MtgTriggeredAbility } from "./cards.js";
import { characteristicsOf, hasType } from "./characteristics.js";
import { playerOf } from "./players.js";
import type { MtgTxn, PendingTrigger } from "./txn.js";

/** The ability's intervening "if" conditions, every one the parser read (none: an empty list). */
export function interveningIfsOf(ability: MtgTriggeredAbility): InterveningIf[] {
  const out: InterveningIf[] = [];
  if (ability.cycledThisTurnAtLeast !== undefined) out.push({ kind: "cycled-at-least", count: ability.cycledThisTurnAtLeast });
  if (ability.ifSelfIs !== undefined) out.push({ kind: "source-is", type: ability.ifSelfIs });
  if (ability.lifeLeader) out.push({ kind: "life-leader" });
  if (ability.ifCast) out.push({ kind: "cast" });
  return out;
}

/** Why the first of `conditions` that doesn't hold now fails; undefined when all hold. */
export function interveningIfsFail(txn: MtgTxn, conditions: readonly InterveningIf[], source: CardId, controller: PlayerId, when: CheckedAs): string | undefined {
  for (const condition of conditions) {
    const fails = interveningIfFails(txn, condition, source, controller, when);
    if (fails !== undefined) return fails;
  }
  return undefined;
}

/** When the condition is read: as the event happens (603.4's "triggers only if"), or as the ability resolves. */
export type CheckedAs = "trigger" | "resolution";

/**
 * Why `condition` of an ability of `source`, controlled by `controller`, doesn't hold now;
 * undefined when it holds.
 */
function interveningIfFails(txn: MtgTxn, condition: InterveningIf, source: CardId, controller: PlayerId, when: CheckedAs): string | undefined {
  switch (condition.kind) {
    case "cycled-at-least": {
      // A turn's count of cycled cards never goes down, so a trigger that held still holds as it resolves.
      const cycled = playerOf(txn, controller).cycledThisTurn;
      return cycled >= condition.count ? undefined : `${controller} cycled ${cycled} card${cycled === 1 ? "" : "s"} this turn`;
    }
    case "source-is": {
      const card = txn.state.cards.get(source);
      const holds = card !== undefined && zoneOf(txn.state, source)?.zone === "battlefield" && hasType(characteristicsOf(card), condition.type);
      if (holds) return undefined;
      const article = /^[aeiou]/i.test(condition.type) ? "an" : "a";
      return when === "resolution" ? `${txn.name(source)} is no longer ${article} ${condition.type.toLowerCase()} on the battlefield` : `${txn.name(source)} isn't ${article} ${condition.type.toLowerCase()}`;
    }
    case "life-leader":
      return lifeLeader(txn) !== undefined ? undefined : `no player has more life than each other player${when === "resolution" ? " now" : ""}`;
    case "cast":
      // Having been cast is a fact about the past: as the ability resolves it is still true, even
      // if the permanent has left the battlefield since (its last known information, 608.2h).
      return when === "resolution" || txn.state.cards.get(source)?.cast ? undefined : `${txn.name(source)} wasn't cast`;
  }
}

/** The player with more life than each other player still in the game, if there is one. */
export function lifeLeader(txn: MtgTxn): PlayerId | undefined {
  const inGame = txn.state.players.filter((p) => !playerOf(txn, p).lost);
  const most = Math.max(...inGame.map((p) => playerOf(txn, p).life));
  const leaders = inGame.filter((p) => playerOf(txn, p).life === most);
  return leaders.length === 1 ? leaders[0] : undefined;
}

/**
 * A triggered ability triggers (603.2): it waits with the others until a player would receive
 * priority (603.3). Every trigger goes through here, so none can skip its intervening "if": one
 * that doesn't hold now doesn't trigger, and the transcript says why (603.4).
 */
export function queueTrigger(txn: MtgTxn, trigger: PendingTrigger): void {
  const fails = interveningIfsFail(txn, interveningIfsOf(trigger.ability), trigger.source, trigger.controller, "trigger");
  if (fails) {
    txn.note(`${txn.name(trigger.source)}'s "${trigger.ability.text}" doesn't trigger: ${fails}`, "603.4");
    return;
  }
  txn.pending.push(trigger);
}
