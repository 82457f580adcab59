import { normalizeCardName } from "@recycle-rules/cards";
import type { CardId, GameEvent, ZoneRef } from "@recycle-rules/engine";

type MoveEvent = Extract<GameEvent, { type: "move" }>;

/** A card whose most recent move was a recycle: where the rules sent it, and why. */
export interface RecycledCard {
  readonly id: CardId;
  readonly name: string;
  readonly from: ZoneRef;
  readonly to: ZoneRef;
  /** The rule that decided the destination (416.1.a/b/c). */
  readonly rule: string;
  /** A token that ceased to exist on arrival (186.1). */
  readonly ceased: boolean;
}

/**
 * Remembers, per card, whether its latest move was a recycle. When an expectation about a card
 * fails and that card was recycled, the failure is about a recycle destination, and the linter
 * can cite the rule that decided it instead of a bare "mismatch".
 */
export class RecycleLog {
  private readonly latest = new Map<CardId, { move: MoveEvent; ceased: boolean; seq: number }>();
  private seq = 0;

  record(events: readonly GameEvent[]): void {
    for (const event of events) {
      if (event.type === "move") this.latest.set(event.card, { move: event, ceased: false, seq: this.seq++ });
      if (event.type === "cease") {
        const last = this.latest.get(event.card);
        if (last) this.latest.set(event.card, { ...last, ceased: true });
      }
    }
  }

  /** The most recently recycled card that `ref` (an id or a name) names, if its last move was a recycle. */
  find(ref: string): RecycledCard | undefined {
    const wanted = normalizeCardName(ref);
    let best: { move: MoveEvent; ceased: boolean; seq: number } | undefined;
    for (const [id, entry] of this.latest) {
      if (entry.move.reason !== "recycle") continue;
      if (id.toLowerCase() !== ref.trim().toLowerCase() && normalizeCardName(entry.move.name) !== wanted) continue;
      if (!best || entry.seq > best.seq) best = entry;
    }
    if (!best) return undefined;
    const { move, ceased } = best;
    return { id: move.card, name: move.name, from: move.from, to: move.to, rule: move.rule ?? "416.1", ceased };
  }
}
