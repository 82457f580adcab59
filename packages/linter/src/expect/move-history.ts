import type { CardId, GameEvent, PlayerId, ZoneRef } from "@recycle-rules/engine";

type MoveEvent = Extract<GameEvent, { type: "move" }>;

/**
 * One change of where a card is — a move, a token created, a token ceasing to exist — with what
 * set it off: the step, and the action, trigger or phase it was part of.
 */
export interface RecordedMove {
  readonly card: CardId;
  readonly name: string;
  /** The zone it left (none for a token created). */
  readonly from?: ZoneRef;
  /** The zone it went to (none for a token that ceased to exist). */
  readonly to?: ZoneRef;
  /** "recycled from A's trash to the bottom of A's main-deck", "created in A's battlefield". */
  readonly phrase: string;
  /** The reason and deciding rule, as the transcript tags the event: "recycle 416.1.a". */
  readonly tag?: string;
  /** The step's number as the transcript shows it (1 for the first step). */
  readonly step: number;
  /** "to pay the cost of Vi, Destructive's ability", "by Dr. Mundo, Expert's triggered ability", "as A played Stacked Deck"; undefined for the step itself (a `recycle:` step). */
  readonly cause: string | undefined;
  readonly seq: number;
}

/** What the events just before a move say set it off. */
type Source =
  | { readonly kind: "activate"; readonly player: PlayerId; readonly card: CardId; readonly name: string }
  | { readonly kind: "play"; readonly player: PlayerId; readonly name: string }
  | { readonly kind: "trigger"; readonly name: string }
  | { readonly kind: "resolve"; readonly name: string }
  | { readonly kind: "phase"; readonly player: PlayerId; readonly phase: string; readonly turn: number };

/**
 * Every card move of a replay, read from the events the engine emits (a move carries its reason
 * and deciding rule), so an expectation about where a card is, or how many cards a zone holds,
 * can say what moved it and by which rule instead of re-deriving it. Game-neutral: both engines'
 * kernels emit the same move, activate, play, trigger and phase events.
 */
export class MoveHistory {
  private readonly last = new Map<CardId, RecordedMove>();
  private readonly all: RecordedMove[] = [];
  private seq = 0;

  /** The events of step `step` (1-based), in order. */
  record(events: readonly GameEvent[], step: number): void {
    let source: Source | undefined;
    // Between an activation and its effect the moves are its cost: the activated card itself
    // ("Recycle this", a cycled card) or cards chosen for a cost.
    let paying = false;
    for (const event of events) {
      switch (event.type) {
        case "activate":
          source = { kind: "activate", player: event.player, card: event.card, name: event.name };
          paying = true;
          break;
        case "play":
          source = { kind: "play", player: event.player, name: event.name };
          paying = false;
          break;
        case "trigger":
          source = { kind: "trigger", name: event.name };
          paying = false;
          break;
        case "resolve":
          source = { kind: "resolve", name: event.name };
          paying = false;
          break;
        case "phase":
          source = { kind: "phase", player: event.player, phase: event.phase, turn: event.turn };
          paying = false;
          break;
        case "choice":
          // A choice made for a cost keeps the payment open; any other ends it.
          if (source?.kind === "activate") paying = paying && /\bcost\b/.test(event.prompt);
          break;
        case "stat":
          if (paying) paying = false;
          break;
        case "move": {
          const cost = source?.kind === "activate" && (paying || event.card === source.card) && event.reason !== "draw";
          this.add({ card: event.card, name: event.name, from: event.from, to: event.to, phrase: movePhrase(event), tag: event.rule ? `${event.reason} ${event.rule}` : event.reason, step, cause: describeSource(source, cost) });
          break;
        }
        case "create":
          this.add({ card: event.card, name: event.name, to: event.to, phrase: `created in ${zoneText(event.to)}`, step, cause: describeSource(source, false) });
          break;
        case "cease": {
          // The token's cause is the move that took it off the board, in this same step.
          const cause = this.last.get(event.card);
          this.add({ card: event.card, name: event.name, from: event.from, phrase: `ceased to exist in ${zoneText(event.from)}`, tag: event.rule, step, cause: cause?.step === step ? cause.cause : describeSource(source, false) });
          break;
        }
        default:
          break;
      }
    }
  }

