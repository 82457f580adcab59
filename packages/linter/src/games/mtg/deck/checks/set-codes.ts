import { mtgCardNames } from "@recycle-rules/cards";
import type { MtgCardDef } from "@recycle-rules/engine";
import { deckSetCode } from "../../../../diagnostics/deck-set-code.js";
import type { Diagnostic, Range } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { MTG_SECTIONS, type DeckEntry, type MtgDeck } from "../../../../deck/model.js";

/** MTG Arena's codes for sets printed under another (mtg-facts §5.3: XMage's importer maps DAR to DOM). */
const ARENA_SET_CODES: Readonly<Record<string, string>> = { DAR: "DOM" };

/** Set codes a message lists before "and N more" (the basic lands were printed in some 200). */
const LISTED_SETS = 8;

/**
 * An Arena line's `(SET) 123` names one printing of the card. A set code the name index knows
 * (some card was printed there) that this card was never printed in is deck/set-code, a warning
 * on the code and number, with a fix that removes them (the name alone still names the card). A
 * code no card has (an Arena-only set the data lacks) is left alone: there is nothing to check it
 * against.
 */
export function checkMtgSetCodes(deck: MtgDeck, source: SourceText): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of MTG_SECTIONS.flatMap((s) => deck.sections[s])) {
    if (entry.set === undefined || entry.origin !== "line" || !entry.card) continue;
    const names = mtgCardNames();
    const facts = names.lookup(entry.card.name);
    const set = ARENA_SET_CODES[entry.set] ?? entry.set;
    if (!facts || facts.sets.includes(set) || !names.isSet(set)) continue;
    const code = codeSpan(source, entry);
    if (!code) continue;
    const listed = facts.sets.slice(0, LISTED_SETS).join(", ");
    const more = facts.sets.length > LISTED_SETS ? ` and ${facts.sets.length - LISTED_SETS} more` : "";
    out.push(
      deckSetCode.create({
        range: code.range,
        message: `${facts.name} was never printed in ${entry.set}${set !== entry.set ? ` (${set})` : ""}; its sets are ${listed}${more}. "(SET) number" after a name names one printing of the card (the MTG Arena export), so this line names a printing that doesn't exist.`,
        fixes: [{ title: `Remove "${source.text.slice(code.range.startOffset, code.range.endOffset)}"`, edits: [{ range: code.removal, newText: "" }], safe: false }],
      }),
    );
  }
  return out;
}

/** "(MH1) 1" after the name: its range, and the range a fix deletes (with the space before it). */
function codeSpan(source: SourceText, entry: DeckEntry<MtgCardDef>): { range: Range; removal: Range } | undefined {
  const from = entry.ranges.name.endOffset;
  const to = entry.ranges.line.endOffset;
  const m = /^(\s*)(\(\s*[A-Za-z0-9]+\s*\)(?:\s+[A-Za-z0-9★*-]+)?)/.exec(source.text.slice(from, to));
  if (!m) return undefined;
  const start = from + (m[1] ?? "").length;
  const end = start + (m[2] ?? "").length;
  return { range: source.range(start, end), removal: source.range(from, end) };
}
