import type { MtgCardDef } from "@recycle-rules/engine";
import { deckSyntax } from "../../../diagnostics/deck-syntax.js";
import type { Diagnostic, Range } from "../../../diagnostics/types.js";
import type { SourceText } from "../../../text/source.js";
import { entryFromLine } from "../../../deck/build-entry.js";
import { mtgNameForLookup, type MtgCatalog } from "../../../deck/cards/catalogs.js";
import { suggestionsFor, unknownCardDiagnostic } from "../../../deck/cards/unknown.js";
import { MTG_SECTIONS, type DeckEntry, type MtgDeck, type MtgSection, type SectionHeader } from "../../../deck/model.js";
import type { ClassifiedLine } from "../../../deck/text/classify.js";
import { GroupTracker } from "../../../deck/groups.js";
import { isMtgGroup, mtgSectionOf } from "../../../deck/text/headers.js";

type Entry = DeckEntry<MtgCardDef>;
type Target = MtgSection | "ignored" | "about";

/**
 * MTG Arena export (`Deck`, `Sideboard`, `Commander`, `Companion`, `4 Name (SET) 123`) and plain
 * text (MTGO .txt and its relatives: `4 Name`, a blank line before the sideboard, `SB: 2 Name`,
 * `// Sideboard`). Group lines (`Creatures (4)`, `Non-Creature Spells (30)`) are part of the
 * section they are in. The sideboard by blank line (docs/deck-format.md, "Blank lines"): under a
 * main-deck header (`Deck`), blank lines only separate groups; without one, the last group of
 * card lines that follows a blank line, with no header after it, is the sideboard.
 */
export function parseMtgText(source: SourceText, lines: readonly ClassifiedLine[], catalog: MtgCatalog, out: Diagnostic[]): MtgDeck {
  const entries: Entry[] = [];
  const headers: SectionHeader[] = [];
  const groups = new GroupTracker();
  const sideboardFrom = lastBlankSeparatedGroup(lines);
  let target: Target = "main";
  let mainHeader = false;
  let sideboardByBlank = false;
  let arena = false;
  let name: string | undefined;
  let gameRange: Range | undefined;

  for (const [index, l] of lines.entries()) {
    if (l.kind === "blank" || l.kind === "comment") continue;
    if (l.kind === "meta") {
      if (l.key === "game") gameRange = source.range(l.valueSpan.start, l.valueSpan.end);
      else if (l.key === "name") name = l.value;
      continue;
    }
    if (l.kind === "header") {
      const section = mtgSectionOf(l.header.label);
      const range = l.line.comment !== undefined ? source.range(l.line.start, l.line.end) : source.range(l.line.contentStart, l.line.contentEnd);
      if (section === undefined) {
        if (isMtgGroup(l.header.label)) {
          // Groups of the Maybeboard hold no deck cards: nothing to count.
          if (target === "ignored" || target === "about") groups.end();
          else groups.start(l.header, target, range);
        } else {
          groups.end();
          out.push(deckSyntax.create({ range, severity: "warning", message: `"${l.header.label}" is not an MTG deck section (Deck, Sideboard, Commander, Companion). The cards after it stay in the ${target === "main" ? "main deck" : target}.` }));
        }
        continue;
      }
      groups.end();
      if (l.header.style !== "comment") arena = true;
      target = section;
      if (section === "main") mainHeader = true;
      if (section !== "ignored" && section !== "about") headers.push({ section, range, label: l.header.label });
      continue;
    }
    if (index === sideboardFrom && target === "main" && !mainHeader && entries.some((e) => e.section === "main")) {
      sideboardByBlank = true;
      groups.end();
    }
    const parsed = l.entry;
    if (target === "about") {
      const title = /^Name\s+(.+)$/i.exec(l.line.content)?.[1];
      if (title !== undefined) name = title;
      continue;
    }
    if (target === "ignored") continue;
    if (parsed.count === 0) {
      out.push(deckSyntax.create({ range: source.range(parsed.countSpan?.start ?? l.line.contentStart, parsed.countSpan?.end ?? l.line.contentEnd), message: "A count of 0 lists no card; remove the line or give the number of copies." }));
      continue;
    }
    const card = catalog.lookup(mtgNameForLookup(parsed.name));
    if (!card) {
      const suggestions = suggestionsFor(mtgNameForLookup(parsed.name), (r, m) => catalog.suggest(r, m));
      out.push(unknownCardDiagnostic({ game: "mtg", written: parsed.name, range: source.range(parsed.nameSpan.start, parsed.nameSpan.end), suggestions, spell: (n) => n }));
    }
    const section: MtgSection = parsed.sideboard || (sideboardByBlank && target === "main") ? "sideboard" : target;
    groups.add(parsed.count);
    entries.push(entryFromLine(source, l.line, parsed, section, card, card?.name ?? parsed.name));
  }

  const sections = Object.fromEntries(MTG_SECTIONS.map((s) => [s, entries.filter((e) => e.section === s)])) as unknown as Record<MtgSection, Entry[]>;
  const read = groups.finish(out);
  return { game: "mtg", layout: arena ? "arena" : "plain", ...(name !== undefined ? { name } : {}), sections, headers, ...(read ? { groups: read } : {}), ...(gameRange ? { gameRange } : {}) };
}

/**
 * The index of the first card line of the last group that follows a blank line and has no header
 * after it (MTGO's plain text: deck, blank line, sideboard); -1 when there is none. Groups that
 * start with a header are the header's.
 */
function lastBlankSeparatedGroup(lines: readonly ClassifiedLine[]): number {
  let last = -1;
  let afterBlank = false;
  for (const [index, l] of lines.entries()) {
    if (l.kind === "blank") afterBlank = true;
    else if (l.kind === "header") {
      last = -1;
      afterBlank = false;
    } else if (l.kind === "entry") {
      if (afterBlank) last = index;
      afterBlank = false;
    }
  }
  return last;
}
