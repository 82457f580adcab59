import { findCards, zoneOf, type CardId, type ChoiceAnswer, type PlayerId, type RiftAction, type RiftState, type ZoneTarget } from "@recycle-rules/engine";
import type { ScenarioCards } from "./cards.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { CardRefText } from "../../model/types.js";
import type { StepModel, ZoneText } from "./model.js";
import { stepActor } from "../../replay/card-refs.js";

/**
 * A step model → the engine action, in the state the step starts from. Returns undefined (with
 * the reason already reported) when a card the step names can't be found: running half a step
 * would only produce confusing follow-on findings.
 */
export function buildAction(state: RiftState, step: StepModel, cards: ScenarioCards, out: Diagnostic[]): RiftAction | undefined {
  // The engine chooses which copy a name means (findCards: the acting player's board first).
  const actor = stepActor(step, state.turnPlayer, (text, who) => findCards(state, text, who), cards, () => [...state.cards.keys()], out);
  const { player, choices, resolve } = actor;
  switch (step.kind) {
    case "activate":
    case "play":
    case "conquer":
    case "hold": {
      const card = actor.target();
      if (card === undefined) return undefined;
      if (step.kind === "activate") return { type: "activate", player, card, ability: step.ability?.value ?? 1, choices };
      if (step.kind === "play" && (step.moveTo !== undefined || step.reaction !== undefined)) {
        const to = step.moveTo === undefined ? undefined : placeOf(step.moveTo, resolve);
        if (step.moveTo !== undefined && to === undefined) return undefined;
        const reactionPlayer = step.reactionPlayer?.value ?? player;
        const reacting = step.reaction === undefined ? undefined : resolve(step.reaction, (id) => zoneOf(state, id)?.player === reactionPlayer);
        if (step.reaction !== undefined && reacting === undefined) return undefined;
        return { type: "play", player, card, ...(to !== undefined ? { to } : {}), ...(reacting !== undefined ? { reaction: { player: reactionPlayer, card: reacting } } : {}), choices };
      }
      return { type: step.kind, player, card, choices };
    }
    case "hide": {
      const card = actor.target();
      if (card === undefined) return undefined;
      const to = step.moveTo === undefined ? undefined : placeOf(step.moveTo, resolve);
      if (step.moveTo !== undefined && (to === undefined || to === "base")) return to === "base" ? { type: "hide", player, card, choices } : undefined;
      return { type: "hide", player, card, ...(to !== undefined && to !== "base" ? { to } : {}), choices };
    }
    case "move": {
      const card = actor.target();
      if (card === undefined || step.moveTo === undefined) return undefined;
      const to = placeOf(step.moveTo, resolve);
      return to === undefined ? undefined : { type: "move", player, card, to, choices };
    }
    case "recycle":
      return recycleAction(state, step, player, choices, resolve);
    case "phase":
      return step.phase ? { type: "advance", phase: step.phase, choices } : undefined;
    case "showdown":
      return step.showdown ? { type: "showdown", state: step.showdown, choices } : undefined;
    default:
      return undefined;
  }
}

/** A `to:` naming a location: `base`, or a battlefield, found as a card: the one in play by that name (there is one of each, 103.4.c). */
function placeOf(ref: CardRefText, resolve: (ref: CardRefText) => CardId | undefined): CardId | "base" | undefined {
  return ref.text.trim().toLowerCase() === "base" ? "base" : resolve(ref);
}

function recycleAction(
  state: RiftState,
  step: StepModel,
  player: PlayerId,
  choices: readonly ChoiceAnswer[],
  resolve: (ref: CardRefText, prefer?: (id: CardId) => boolean) => CardId | undefined,
): RiftAction | undefined {
  if (step.recycle === undefined) return undefined;
  const target = (z: ZoneText): ZoneTarget => ({ player: z.player ?? player, zone: z.zone });
  const named = step.from?.map(target);
  // Two copies of a name: the one in a `from:` zone is meant, and each listed card is a different copy.
  const taken = new Set<CardId>();
  const inFrom = (id: CardId): boolean => {
    const z = zoneOf(state, id);
    return !taken.has(id) && (named === undefined || named.some((f) => z?.player === f.player && z.zone === f.zone));
  };
  let what: number | "all" | CardId[];
  if (typeof step.recycle === "number" || step.recycle === "all") {
    what = step.recycle;
  } else {
    const ids: (CardId | undefined)[] = [];
    for (const ref of step.recycle) {
      const id = resolve(ref, inFrom);
      if (id !== undefined) taken.add(id);
      ids.push(id);
    }
    if (ids.some((id) => id === undefined)) return undefined;
    what = ids as CardId[];
  }
  let from: ZoneTarget[];
  if (step.from) {
    from = step.from.map(target);
  } else if (Array.isArray(what)) {
    // Listed cards without `from:` are taken from wherever they are.
    from = [];
    for (const id of what) {
      const z = zoneOf(state, id);
      if (z && !from.some((f) => f.player === z.player && f.zone === z.zone)) from.push({ player: z.player, zone: z.zone as ZoneTarget["zone"] });
    }
  } else {
    from = [{ player, zone: "trash" }];
  }
  let order: CardId[] | undefined;
  if (step.order) {
    const listed = Array.isArray(what) ? what : [];
    const ids = step.order.map((ref) => resolve(ref, (id) => listed.includes(id)));
    if (ids.some((id) => id === undefined)) return undefined;
    order = ids as CardId[];
  }
  return {
    type: "recycle",
    player,
    what,
    from,
    ...(step.to ? { to: target(step.to) } : {}),
    ...(step.position ? { position: step.position.value } : {}),
    ...(order ? { order } : {}),
    choices,
  };
}
