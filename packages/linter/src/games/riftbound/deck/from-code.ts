import { normalizeCardCode } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalogOf } from "../../../cards/scenario-cards.js";
import { deckDeckCode } from "../../../diagnostics/deck-deck-code.js";
import type { Diagnostic, Range } from "../../../diagnostics/types.js";
import { unknownCardDiagnostic } from "../../../deck/cards/unknown.js";
import type { DeckEntry, RiftboundSection } from "../../../deck/model.js";
import { homeSection } from "./card-facts.js";
import { championByCode } from "./choose-champion.js";
import { decodeCode, type CodeCard } from "./code-library.js";

type Entry = DeckEntry<RiftCardDef>;

export interface CodeEntries {
  readonly entries: Entry[];
  /** True when the code named its Chosen Champion (v3); otherwise the caller picks one. */
  readonly championGiven: boolean;
}

/**
 * The entries a deck code holds. A code is one flat list (legend, runes and battlefields sit with
 * the Main Deck cards), so each card goes to the section of its type; a code the card data doesn't
 * know stays in the Main Deck. Every entry's ranges are the code's range: a code has no lines.
 * An unreadable code gives deck/deck-code and no entries.
 */
export function entriesFromCode(code: string, range: Range, catalog: CardCatalogOf<RiftCardDef>, out: Diagnostic[]): CodeEntries | undefined {
  const decoded = decodeCode(code);
  if (!decoded.ok) {
    out.push(deckDeckCode.create({ range, message: decoded.message }));
    return undefined;
  }
  const unknown = new Set<string>();
  const make = (card: CodeCard, sideboard: boolean): Entry => {
    const def = catalog.lookup(card.cardCode);
    if (!def && !unknown.has(card.cardCode)) {
      unknown.add(card.cardCode);
      out.push(unknownCardDiagnostic({ game: "riftbound", written: card.cardCode, range, suggestions: [], spell: (n) => n, what: "card code" }));
    }
    const section: RiftboundSection = sideboard ? "sideboard" : def ? homeSection(def) : "main";
    return {
      section,
      count: card.count,
      name: def?.name ?? card.cardCode,
      written: card.cardCode,
      code: card.cardCode,
      set: card.cardCode.split("-")[0] ?? "",
      number: card.cardCode.split("-")[1] ?? "",
      ...(def ? { card: def } : {}),
      ranges: { line: range, count: range, name: range, code: range },
      origin: "code",
    };
  };
  const listed = decoded.deck.main.map((c) => make(c, false));
  const side = decoded.deck.sideboard.map((c) => make(c, true));
  const label = decoded.deck.chosenChampion;
  if (label !== undefined) {
    const key = normalizeCardCode(label);
    const main = listed.filter((e) => e.section === "main");
    const split = championByCode(main, label, (e) => e.code !== undefined && normalizeCardCode(e.code) === key);
    if (split) return { entries: [...listed.filter((e) => e.section !== "main"), ...split.champion, ...split.main, ...side], championGiven: true };
  }
  return { entries: [...listed, ...side], championGiven: false };
}
