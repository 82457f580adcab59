import type { MtgCardDef } from "@recycle-rules/engine";
import { deckSyntax } from "../../../diagnostics/deck-syntax.js";
import type { Diagnostic, Range } from "../../../diagnostics/types.js";
import type { SourceText } from "../../../text/source.js";
import { entryFromLine } from "../../../deck/build-entry.js";
import { mtgNameForLookup, type MtgCatalog } from "../../../deck/cards/catalogs.js";
import { suggestionsFor, unknownCardDiagnostic } from "../../../deck/cards/unknown.js";
import { MTG_SECTIONS, type DeckEntry, type MtgDeck, type MtgSection, type SectionHeader } from "../../../deck/model.js";
import type { ClassifiedLine } from "../../../deck/text/classify.js";
import { mtgSectionOf, squeeze } from "../../../deck/text/headers.js";

type Entry = DeckEntry<MtgCardDef>;
type Target = MtgSection | "ignored" | "about";

/** Card-type words some sites put above groups of cards ("Creatures (20)"): not sections (XMage skips them too). */
const GROUP_WORDS = new Set(["creature", "creatures", "land", "lands", "instant", "instants", "sorcery", "sorceries", "artifact", "artifacts", "enchantment", "enchantments", "planeswalker", "planeswalkers", "battle", "battles", "spells", "other", "nonlands"]);

/**
 * MTG Arena export (`Deck`, `Sideboard`, `Commander`, `Companion`, `4 Name (SET) 123`) and plain
 * text (MTGO .txt and its relatives: `4 Name`, a blank line before the sideboard, `SB: 2 Name`,
 * `// Sideboard`). A blank line after Main Deck cards starts the sideboard, as in MTGO's format,
 * unless a header comes next.
 */
export function parseMtgText(source: SourceText, lines: readonly ClassifiedLine[], catalog: MtgCatalog, out: Diagnostic[]): MtgDeck {
  const entries: Entry[] = [];
  const headers: SectionHeader[] = [];
  let target: Target = "main";
  let blankAfterMain = false;
  let arena = false;
  let name: string | undefined;
  let gameRange: Range | undefined;

  for (const l of lines) {
    if (l.kind === "blank") {
      if (target === "main" && entries.some((e) => e.section === "main")) blankAfterMain = true;
      continue;
    }
    if (l.kind === "comment") continue;
    if (l.kind === "meta") {
      if (l.key === "game") gameRange = source.range(l.valueSpan.start, l.valueSpan.end);
      else if (l.key === "name") name = l.value;
      continue;
    }
    if (l.kind === "header") {
      blankAfterMain = false;
      const section = mtgSectionOf(l.header.label);
      const range = l.line.comment !== undefined ? source.range(l.line.start, l.line.end) : source.range(l.line.contentStart, l.line.contentEnd);
      if (section === undefined) {
        if (!GROUP_WORDS.has(squeeze(l.header.label))) {
          out.push(deckSyntax.create({ range, severity: "warning", message: `"${l.header.label}" is not an MTG deck section (Deck, Sideboard, Commander, Companion). The cards after it stay in the ${target === "main" ? "main deck" : target}.` }));
        }
        continue;
      }
      if (l.header.style !== "comment") arena = true;
      target = section;
      if (section !== "ignored" && section !== "about") headers.push({ section, range, label: l.header.label });
      continue;
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
    const section: MtgSection = parsed.sideboard || (blankAfterMain && target === "main") ? "sideboard" : target;
    entries.push(entryFromLine(source, l.line, parsed, section, card, card?.name ?? parsed.name));
  }

  const sections = Object.fromEntries(MTG_SECTIONS.map((s) => [s, entries.filter((e) => e.section === s)])) as unknown as Record<MtgSection, Entry[]>;
  return { game: "mtg", layout: arena ? "arena" : "plain", ...(name !== undefined ? { name } : {}), sections, headers, ...(gameRange ? { gameRange } : {}) };
}
