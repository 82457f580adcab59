import type { RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalogOf } from "../../../cards/scenario-cards.js";
import { deckDeckCode } from "../../../diagnostics/deck-deck-code.js";
import { deckSyntax } from "../../../diagnostics/deck-syntax.js";
import type { Diagnostic, Range } from "../../../diagnostics/types.js";
import type { SourceText } from "../../../text/source.js";
import { entryFromLine } from "../../../deck/build-entry.js";
import { riftboundSpelling, suggestionsFor, unknownCardDiagnostic } from "../../../deck/cards/unknown.js";
import { deckContents, firstDifference } from "../../../deck/contents.js";
import { RIFTBOUND_SECTIONS, type DeckEntry, type DeckLayout, type RiftboundDeck, type RiftboundSection, type SectionHeader } from "../../../deck/model.js";
import type { ClassifiedLine } from "../../../deck/text/classify.js";
import { GroupTracker } from "../../../deck/groups.js";
import { isRiftboundGroup, riftboundSectionOf, squeeze } from "../../../deck/text/headers.js";
import { lookupRiftCard } from "./card-names.js";
import { homeSection } from "./card-facts.js";
import { chooseChampion } from "./choose-champion.js";
import { looksLikeDeckCode } from "../../../deck/text/code-text.js";
import { entriesFromCode } from "./from-code.js";

type Entry = DeckEntry<RiftCardDef>;
/** Where the next card goes: a section named by a header, or the section of its type. */
type Target = RiftboundSection | "by-type";

/**
 * Riftbound deck lists: the section layout (`Legend:` … `Sideboard:`), the flat layout (sections
 * from the card types, `// Sideboard`), tournament text (`== Main Deck ==`) and deck codes (a
 * `code:` line or a file holding only a code). A card under a header stays in that section even
 * when its type belongs elsewhere: that is what deck/wrong-section reports. Group lines (`Units:`,
 * `Spells:`, `Gear:`) are groups of Main Deck cards: after a Legend, Champion, Runes or
 * Battlefields section they return to the Main Deck. `Main Board` (riftbound.gg's name for
 * everything but the side board) places each card by its type.
 */
