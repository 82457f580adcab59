import { DOMAINS, RIFT_ZONES, mightOf, type CardId, type RiftState } from "@recycle-rules/engine";
import type { TranscriptRules } from "../../game/module.js";
import { describeListedCard } from "../../transcript/card-notes.js";
import { renderEvent, ruleTag } from "../../transcript/event.js";

const BOARD: readonly string[] = ["base", "battlefield", "runes", "legend"];

/** A card as the final state lists it: name plus what is not the default about it. */
export function describeCard(state: RiftState, id: CardId, zone: string): string {
  return describeListedCard(state.cards, id, (card) => [
    ...(Object.hasOwn(state.battlefields, id) ? [controlNote(state.battlefields[id] ?? null)] : []),
    ...(card.at !== undefined ? [`at ${state.cards.get(card.at)?.def.name ?? card.at}`] : []),
    ...(card.attachedTo !== undefined ? [`attached to ${state.cards.get(card.attachedTo)?.def.name ?? card.attachedTo}`] : []),
    ...(card.exhausted ? ["exhausted"] : []),
    ...(BOARD.includes(zone) && card.def.type === "unit" ? [`might ${mightOf(state, id) ?? 0}`] : []),
    ...(card.damage > 0 ? [`damage ${card.damage}`] : []),
    ...(card.buffed ? ["buffed"] : []),
    ...(card.empowered === true ? ["Empowered"] : []),
  ]);
}

function controlNote(controller: string | null): string {
  return controller === null ? "uncontrolled" : `controlled by ${controller}`;
}

/**
 * Every player's non-empty zones (decks top to bottom) and non-zero resources, in a fixed order,
 * one line each, indented by `indent`.
 */
export function renderState(state: RiftState, indent = "  "): string[] {
  const lines: string[] = [];
  for (const player of state.players) {
    lines.push(`${indent}${player}:`);
    for (const zone of RIFT_ZONES) {
      const ids = [...(state.zones[player]?.[zone] ?? [])];
      if (ids.length === 0) continue;
      lines.push(`${indent}  ${zone}: ${ids.map((id) => describeCard(state, id, zone)).join("; ")}`);
    }
    const r = state.resources[player];
    if (r && r.energy !== 0) lines.push(`${indent}  energy: ${r.energy}`);
    const power = DOMAINS.filter((d) => (r?.power[d] ?? 0) !== 0).map((d) => `${d} ${r?.power[d] ?? 0}`);
    if (power.length > 0) lines.push(`${indent}  power: ${power.join(", ")}`);
    if (r && r.points !== 0) lines.push(`${indent}  points: ${r.points}`);
    if (r?.xp !== undefined && r.xp !== 0) lines.push(`${indent}  xp: ${r.xp}`);
  }
  return lines;
}

/** How a Riftbound replay reads: whose turn and which phase, the state, each event as the kernel renders it. */
export const riftTranscript: TranscriptRules<RiftState> = {
  header: (start, seed) => [`game: riftbound, seed: ${seed}`, `turn: ${start.turnPlayer}, phase: ${start.phase}${start.showdown ? ", in a showdown" : ""}`],
  state: (state) => renderState(state),
  events: (events) =>
    events.map((event) =>
      event.type === "order" && event.zone.zone === "chain"
        ? `${event.player}'s triggered abilities go on the chain in this order (${event.how}; the last one resolves first): ${event.cards.join("; ")}${ruleTag(event.rule)}`
        : renderEvent(event),
    ),
};
