import { deckInternalError } from "../diagnostics/deck-internal-error.js";
import { deckSyntax } from "../diagnostics/deck-syntax.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { SourceText } from "../text/source.js";
import { settleDeck } from "../config/settle-file.js";
import { documentAnchor } from "./checks/anchor.js";
import { allEntries, type DeckModel } from "./model.js";
import { readDeckWith, type DeckOptions } from "./read.js";
import type { DeckListRules } from "./rules.js";

export interface LintDeckResult {
  readonly diagnostics: Diagnostic[];
  /** The deck as read, unless the linter failed on the file. */
  readonly deck?: DeckModel;
}

/**
 * Lints a deck list with the given games' rules: reads it (any layout) and checks the
 * deck-construction rules of its game. Never throws; diagnostics come back sorted by position.
 */
export function lintDeckWith(lists: readonly DeckListRules[], text: string, options: DeckOptions = {}): LintDeckResult {
  const source = new SourceText(typeof text === "string" ? text : "");
  try {
    const out: Diagnostic[] = [];
    const deck = readDeckWith(lists, source, options, out);
    out.push(...checkDeck(lists, deck, source, out));
    return { diagnostics: settleDeck(out, source, options.rules), deck };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { diagnostics: [deckInternalError.create({ range: source.range(0, 0), message: `The linter failed on this deck list (a bug; please report it): ${message}` })] };
  }
}

/** The game's rule checks. A list with no cards gets one finding, not ten. */
function checkDeck(lists: readonly DeckListRules[], deck: DeckModel, source: SourceText, found: readonly Diagnostic[]): Diagnostic[] {
  if (allEntries(deck).length === 0) {
    // An unreadable code or malformed XML already says why there are no cards.
    if (found.some((d) => d.severity === "error")) return [];
    return [deckSyntax.create({ range: documentAnchor(source, deck), severity: "warning", message: "No cards: a deck list has lines like \"3 Vi, Destructive\" (Riftbound) or \"4 Street Wraith\" (MTG), or a deck code." })];
  }
  return lists.find((l) => l.game === deck.game)?.check(deck, source) ?? [];
}
