import { normalizeCardName } from "@recycle-rules/cards";
import type { CardId, GameEvent, ZoneRef } from "@recycle-rules/engine";

type MoveEvent = Extract<GameEvent, { type: "move" }>;

interface Entry {
  readonly move: MoveEvent;
  readonly replacedBy?: string;
  readonly cycled: boolean;
  readonly seq: number;
}

/** A card whose most recent move was a discard: where it went, and what decided that. */
export interface DiscardedCard {
  readonly id: CardId;
  readonly name: string;
  readonly from: ZoneRef;
  readonly to: ZoneRef;
  /** The rule on the move: 702.29a (a cycling cost), 514.1 (cleanup), 614.1a (a replacement exiled it). */
  readonly rule: string;
  /** The permanent whose replacement effect exiled it instead, when one did. */
  readonly replacedBy?: string;
  /** It was discarded to pay a cycling cost (702.29a). */
  readonly cycled: boolean;
}

/**
 * Remembers, per card, whether its latest move was a discard (the MTG counterpart of the
 * Riftbound RecycleLog). When an expectation about such a card fails, it is wrong about where a
 * discarded card goes, and the linter can cite the rule that decided it (701.9a, or 614.1a when a
 * replacement effect such as Rest in Peace exiled it instead).
 */
export class DiscardLog {
  private readonly latest = new Map<CardId, Entry>();
  private seq = 0;

  record(events: readonly GameEvent[]): void {
    let lastNote: string | undefined;
    const cycling = new Set<CardId>();
    for (const event of events) {
      if (event.type === "note") lastNote = event.text;
      if (event.type === "activate" && /cycling/i.test(event.ability)) cycling.add(event.card);
      if (event.type !== "move") continue;
      const replaced = event.rule?.startsWith("614") && lastNote?.includes("exiled instead") ? lastNote.slice(0, lastNote.indexOf(":")) : undefined;
      const cycled = event.reason === "discard" && cycling.delete(event.card);
      this.latest.set(event.card, { move: event, ...(replaced ? { replacedBy: replaced } : {}), cycled, seq: this.seq++ });
    }
  }

  /** The most recently discarded card that `ref` (an id or a name) names, if its last move was a discard. */
  find(ref: string): DiscardedCard | undefined {
    const wanted = normalizeCardName(ref);
    let best: Entry | undefined;
    for (const [id, entry] of this.latest) {
      if (entry.move.reason !== "discard") continue;
      if (id.toLowerCase() !== ref.trim().toLowerCase() && normalizeCardName(entry.move.name) !== wanted) continue;
      if (!best || entry.seq > best.seq) best = entry;
    }
    if (!best) return undefined;
    const { move, replacedBy, cycled } = best;
    return { id: move.card, name: move.name, from: move.from, to: move.to, rule: move.rule ?? "701.9a", ...(replacedBy ? { replacedBy } : {}), cycled };
  }
}
