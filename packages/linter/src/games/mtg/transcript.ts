import { COLOR_WORDS, CURRENT_CR_LABEL, MTG_ZONES, describeManaPool, mtgPowerToughness, type CardId, type GameEvent, type MtgState, type MtgStackObject, type MtgTargetRef } from "@recycle-rules/engine";
import type { TranscriptRules } from "../../game/module.js";
import { describeListedCard } from "../../transcript/card-notes.js";
import { renderEvent } from "../../transcript/event.js";

/**
 * How the transcript names an edition: its key and its number for Cycling; in the seed edition,
 * that the other numbers are the current CR's (docs/rulings.md M1).
 */
export function editionLabel(edition: MtgState["edition"]): string {
  return edition === "seed" ? `seed (Cycling = 702.26; other rules cited by the current CR's numbers, marked "${CURRENT_CR_LABEL}")` : "current (Cycling = 702.29)";
}

function ruleTag(rule: string | undefined): string {
  return rule && rule !== "-" ? ` [${rule}]` : "";
}

/**
 * The events of one MTG action as lines. Most render as in a Riftbound transcript (renderEvent);
 * the ones whose kernel shape means something else in Magic read as Magic: steps instead of
 * phases, triggers put on the stack in order, mana, casting (a `play` after the card moved to
 * the stack to be cast).
 */
export function renderMtgEvents(events: readonly GameEvent[]): string[] {
  const cast = new Set<CardId>();
  return events.map((event) => {
    switch (event.type) {
      case "move":
        if (event.reason === "cast") cast.add(event.card);
        return renderEvent(event);
      case "play":
        return cast.has(event.card) ? `${event.player} casts ${event.name}` : `${event.player} plays ${event.name}`;
      case "phase":
        return `turn ${event.turn}: ${event.player}'s ${event.phase} step`;
      case "order":
        if (event.zone.zone === "stack") {
          return `${event.player}'s triggers go on the stack in this order (${event.how}; the last one on top): ${event.cards.join("; ")}${ruleTag(event.rule)}`;
        }
        return renderEvent(event);
      case "resource":
        if (event.resource.startsWith("mana:")) return `${event.player} mana ${event.resource.slice(5)} ${event.delta >= 0 ? `+${event.delta}` : event.delta} (=${event.total})${ruleTag(event.rule)}`;
        return renderEvent(event);
      case "resolve":
        return event.ability === "spell" ? `${event.name} resolves` : renderEvent(event);
      default:
        return renderEvent(event);
    }
  });
}

/** A card as a state listing shows it: its name plus what is not the default about it. */
export function describeMtgCard(state: MtgState, id: CardId, zone: string): string {
  return describeListedCard(state.cards, id, (card) => {
    const pt = zone === "battlefield" ? mtgPowerToughness(state, id) : undefined;
    return [
      ...(card.tapped ? ["tapped"] : []),
      ...(pt ? [`${pt.power}/${pt.toughness}`] : []),
      ...(card.damage > 0 ? [`damage ${card.damage}`] : []),
      ...Object.entries(card.counters).flatMap(([kind, n]) => (n > 0 ? [`${kind} counters: ${n}`] : [])),
      ...(card.attachedTo !== undefined ? [`enchanting ${state.cards.get(card.attachedTo)?.def.name ?? card.attachedTo}`] : []),
      ...(card.chosenColor !== undefined ? [`chosen color: ${COLOR_WORDS[card.chosenColor]}`] : []),
    ];
  });
}

/**
 * A stack object and its targets: the first word "target"'s one or several (601.2c), then a
 * second word's (115.3), each shown whatever the other is.
 */
export function describeStackObject(state: MtgState, o: MtgStackObject): string {
  const named = (t: MtgTargetRef) => ("player" in t ? `player ${t.player}` : (state.cards.get(t.card)?.def.name ?? t.card));
  const first = o.targets ?? (o.target ? [o.target] : []);
  const parts = [
    ...(first.length > 0 ? [`${first.length > 1 ? "targets" : "target"}: ${first.map(named).join(", ")}`] : []),
    ...(o.second?.target ? [`second target: ${named(o.second.target)}`] : []),
  ];
  const targets = parts.join("; ");
  if (o.kind === "spell") return `${o.sourceName} (spell${targets ? `, ${targets}` : ""})`;
  return `${o.sourceName}: "${o.text}"${targets ? ` (${targets})` : ""}`;
}

/**
 * Every player's life, mana pool, energy counters (when any), non-empty zones (the library top first) and loss, then the
 * stack (top first) when it holds anything: one line each, in a fixed order.
 */
export function renderMtgState(state: MtgState, indent = "  "): string[] {
  const lines: string[] = [];
  for (const player of state.players) {
    const ps = state.playerState[player];
    lines.push(`${indent}${player}:`);
    lines.push(`${indent}  life: ${ps?.life ?? 0}`);
    const pool = describeManaPool(state, player);
    if (pool !== "nothing") lines.push(`${indent}  mana: ${pool}`);
    if (ps?.energy) lines.push(`${indent}  energy counters: ${ps.energy}`);
    for (const zone of MTG_ZONES) {
      if (zone === "stack") continue;
      const ids = [...(state.zones[player]?.[zone] ?? [])];
      if (ids.length > 0) lines.push(`${indent}  ${zone}: ${ids.map((id) => describeMtgCard(state, id, zone)).join("; ")}`);
    }
    if (ps?.lost) lines.push(`${indent}  lost the game${ps.lossReason ? `: ${ps.lossReason}` : ""}`);
  }
  if (state.stack.length > 0) lines.push(`${indent}stack (top first): ${[...state.stack].reverse().map((o) => describeStackObject(state, o)).join("; ")}`);
  return lines;
}

/** How an MTG replay reads: the edition, the turn and step, the state, the events as Magic says them, and what a held step left on the stack. */
export const mtgTranscript: TranscriptRules<MtgState> = {
  header: (start, seed) => [`game: mtg, edition: ${editionLabel(start.edition)}, seed: ${seed}`, `turn ${start.turnNumber}: ${start.activePlayer}'s ${start.step} step`],
  state: (state) => renderMtgState(state),
  events: renderMtgEvents,
  // A held step leaves objects waiting: say what is on the stack before the next step.
  afterStep: (after, refused) =>
    !refused && after.stack.length > 0 ? [`  stack now (top first): ${[...after.stack].reverse().map((o) => describeStackObject(after, o)).join("; ")}`] : [],
};