export function parseRiftbound(source: SourceText, lines: readonly ClassifiedLine[], catalog: CardCatalogOf<RiftCardDef>, out: Diagnostic[]): RiftboundDeck {
  const entries: Entry[] = [];
  const headers: SectionHeader[] = [];
  const groups = new GroupTracker();
  let target: Target = "by-type";
  let name: string | undefined;
  let gameRange: Range | undefined;
  let code: { text: string; range: Range } | undefined;
  const styles = new Set<string>();

  const cardLines = lines.filter((l) => l.kind === "entry");
  const onlyCode = cardLines.length === 1 && cardLines[0] !== undefined && looksLikeDeckCode(cardLines[0].line.content) && !lines.some((l) => l.kind === "meta" && l.key === "code");

  for (const l of lines) {
    if (l.kind === "meta") {
      if (l.key === "game") gameRange = source.range(l.valueSpan.start, l.valueSpan.end);
      else if (l.key === "name") name = l.value;
      else if (l.key === "code") code = { text: l.value.trim(), range: source.range(l.valueSpan.start, l.valueSpan.end) };
      continue;
    }
    if (l.kind === "header") {
      const section = riftboundSectionOf(l.header.label);
      const range = source.range(l.line.contentStart, l.line.contentEnd);
      if (section === undefined) {
        if (isRiftboundGroup(l.header.label)) {
          // A group of Main Deck cards: it ends a Legend, Champion, Runes or Battlefields section.
          if (target !== "by-type" && target !== "main" && target !== "sideboard") target = "main";
          groups.start(l.header, target === "by-type" ? "main" : target, range);
          continue;
        }
        groups.end();
        out.push(deckSyntax.create({ range, severity: "warning", message: `"${l.header.label}" is not a Riftbound deck section (Legend, Champion, Main Deck, Battlefields, Runes, Sideboard). The cards after it are placed by their types.` }));
        target = "by-type";
        continue;
      }
      groups.end();
      styles.add(l.header.style);
      headers.push({ section, range: l.line.comment !== undefined ? source.range(l.line.start, l.line.end) : range, label: l.header.label });
      // riftbound.gg's "Main Board" holds the legend, runes and battlefields too (everything but the side board).
      target = squeeze(l.header.label) === "mainboard" ? "by-type" : section;
      continue;
    }
    if (l.kind !== "entry") continue;
    if (onlyCode) {
      code = { text: l.line.content, range: source.range(l.line.contentStart, l.line.contentEnd) };
      continue;
    }
    const parsed = l.entry;
    if (parsed.count === 0) {
      out.push(deckSyntax.create({ range: source.range(parsed.countSpan?.start ?? l.line.contentStart, parsed.countSpan?.end ?? l.line.contentEnd), message: `A count of 0 lists no card; remove the line or give the number of copies.` }));
      continue;
    }
    const byName = lookupRiftCard(catalog, parsed.name);
    const card = byName ?? (parsed.code !== undefined ? catalog.lookup(parsed.code) : undefined);
    if (!byName) {
      // A known code next to an unknown name: the code says which card was meant.
      const suggestions = card ? [card.name] : suggestionsFor(parsed.name, (r, m) => catalog.suggest(r, m));
      out.push(unknownCardDiagnostic({ game: "riftbound", written: parsed.name, range: source.range(parsed.nameSpan.start, parsed.nameSpan.end), suggestions, spell: riftboundSpelling(parsed.name) }));
    }
    const section: RiftboundSection = target !== "by-type" ? target : card ? homeSection(card) : "main";
    groups.add(parsed.count);
    entries.push(entryFromLine(source, l.line, parsed, section, card, card?.name ?? parsed.name));
  }
  const readGroups = groups.finish(out);

  let layout: DeckLayout = styles.has("tournament") ? "tournament" : styles.has("colon") || styles.has("bare") ? "sections" : "flat";
  let all = entries;
  let championGiven = entries.some((e) => e.section === "champion");
  if (code) {
    const fromCode = entriesFromCode(code.text, code.range, catalog, out);
    if (fromCode && entries.length === 0) {
      all = fromCode.entries;
      championGiven = fromCode.championGiven;
      layout = "code";
    } else if (fromCode) {
      compareWithList(fromCode.entries, entries, code.range, out);
    } else if (entries.length === 0) {
      layout = "code";
    }
  }

  const sections = bySection(all);
  if (!championGiven) {
    const legend = sections.legend.find((e) => e.card?.type === "legend")?.card;
    const chosen = chooseChampion(sections.main, legend);
    sections.main = chosen.main;
    sections.champion = chosen.champion;
  }
  return {
    game: "riftbound",
    layout,
    ...(name !== undefined ? { name } : {}),
    sections,
    headers,
    ...(readGroups ? { groups: readGroups } : {}),
    ...(gameRange ? { gameRange } : {}),
    ...(code ? { code } : {}),
  };
}

function bySection(entries: readonly Entry[]): Record<RiftboundSection, Entry[]> {
  const sections = Object.fromEntries(RIFTBOUND_SECTIONS.map((s) => [s, [] as Entry[]])) as unknown as Record<RiftboundSection, Entry[]>;
  for (const e of entries) sections[e.section as RiftboundSection].push(e);
  return sections;
}

/** A file with both a code and a list: the list is the deck; the code must hold the same cards. */
function compareWithList(fromCode: readonly Entry[], listed: readonly Entry[], range: Range, out: Diagnostic[]): void {
  const wrap = (entries: readonly Entry[]): RiftboundDeck => ({ game: "riftbound", layout: "sections", sections: mergedSections(entries), headers: [] });
  const difference = firstDifference(deckContents(wrap(listed)), deckContents(wrap(fromCode)), { a: "the list", b: "the code" });
  if (difference !== undefined) {
    out.push(deckDeckCode.create({ range, severity: "warning", message: `The deck code and the list disagree (${difference}). The list is what the linter checks; re-export the code or fix the list.` }));
  }
}

/** Champion and Main Deck together: a list may mark the Chosen Champion where a code doesn't. */
function mergedSections(entries: readonly Entry[]): Record<RiftboundSection, Entry[]> {
  const sections = bySection(entries.map((e) => (e.section === "champion" ? { ...e, section: "main" } : e)));
  return sections;
}
