import { normalizeCardName } from "@recycle-rules/cards";
import type { RelatedInformation } from "../../diagnostics/types.js";
import type { DeckEntry } from "../model.js";

/**
 * Copies of one name, counted over entries in file order: where the running total first passes a
 * limit, and the entries before it. "The 4th copy" is the count on the line that makes it 4.
 */
export interface CopyGroup<Card> {
  readonly name: string;
  readonly entries: readonly DeckEntry<Card>[];
  readonly total: number;
}

export function groupByName<Card>(entries: readonly DeckEntry<Card>[]): CopyGroup<Card>[] {
  const groups = new Map<string, DeckEntry<Card>[]>();
  for (const e of [...entries].sort((a, b) => a.ranges.line.startOffset - b.ranges.line.startOffset)) {
    const key = normalizeCardName(e.name);
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  return [...groups.values()].map((list) => ({ name: list[0]?.name ?? "", entries: list, total: list.reduce((s, e) => s + e.count, 0) }));
}

/** The entry whose copies take the running total past `limit`. */
export function entryPassing<Card>(entries: readonly DeckEntry<Card>[], limit: number): DeckEntry<Card> | undefined {
  let running = 0;
  for (const e of entries) {
    running += e.count;
    if (running > limit) return e;
  }
  return undefined;
}

/** The other lines of the same card, for `related` (each line once). */
export function otherLines<Card>(entries: readonly DeckEntry<Card>[], except: DeckEntry<Card>, what: (e: DeckEntry<Card>) => string): RelatedInformation[] {
  const seen = new Set<number>([except.ranges.line.startOffset]);
  const out: RelatedInformation[] = [];
  for (const e of entries) {
    if (seen.has(e.ranges.line.startOffset)) continue;
    seen.add(e.ranges.line.startOffset);
    out.push({ message: what(e), range: e.ranges.line });
  }
  return out;
}
