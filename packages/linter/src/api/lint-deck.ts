import { lintDeckWith, type LintDeckResult } from "../deck/lint.js";
import { parseDeckWith, type DeckOptions, type ParseDeckResult } from "../deck/read.js";
import { builtinGames } from "../games/index.js";

/**
 * Lints a deck list (`*.deck`, MTGO `*.dek`) of a built-in game: reads it (any layout, the game
 * given or detected) and checks that game's deck-construction rules. Never throws; diagnostics
 * come back sorted by position.
 */
export function lintDeck(text: string, options: DeckOptions = {}): LintDeckResult {
  return lintDeckWith(builtinGames.deckLists, text, options);
}

/** Reads a deck list of a built-in game into the deck model, reporting only what reading finds. */
export function parseDeck(text: string, options: DeckOptions = {}): ParseDeckResult {
  return parseDeckWith(builtinGames.deckLists, text, options);
}
