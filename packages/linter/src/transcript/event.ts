import type { GameEvent, Violation, ZoneRef } from "@recycle-rules/engine";

/** "A trash" — a player's zone as transcripts write it. */
export function zoneName(zone: ZoneRef): string {
  return `${zone.player} ${zone.zone}`;
}

export function ruleTag(rule: string | undefined): string {
  return rule && rule !== "-" ? ` [${rule}]` : "";
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function resourceName(resource: string): string {
  return resource.startsWith("power:") ? `${resource.slice(6)} power` : resource;
}

function violationLine(label: string, v: Violation): string {
  return `${label}${v.rule !== "-" ? ` [${v.rule}]` : ""} ${v.message}`;
}

/**
 * One event as one line of text. Deterministic (transcripts are golden files) and the unit that
 * `events:` expectations match against.
 */
export function renderEvent(event: GameEvent): string {
  switch (event.type) {
    case "move": {
      const where = event.position === "any" ? "" : ` (${event.position})`;
      const why = event.rule ? `${event.reason} ${event.rule}` : event.reason;
      return `${event.name}: ${zoneName(event.from)} → ${zoneName(event.to)}${where} [${why}]`;
    }
    case "cease":
      return `${event.name} ceases to exist (token in ${zoneName(event.from)})${ruleTag(event.rule)}`;
    case "create":
      return `${event.name} is created in ${zoneName(event.to)}`;
    case "exhaust":
      return `${event.name} is exhausted`;
    case "ready":
      return `${event.name} is readied`;
    case "resource":
      return `${event.player} ${resourceName(event.resource)} ${signed(event.delta)} (=${event.total})${ruleTag(event.rule)}`;
    case "stat":
      return `${event.name} ${event.stat} ${signed(event.delta)} (=${event.total})${event.until ? ` until ${event.until}` : ""}`;
    case "activate":
      return `${event.player} activates ${event.name}: "${event.ability}"`;
    case "play":
      return `${event.player} plays ${event.name}`;
    case "trigger":
      return `${event.name} triggers: "${event.ability}"`;
    case "resolve":
      return `${event.name} resolves: "${event.ability}"`;
    case "phase":
      return `turn ${event.turn}: ${event.player}'s ${event.phase} phase`;
    case "state":
      return event.what;
    case "choice":
      return `${event.player} chooses ${event.prompt}: ${event.answer}${event.defaulted ? " (default)" : ""}`;
    case "order": {
      // A chosen order is its owner's choice whoever recycles (416.5.a): the line says whose.
      const how = event.how === "default" ? "default order" : event.how === "chosen" ? `order chosen by its owner, ${event.player}` : `${event.how} order`;
      return `${zoneName(event.zone)} bottom, ${how}: ${event.cards.join("; ")}${ruleTag(event.rule)}`;
    }
    case "shuffle":
      return `${zoneName(event.zone)} is shuffled${ruleTag(event.rule)}`;
    case "refused":
      return violationLine("REFUSED", event.violation);
    case "warning":
      return violationLine(event.violation.severity === "error" ? "ERROR" : "WARNING", event.violation);
    case "note":
      return `note: ${event.text}${ruleTag(event.rule)}`;
  }
}
