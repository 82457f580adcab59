import { deckSyntax } from "../diagnostics/deck-syntax.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { DeckGroup, DeckSection } from "./model.js";
import type { HeaderLine } from "./text/headers.js";

interface OpenGroup {
  label: string;
  section: DeckSection;
  range: Range;
  declaredCount?: number;
  count: number;
}

/**
 * The group lines of a list (`Creatures (4)`, `Units:`) and the cards under each, for both games'
 * readers: a group starts at its line and ends at the next header of any kind. A count written on
 * the group line that differs from the cards under it is a deck/syntax warning (docs/deck-format.md,
 * "Group lines"): the list or the site's count is off, and a line may have been lost in the paste.
 */
export class GroupTracker {
  private readonly done: OpenGroup[] = [];
  private open: OpenGroup | undefined;

  start(header: HeaderLine, section: DeckSection, range: Range): void {
    this.end();
    this.open = { label: header.label, section, range, ...(header.declaredCount !== undefined ? { declaredCount: header.declaredCount } : {}), count: 0 };
  }

  /** A card line under the current group, if any. */
  add(count: number): void {
    if (this.open) this.open.count += count;
  }

  /** A header that is no group ends the current one. */
  end(): void {
    if (this.open) this.done.push(this.open);
    this.open = undefined;
  }

  /** The groups read, and a warning for each whose written count differs from its cards. */
  finish(out: Diagnostic[]): DeckGroup[] | undefined {
    this.end();
    for (const g of this.done) {
      if (g.declaredCount === undefined || g.declaredCount === g.count) continue;
      out.push(
        deckSyntax.create({
          range: g.range,
          severity: "warning",
          message: `"${g.label}" says ${g.declaredCount} cards, but ${g.count} ${g.count === 1 ? "is" : "are"} listed under it. A line may be missing or extra (a paste cut short?), or the site counted differently; the checks count the lines.`,
        }),
      );
    }
    return this.done.length > 0 ? this.done.map((g) => ({ ...g })) : undefined;
  }
}
