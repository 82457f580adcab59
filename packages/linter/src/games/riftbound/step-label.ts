import { activatedAbilities, type RiftAction, type RiftState, type ZoneTarget } from "@recycle-rules/engine";
import type { StepModel } from "./model.js";

function nameOf(state: RiftState, id: string): string {
  return state.cards.get(id)?.def.name ?? id;
}

/** A step names a battlefield, or a unit at one: "Grove of the God-Willow (where Rumble, Hotheaded is)". */
function battlefieldOf(state: RiftState, id: string): string {
  const at = state.cards.get(id)?.at;
  return at === undefined || Object.hasOwn(state.battlefields, id) ? nameOf(state, id) : `${nameOf(state, at)} (where ${nameOf(state, id)} is)`;
}

function zones(list: readonly ZoneTarget[]): string {
  return list.map((z) => `${z.player} ${z.zone}`).join(" and ");
}

/** What a step does, in words, for the transcript's "step N:" line. */
export function stepLabel(state: RiftState, step: StepModel, action: RiftAction | undefined): string {
  if (!action) return `${step.kind ?? "step"} ${describeUnbuilt(step)}`.trim();
  switch (action.type) {
    case "activate": {
      const abilities = activatedAbilities(state, action.card);
      const ability =
        typeof action.ability === "number"
          ? abilities[action.ability - 1]
          : abilities.find((a) => a.name?.toLowerCase() === String(action.ability).toLowerCase());
      const text = ability ? ` — "${ability.text}"` : ` — ability ${JSON.stringify(action.ability)}`;
      return `${action.player} activates ${nameOf(state, action.card)}${text}`;
    }
    case "play":
      return `${action.player} plays ${nameOf(state, action.card)}`;
    case "conquer":
      return `${action.player} conquers ${battlefieldOf(state, action.card)}`;
    case "hold":
      return `${action.player} holds ${battlefieldOf(state, action.card)}`;
    case "move":
      return `${action.player} moves ${nameOf(state, action.card)} to ${action.to === "base" ? "base" : nameOf(state, action.to)}`;
    case "hide":
      return `${action.player} hides ${nameOf(state, action.card)}${action.to === undefined ? "" : ` at ${nameOf(state, action.to)}`}`;
    case "advance":
      return `advance to the ${action.phase} phase`;
    case "showdown":
      return action.state === "start" ? "a showdown starts" : "the showdown ends";
    case "recycle": {
      const what = Array.isArray(action.what) ? action.what.map((id) => nameOf(state, id)).join(", ") : String(action.what);
      const extra = [
        action.to ? `to: ${action.to.player} ${action.to.zone}` : "",
        action.position ? `position: ${action.position}` : "",
        action.order ? `order: ${action.order.map((id) => nameOf(state, id)).join(", ")}` : "",
      ].filter((s) => s !== "");
      return `${action.player} recycles ${what} from ${zones(action.from)}${extra.length > 0 ? ` (${extra.join("; ")})` : ""}`;
    }
  }
}

function describeUnbuilt(step: StepModel): string {
  if (step.target) return step.target.text;
  if (Array.isArray(step.recycle)) return step.recycle.map((r) => r.text).join(", ");
  return step.recycle !== undefined ? String(step.recycle) : (step.phase ?? step.showdown ?? "");
}
