/**
 * "At the beginning of your upkeep" (503.1a), "At the beginning of combat on your turn" (507.1),
 * "… of each upkeep": triggered abilities of permanents on the battlefield that trigger as the
 * step begins (603.2), under their controller. The end step's own abilities, which may work from
 * a graveyard, are end-step.ts's.
 */
import type { MtgTriggeredAbility } from "./cards.js";
import { battlefield, characteristicsOf } from "./characteristics.js";
import { queueTrigger } from "./intervening-if.js";
import type { MtgTxn } from "./txn.js";
import type { MtgCard } from "./state.js";
import type { PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";

function isBeginningOfStepAbility(ability: { readonly kind: string }, step: "upkeep" | "combat"): ability is MtgTriggeredAbility {
  return ability.kind === "triggered" && (ability as MtgTriggeredAbility).trigger === "at-beginning-of-step" && (ability as MtgTriggeredAbility).beginningOf?.step === step;
}

/** The step `step` begins: each permanent's ability waiting for it triggers, "your" ones only on their controller's turn. */
export function triggerAtBeginningOfStep(txn: MtgTxn, step: "upkeep" | "combat"): void {
  const active = txn.state.activePlayer;
  for (const permanent of battlefield(txn.state)) {
    for (const ability of characteristicsOf(permanent).abilities) {
      if (!isBeginningOfStepAbility(ability, step)) continue;
      if (ability.beginningOf?.whose === "yours" && permanent.controller !== active) continue;
      // Power Taint: the upkeep of the enchanted permanent's controller (303.4b); "that player" is them.
      const enchanted = ability.beginningOf?.whose === "enchanted-controller" ? enchantedController(txn, permanent) : undefined;
      if (ability.beginningOf?.whose === "enchanted-controller" && enchanted !== active) continue;
      // Wild Dogs' intervening "if a player has more life than each other player" is the queue's to check (603.4).
      queueTrigger(txn, { source: permanent.id, controller: permanent.controller, ability, x: 0, ...(enchanted !== undefined ? { player: enchanted } : {}) });
    }
  }
}

/** The controller of the permanent the Aura `aura` is attached to, if it is attached to one on the battlefield. */
function enchantedController(txn: MtgTxn, aura: MtgCard): PlayerId | undefined {
  const to = aura.attachedTo;
  return to !== undefined && zoneOf(txn.state, to)?.zone === "battlefield" ? txn.card(to).controller : undefined;
}
