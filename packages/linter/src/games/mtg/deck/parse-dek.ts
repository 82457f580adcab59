import type { MtgCardDef } from "@recycle-rules/engine";
import { deckSyntax } from "../../../diagnostics/deck-syntax.js";
import type { Diagnostic } from "../../../diagnostics/types.js";
import type { SourceText } from "../../../text/source.js";
import { mtgNameForLookup, type MtgCatalog } from "../../../deck/cards/catalogs.js";
import { suggestionsFor, unknownCardDiagnostic } from "../../../deck/cards/unknown.js";
import type { DeckEntry, MtgDeck } from "../../../deck/model.js";
import { scanXml, xmlAttributeValue, type XmlAttribute, type XmlElement } from "./xml-scan.js";

type Entry = DeckEntry<MtgCardDef>;

/**
 * MTGO `.dek` XML: `<Deck>` holding `<Cards Quantity="4" Sideboard="false" Name="Street Wraith" …/>`
 * (mtg-facts §5.3). Each card's count range is the Quantity value and its name range the Name
 * value, so findings and fixes land inside the quotes. Split cards are written "Refuse/Cooperate".
 */
export function parseDek(source: SourceText, catalog: MtgCatalog, out: Diagnostic[]): MtgDeck {
  const scan = scanXml(source.text);
  for (const p of scan.problems) out.push(deckSyntax.create({ range: source.range(p.start, p.end), message: `Not well-formed XML: ${p.message}` }));
  const root = scan.elements.find((e) => e.parent === undefined);
  if (root && root.name !== "Deck") {
    out.push(deckSyntax.create({ range: source.range(root.start + 1, root.start + 1 + root.name.length), severity: "warning", message: `An MTGO .dek file's root element is <Deck>, not <${root.name}>.` }));
  }
  const main: Entry[] = [];
  const sideboard: Entry[] = [];
  for (const el of scan.elements) {
    if (el.name !== "Cards") continue;
    const entry = cardEntry(source, el, catalog, out);
    if (entry) (entry.section === "sideboard" ? sideboard : main).push(entry);
  }
  return { game: "mtg", layout: "dek", sections: { commander: [], companion: [], main, sideboard }, headers: [] };
}

function cardEntry(source: SourceText, el: XmlElement, catalog: MtgCatalog, out: Diagnostic[]): Entry | undefined {
  const attr = (name: string): XmlAttribute | undefined => el.attributes.find((a) => a.name.toLowerCase() === name.toLowerCase());
  const tag = source.range(el.start, el.end);
  const nameAttr = attr("Name");
  if (!nameAttr || nameAttr.value.trim() === "") {
    out.push(deckSyntax.create({ range: tag, message: 'A <Cards> element needs a Name="…" attribute.' }));
    return undefined;
  }
  const quantity = attr("Quantity");
  const count = quantity === undefined ? 1 : /^\s*\d{1,3}\s*$/.test(quantity.value) ? Number(quantity.value) : NaN;
  if (!Number.isFinite(count) || count === 0) {
    out.push(deckSyntax.create({ range: source.range(quantity?.valueStart ?? el.start, quantity?.valueEnd ?? el.end), message: `Quantity must be a whole number of copies from 1 to 999, not "${quantity?.value ?? ""}".` }));
    return undefined;
  }
  const side = attr("Sideboard");
  if (side && !/^(true|false)$/i.test(side.value.trim())) {
    out.push(deckSyntax.create({ range: source.range(side.valueStart, side.valueEnd), severity: "warning", message: `Sideboard is "true" or "false", not "${side.value}"; the card is read as a Main Deck card.` }));
  }
  const written = nameAttr.value.trim();
  const nameRange = source.range(nameAttr.valueStart, nameAttr.valueEnd);
  const card = catalog.lookup(mtgNameForLookup(written));
  if (!card) {
    const suggestions = suggestionsFor(mtgNameForLookup(written), (r, m) => catalog.suggest(r, m));
    // MTGO writes split cards with one slash; keep that style in the fix.
    const spell = (n: string): string => xmlAttributeValue(n.replace(/ \/\/ /g, "/"), nameAttr.quote);
    out.push(unknownCardDiagnostic({ game: "mtg", written, range: nameRange, suggestions, spell }));
  }
  return {
    section: side && /^true$/i.test(side.value.trim()) ? "sideboard" : "main",
    count,
    name: card?.name ?? written,
    written,
    ...(card ? { card } : {}),
    ranges: { line: tag, ...(quantity ? { count: source.range(quantity.valueStart, quantity.valueEnd) } : {}), name: nameRange },
    origin: "line",
  };
}
