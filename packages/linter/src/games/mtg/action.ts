import {
  activatableAbilities,
  currentCyclingAbilities,
  cyclingName,
  findMtgCards,
  zoneOf,
  type CardId,
  type MtgAction,
  type MtgState,
  type PlayerId,
} from "@recycle-rules/engine";
import { normalizeCardName } from "@recycle-rules/cards";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { CardRefText } from "../../model/types.js";
import { stepActor } from "../../replay/card-refs.js";
import type { MtgScenarioCards } from "./cards.js";
import type { MtgStepModel } from "./model.js";

/**
 * An MTG step model → the engine action, in the state the step starts from. Returns undefined
 * (the reason already reported) when a card the step names can't be found: running half a step
 * would only produce confusing follow-on findings.
 */
export function buildMtgAction(state: MtgState, step: MtgStepModel, cards: MtgScenarioCards, out: Diagnostic[]): MtgAction | undefined {
  const actor = stepActor(step, state.activePlayer, (text, who) => findByRef(state, text, who), cards, () => [...state.cards.keys()], out);
  const { player, choices, resolve } = actor;
  const paying = (): { x?: number; tap?: CardId[]; hold?: boolean } | undefined => {
    let tap: CardId[] | undefined;
    if (step.tap) {
      tap = [];
      for (const ref of step.tap) {
        const taken = tap;
        const id = resolve(ref, (c) => !taken.includes(c) && zoneOf(state, c)?.zone === "battlefield" && state.cards.get(c)?.controller === player && !state.cards.get(c)?.tapped);
        if (id === undefined) return undefined;
        tap.push(id);
      }
    }
    return { ...(step.x ? { x: step.x.value } : {}), ...(tap ? { tap } : {}), ...(step.hold ? { hold: step.hold.value } : {}) };
  };
  switch (step.kind) {
    case "cycle":
    case "activate":
    case "cast": {
      const card = actor.target();
      if (card === undefined) return undefined;
      if (step.search && !searchable(state, step.search, cards, out)) return undefined;
      const pay = paying();
      if (!pay) return undefined;
      const search = step.search ? { search: step.search.text } : {};
      if (step.kind === "cast") return { type: "cast", player, card, ...pay, choices };
      if (step.kind === "activate") return { type: "activate", player, card, ability: step.ability?.value ?? 1, ...search, ...pay, choices };
      const ability = cyclingAbilityName(state, card, step.ability?.value);
      return { type: "cycle", player, card, ...(ability !== undefined ? { ability } : {}), ...search, ...pay, choices };
    }
    case "play": {
      const card = actor.target();
      return card === undefined ? undefined : { type: "play", player, card, choices };
    }
    case "pass": {
      const passer = step.passer?.value ?? step.player?.value ?? state.priority ?? state.activePlayer;
      // An undeclared player was reported where it is written; there is no one to pass.
      return state.players.includes(passer) ? { type: "pass", player: passer, choices } : undefined;
    }
    case "resolve":
      return step.resolve === undefined ? undefined : { type: "resolve", count: step.resolve, choices };
    case "opening-hands":
      return { type: "opening-hands", choices };
    case "step":
      return step.step ? { type: "advance", step: step.step, choices } : undefined;
    case "attack": {
      const active = state.activePlayer;
      const onBattlefield = (c: CardId) => zoneOf(state, c)?.zone === "battlefield";
      const cards = (step.attackers ?? []).map((ref) => resolve(ref, (c) => onBattlefield(c) && state.cards.get(c)?.controller === active));
      if (cards.some((c) => c === undefined)) return undefined;
      const defender = step.defender?.value;
      return { type: "attack", attackers: cards.map((card) => ({ card: card as CardId, ...(defender ? { defender } : {}) })), choices };
    }
    case "block": {
      const attacking = (c: CardId) => state.combat?.attackers.some((a) => a.card === c) === true;
      const blockers: { card: CardId; attacker: CardId }[] = [];
      for (const b of step.blocks ?? []) {
        if (!b.blocker || !b.attacker) return undefined;
        const attacker = resolve(b.attacker, attacking);
        const card = resolve(b.blocker, (c) => zoneOf(state, c)?.zone === "battlefield" && !attacking(c) && state.cards.get(c)?.controller !== state.activePlayer);
        if (attacker === undefined || card === undefined) return undefined;
        blockers.push({ card, attacker });
      }
      return { type: "block", blockers, choices };
    }
    default:
      return undefined;
  }
}

