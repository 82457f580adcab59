/**
 * Ward's trigger (702.21a): "Whenever this permanent becomes the target of a spell or ability an
 * opponent controls, …". The engine makes the triggered ability from the permanent's ward static
 * as a targeting object is put on the stack, its targets chosen (601.2c, 602.2b, 603.3d); ward.ts
 * resolves it. Kept apart from ward.ts so that putting triggers on the stack imports no moves.
 */
import type { CardId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { MtgTriggeredAbility, WardCost } from "./cards.js";
import type { MtgStackObject, MtgTargetRef } from "./state.js";
import type { MtgTxn } from "./txn.js";
import { queueTrigger } from "./intervening-if.js";

/** Queues the ward triggers of the permanents `object` targets whose controller is its controller's opponent. */
export function triggerWard(txn: MtgTxn, object: MtgStackObject): void {
  const targets: readonly MtgTargetRef[] = [...(object.targets ?? (object.target ? [object.target] : [])), ...(object.second?.target ? [object.second.target] : [])];
  const seen = new Set<CardId>();
  for (const target of targets) {
    if (!("card" in target) || target.stackObject !== undefined || seen.has(target.card)) continue;
    seen.add(target.card);
    const permanent = txn.state.cards.get(target.card);
    if (!permanent || permanent.controller === object.controller || !isOnBattlefield(txn, target.card)) continue;
    // Its own ward, and the ward an attached Aura gives it (Crystal Carapace's "has ward {2}").
    const wards = [
      ...permanent.def.abilities.flatMap((a) => (a.kind === "static" && a.effect.kind === "ward" ? [{ cost: a.effect.cost, text: a.text }] : [])),
      ...(permanent.enchantedBy ?? []).flatMap((e) => (e.ward ? [{ cost: e.ward, text: `Ward ${e.ward.kind === "mana" ? e.ward.mana : "—Discard a card"}` }] : [])),
    ];
    for (const ability of wards) {
      const trigger: MtgTriggeredAbility = {
        kind: "triggered",
        trigger: "when-becomes-target",
        optional: false,
        effect: [{ kind: "ward-counter", cost: ability.cost, object: object.id }],
        text: `${ability.text.replace(/\.$/, "")}: counter ${object.sourceName}${object.kind === "spell" ? "" : "'s ability"} unless ${object.controller} ${payWords(ability.cost)}`,
      };
      txn.note(`${permanent.def.name} becomes the target of ${object.sourceName}${object.kind === "spell" ? "" : "'s ability"}, controlled by an opponent: ward triggers`, "702.21a");
      queueTrigger(txn, { source: permanent.id, controller: permanent.controller, ability: trigger, x: 0 });
    }
  }
}

function isOnBattlefield(txn: MtgTxn, id: CardId): boolean {
  return zoneOf(txn.state, id)?.zone === "battlefield";
}

function payWords(cost: WardCost): string {
  return cost.kind === "mana" ? `pays ${cost.mana}` : "discards a card";
}
