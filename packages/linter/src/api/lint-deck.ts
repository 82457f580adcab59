import { lintDeckWith, type LintDeckResult } from "../deck/lint.js";
import { parseDeckWith, type DeckOptions, type ParseDeckResult } from "../deck/read.js";
import { deckSyntax } from "../diagnostics/deck-syntax.js";
import { builtinGames } from "../games/index.js";
import { SourceText } from "../text/source.js";
import { FILE_LIMITS } from "./file-access.js";
import { oversized } from "./text-size.js";

/**
 * Lints a deck list (`*.deck`, MTGO `*.dek`) of a built-in game: reads it (any layout, the game
 * given or detected) and checks that game's deck-construction rules. Never throws; diagnostics
 * come back sorted by position.
 */
export function lintDeck(text: string, options: DeckOptions = {}): LintDeckResult {
  const tooLarge = typeof text === "string" ? oversized(new SourceText(text), FILE_LIMITS.deckBytes, "deck list", (d) => deckSyntax.create(d)) : undefined;
  if (tooLarge) return { diagnostics: [tooLarge] };
  return lintDeckWith(builtinGames.deckLists, text, options);
}

/** Reads a deck list of a built-in game into the deck model, reporting only what reading finds. */
export function parseDeck(text: string, options: DeckOptions = {}): ParseDeckResult {
  return parseDeckWith(builtinGames.deckLists, text, options);
}