/** `ability: 2` on a cycle step: the card's second cycling ability, by name. */
function cyclingAbilityName(state: MtgState, card: CardId, ability: number | string | undefined): string | undefined {
  if (typeof ability !== "number") return ability;
  const current = state.cards.get(card);
  const found = current ? currentCyclingAbilities(state, current)[ability - 1] : undefined;
  return found ? cyclingName(found) : String(ability);
}

/** A `search:` answer must name a card (or say nothing); whether it can be found is the engine's call (702.29e). */
function searchable(state: MtgState, ref: CardRefText, cards: MtgScenarioCards, out: Diagnostic[]): boolean {
  if (/^\s*(nothing|none)\s*$/i.test(ref.text) || cards.isCardName(ref.text)) return true;
  if ([...state.cards.keys()].some((id) => id.toLowerCase() === ref.text.toLowerCase())) return true;
  out.push(cards.unknown(ref, [...state.cards.keys()]));
  return false;
}

/**
 * The cards a reference names, best first, as findMtgCards ranks them (the acting player's hand
 * first), with names compared as the card index normalizes them (case, spacing, dashes), which
 * the engine's plain case-insensitive match does not.
 */
function findByRef(state: MtgState, ref: string, player: PlayerId): Iterable<CardId> {
  return findMtgCards(state, ref, player, normalizeCardName);
}

const nameOf = (state: MtgState, id: string): string => state.cards.get(id)?.def.name ?? id;

/** What a step does, in words, for the transcript's "step N:" line. */
export function mtgStepLabel(state: MtgState, step: MtgStepModel, action: MtgAction | undefined): string {
  if (!action) return `${step.kind ?? "step"} ${step.target?.text ?? step.step ?? (step.resolve !== undefined ? String(step.resolve) : "")}`.trim();
  const options = (a: { x?: number; tap?: readonly string[]; hold?: boolean; search?: string }): string => {
    const parts = [
      a.x !== undefined ? `X=${a.x}` : "",
      a.search !== undefined ? `search: ${a.search}` : "",
      a.tap ? `tapping ${a.tap.map((id) => nameOf(state, id)).join("; ")}` : "",
      a.hold ? "holding priority" : "",
    ].filter((p) => p !== "");
    return parts.length > 0 ? ` (${parts.join(", ")})` : "";
  };
  switch (action.type) {
    case "cycle": {
      const card = state.cards.get(action.card);
      const abilities = card ? currentCyclingAbilities(state, card) : [];
      const ability = action.ability === undefined ? abilities[0] : abilities.find((a) => squash(cyclingName(a)) === squash(action.ability ?? ""));
      const text = ability ? ` — "${ability.text}"` : action.ability !== undefined ? ` — ${action.ability}` : "";
      return `${action.player} cycles ${nameOf(state, action.card)}${options(action)}${text}`;
    }
    case "activate": {
      const card = state.cards.get(action.card);
      const abilities = card ? activatableAbilities(card) : [];
      const which = action.ability;
      const ability =
        typeof which === "number" ? abilities[which - 1] : abilities.find((a) => squash(a.kind === "cycling" ? cyclingName(a) : a.kind) === squash(which));
      const text = ability ? ` — "${ability.text}"` : ` — ability ${JSON.stringify(which)}`;
      return `${action.player} activates ${nameOf(state, action.card)}${options(action)}${text}`;
    }
    case "cast":
      return `${action.player} casts ${nameOf(state, action.card)}${options(action)}`;
    case "play":
      return `${action.player} plays ${nameOf(state, action.card)}`;
    case "pass":
      return `${action.player} passes priority`;
    case "resolve":
      return action.count === "all" ? "all players pass until the stack is empty" : action.count === 1 || action.count === undefined ? "all players pass: the top object resolves" : `all players pass: the top ${action.count} objects resolve`;
    case "advance":
      return `advance to the ${action.step} step`;
    case "opening-hands":
      return "the game begins: actions from the opening hands [103.6]";
    case "attack":
      return action.attackers.length === 0 ? "no creatures attack" : `${state.activePlayer} attacks with ${action.attackers.map((a) => nameOf(state, a.card)).join("; ")}${action.attackers[0]?.defender ? ` (attacking ${action.attackers[0].defender})` : ""}`;
    case "block":
      return action.blockers.length === 0 ? "no creatures block" : `blocks: ${action.blockers.map((b) => `${nameOf(state, b.card)} blocks ${nameOf(state, b.attacker)}`).join("; ")}`;
  }
}

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, "");
