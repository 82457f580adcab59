import type { Diagnostic } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import type { DeckCatalogs } from "./cards/catalogs.js";
import type { DeckGame, DeckModel } from "./model.js";
import type { ClassifiedLine } from "./text/classify.js";

/**
 * A game's deck-list rules (its part of the GameModule): how its lists read into the one deck
 * model, and the deck-construction checks. The shared machinery (lines, headers, detection,
 * fixes, copy counting) is in this folder; each game's readers and checks are in games/<id>/deck/.
 */
export interface DeckListRules {
  readonly game: DeckGame;
  /**
   * Reads the list. `lines` classifies the text's lines for this game (computed on demand: a
   * format of the game's own, such as MTGO XML, doesn't need them).
   */
  read(source: SourceText, lines: () => readonly ClassifiedLine[], cards: DeckCatalogs, filePath: string | undefined, out: Diagnostic[]): DeckModel;
  /** The deck-construction checks, in the order the docs list them. */
  check(deck: DeckModel, source: SourceText): Diagnostic[];
}
