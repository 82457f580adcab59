import { deckInternalError } from "../diagnostics/deck-internal-error.js";
import { deckSyntax } from "../diagnostics/deck-syntax.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { SourceText } from "../text/source.js";
import { documentAnchor } from "./checks/anchor.js";
import { checkMtgCopies, checkMtgMainSize, checkMtgSideboard } from "./checks/mtg/checks.js";
import { checkBattlefields } from "./checks/riftbound/battlefields.js";
import { checkChampions } from "./checks/riftbound/champion.js";
import { checkRiftboundCopies } from "./checks/riftbound/copy-limit.js";
import { checkDomainIdentity } from "./checks/riftbound/domain-identity.js";
import { checkMainSize } from "./checks/riftbound/main-size.js";
import { checkRuneCount } from "./checks/riftbound/rune-count.js";
import { checkRiftboundSideboard } from "./checks/riftbound/sideboard-size.js";
import { checkSignatures } from "./checks/riftbound/signature-limit.js";
import { checkTokens } from "./checks/riftbound/token.js";
import { checkWrongSection } from "./checks/riftbound/wrong-section.js";
import { allEntries, type DeckModel } from "./model.js";
import { readDeck, type DeckOptions } from "./parse.js";

export interface LintDeckResult {
  readonly diagnostics: Diagnostic[];
  /** The deck as read, unless the linter failed on the file. */
  readonly deck?: DeckModel;
}

/**
 * Lints a deck list: reads it (any layout, either game) and checks the deck-construction rules.
 * Never throws; diagnostics come back sorted by position.
 */
export function lintDeck(text: string, options: DeckOptions = {}): LintDeckResult {
  const source = new SourceText(typeof text === "string" ? text : "");
  try {
    const out: Diagnostic[] = [];
    const deck = readDeck(source, options, out);
    out.push(...checkDeck(deck, source, out));
    return { diagnostics: sorted(out), deck };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { diagnostics: [deckInternalError.create({ range: source.range(0, 0), message: `The linter failed on this deck list (a bug; please report it): ${message}` })] };
  }
}

/** The rule checks, in the order the docs list them. A list with no cards gets one finding, not ten. */
function checkDeck(deck: DeckModel, source: SourceText, found: readonly Diagnostic[]): Diagnostic[] {
  if (allEntries(deck).length === 0) {
    // An unreadable code or malformed XML already says why there are no cards.
    if (found.some((d) => d.severity === "error")) return [];
    return [deckSyntax.create({ range: documentAnchor(source, deck), severity: "warning", message: "No cards: a deck list has lines like \"3 Vi, Destructive\" (Riftbound) or \"4 Street Wraith\" (MTG), or a deck code." })];
  }
  if (deck.game === "mtg") return [...checkMtgMainSize(deck, source), ...checkMtgCopies(deck), ...checkMtgSideboard(deck, source)];
  return [
    ...checkWrongSection(deck, source),
    ...checkMainSize(deck, source),
    ...checkRuneCount(deck, source),
    ...checkRiftboundCopies(deck),
    ...checkSignatures(deck),
    ...checkDomainIdentity(deck),
    ...checkChampions(deck, source),
    ...checkBattlefields(deck, source),
    ...checkTokens(deck, source),
    ...checkRiftboundSideboard(deck, source),
  ];
}

function sorted(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.range.startOffset - b.range.startOffset || a.range.endOffset - b.range.endOffset);
}
