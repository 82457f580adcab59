import { normalizeCardName } from "@recycle-rules/cards";
import { deckBattlefields } from "../../../../diagnostics/deck-battlefields.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { total, type RiftboundDeck } from "../../../../deck/model.js";
import { sectionAnchor } from "../../../../deck/checks/anchor.js";

/**
 * 103.4: the mode of play sets the number of battlefields (103.4.a); each player provides three
 * in the standard modes (485.4.a), the count this check uses. No two may share a name (103.4.c):
 * on the count of a line listing more than one, or on the name of a second line.
 */
export const BATTLEFIELD_COUNT = 3;

export function checkBattlefields(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  const out: Diagnostic[] = [];
  const entries = deck.sections.battlefields;
  const count = total(entries);
  if (count !== BATTLEFIELD_COUNT) {
    out.push(
      deckBattlefields.create({
        range: sectionAnchor(source, deck, ["battlefields"]),
        rule: ["103.4.a"],
        message: `${count} battlefield${count === 1 ? "" : "s"} listed; a deck provides ${BATTLEFIELD_COUNT} (103.4.a, 485.4.a).`,
      }),
    );
  }
  const seen = new Set<string>();
  for (const e of entries) {
    const key = normalizeCardName(e.name);
    if (e.count > 1) {
      out.push(deckBattlefields.create({ range: e.ranges.count ?? e.ranges.name, rule: ["103.4.c"], message: `${e.count} copies of ${e.name}: no two battlefields may have the same name (103.4.c).` }));
    } else if (seen.has(key)) {
      out.push(deckBattlefields.create({ range: e.ranges.name, rule: ["103.4.c"], message: `${e.name} is listed twice: no two battlefields may have the same name (103.4.c).` }));
    }
    seen.add(key);
  }
  return out;
}