  private add(entry: Omit<RecordedMove, "seq">): void {
    const recorded: RecordedMove = { ...entry, seq: this.seq++ };
    this.last.set(entry.card, recorded);
    this.all.push(recorded);
  }

  /** The latest move of a card `matches` accepts (an expectation's reference: an id or a name). */
  lastOf(matches: (id: CardId) => boolean): RecordedMove | undefined {
    let best: RecordedMove | undefined;
    for (const [id, m] of this.last) if (matches(id) && (!best || m.seq > best.seq)) best = m;
    return best;
  }

  /** The latest move of one card. */
  lastMove(id: CardId): RecordedMove | undefined {
    return this.last.get(id);
  }

  /** The moves into or out of a player's zone, latest first, at most `max`; and how many there were. */
  throughZone(player: PlayerId, zone: string, max: number): { moves: RecordedMove[]; total: number } {
    const moves: RecordedMove[] = [];
    let total = 0;
    for (let i = this.all.length - 1; i >= 0; i--) {
      const m = this.all[i] as RecordedMove;
      const into = m.to?.player === player && m.to.zone === zone;
      const out = m.from?.player === player && m.from.zone === zone;
      // A card moved within one zone (to the bottom of its own deck) changes no count.
      if (into === out) continue;
      total++;
      if (moves.length < max) moves.push(m);
    }
    return { moves, total };
  }
}

function describeSource(source: Source | undefined, cost: boolean): string | undefined {
  switch (source?.kind) {
    case undefined:
      return undefined;
    case "activate":
      return cost ? `to pay the cost of ${source.name}'s ability` : `by ${source.name}'s ability`;
    case "play":
      return `as ${source.player} played ${source.name}`;
    case "trigger":
      return `by ${source.name}'s triggered ability`;
    case "resolve":
      return `as ${source.name} resolved`;
    case "phase":
      return `in turn ${source.turn} (${source.player}'s ${source.phase})`;
  }
}

/** What set a move off and when: " to pay the cost of Vi, Destructive's ability at step 2"; "" for no move. */
export function whenMoved(m: RecordedMove | undefined): string {
  return m ? `${m.cause ? ` ${m.cause}` : ""} at step ${m.step}` : "";
}

/** A change as an explanation reads it: "recycled from A's trash to the bottom of A's main-deck to pay the cost of Vi, Destructive's ability at step 2 [recycle 416.1.a]". */
export function describeMove(m: RecordedMove): string {
  return `${m.phrase}${whenMoved(m)}${m.tag ? ` [${m.tag}]` : ""}`;
}

function zoneText(zone: ZoneRef): string {
  return `${zone.player}'s ${zone.zone}`;
}

function movePhrase(move: MoveEvent): string {
  const to = zoneText(move.to);
  const where = move.position === "bottom" ? `the bottom of ${to}` : move.position === "top" ? `the top of ${to}` : to;
  return `${VERBS[move.reason] ?? move.reason} from ${zoneText(move.from)} to ${where}`;
}

/** The past participle of each move reason, as a sentence says it. */
const VERBS: Readonly<Record<string, string>> = {
  recycle: "recycled",
  draw: "drawn",
  play: "played",
  resolve: "put",
  banish: "banished",
  channel: "channelled",
  kill: "killed",
  discard: "discarded",
  reveal: "revealed",
  search: "found by a search",
  put: "put",
  cast: "cast",
  destroy: "destroyed",
  exile: "exiled",
  return: "returned",
  sacrifice: "sacrificed",
  "state-based": "put",
};
