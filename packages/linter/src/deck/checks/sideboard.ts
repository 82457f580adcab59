import { deckSideboardSize } from "../../diagnostics/deck-sideboard-size.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { SourceText } from "../../text/source.js";
import { sectionAnchor } from "./anchor.js";
import { total, type DeckModel } from "../model.js";

/**
 * A game's limit on the sideboard: over `maximum` cards is deck/sideboard-size on the sideboard's
 * header (or first card). `allowance` says the limit and where it comes from ("a Constructed
 * sideboard holds at most 15 (100.4a)"); `rule` is cited when a rule sets it.
 */
export function checkSideboardLimit(deck: DeckModel, source: SourceText, maximum: number, rule: readonly string[], allowance: string): Diagnostic[] {
  const size = total(deck.sections.sideboard);
  if (size <= maximum) return [];
  return [
    deckSideboardSize.create({
      range: sectionAnchor(source, deck, ["sideboard"]),
      ...(rule.length > 0 ? { rule: [...rule] } : {}),
      message: `The sideboard has ${size} cards; ${allowance}. Remove ${size - maximum}.`,
    }),
  ];
}
