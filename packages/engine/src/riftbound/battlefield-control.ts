import type { CardId } from "../kernel/types.js";
import { battlefieldController, battlefieldName, unitsAt } from "./battlefields.js";
import { removeHiddenAfterControlChange } from "./facedown.js";
import type { RiftState } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * Losing control of a battlefield (190.4.c): "If a player has no Units at a Battlefield and the
 * turn is in an Open state, they lose Control of that Battlefield in the following cleanup unless
 * there is a Combat or Showdown ongoing there" (190.4.b: control can't change while one is). Called
 * once a step's chain has emptied, which is when the engine's cleanup happens: so a unit banished and
 * played back by one spell (Temporal Breach) never costs its battlefield, the chain never having been
 * empty in between. Only the battlefields a unit has left since the last check are looked at
 * (`Txn.battlefieldsLeft`): the check costs what moved, never the size of the board.
 */
export function settleBattlefieldControl(txn: Txn): void {
  if (txn.battlefieldsLeft.size === 0) return;
  const left = [...txn.battlefieldsLeft];
  txn.battlefieldsLeft.clear();
  for (const battlefield of left) {
    const controller = battlefieldController(txn.state, battlefield);
    if (controller === null || showdownOngoing(txn.state, battlefield) || unitsAt(txn.state, battlefield, controller).length > 0) continue;
    txn.state = { ...txn.state, battlefields: { ...txn.state.battlefields, [battlefield]: null } };
    txn.emit({ type: "state", what: `${controller} has no units left at ${battlefieldName(txn.state, battlefield)}: ${controller} loses control of it [190.4.c]` });
    removeHiddenAfterControlChange(txn, battlefield, null);
  }
}

function showdownOngoing(state: RiftState, battlefield: CardId): boolean {
  return state.showdownAt === battlefield || state.combat?.battlefield === battlefield;
}
