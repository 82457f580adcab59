import { deckSyntax } from "../diagnostics/deck-syntax.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { SourceText } from "../text/source.js";
import { deckCatalogs, type DeckCardOptions } from "./cards/catalogs.js";
import { detectGame, parseGameName } from "./detect-game.js";
import type { DeckGame, DeckModel } from "./model.js";
import { parseDek } from "./mtg/parse-dek.js";
import { parseMtgText } from "./mtg/parse-text.js";
import { parseRiftbound } from "./riftbound/parse.js";
import { classifyLine } from "./text/classify.js";
import { splitLines } from "./text/lines.js";

export interface DeckOptions {
  /** The file's path or name: `*.dek` is read as MTGO XML. Never used to read the file system. */
  readonly filePath?: string;
  /** The game, when the caller knows it; otherwise it is detected (docs/deck-format.md, "Which game"). */
  readonly game?: DeckGame;
  /** Card lists to check against; default: the bundled Riftbound and MTG data. */
  readonly cards?: DeckCardOptions;
}

export interface ParseDeckResult {
  readonly deck: DeckModel;
  /** What reading the list found: deck/syntax, deck/unknown-card, deck/deck-code. */
  readonly diagnostics: Diagnostic[];
}

/**
 * Reads any accepted layout into the one DeckModel. Reports only what reading finds; the rules
 * are checked by lintDeck. May throw only on a bug; lintDeck is the never-throwing entry point.
 */
export function parseDeck(text: string, options: DeckOptions = {}): ParseDeckResult {
  const source = new SourceText(typeof text === "string" ? text : "");
  const out: Diagnostic[] = [];
  return { deck: readDeck(source, options, out), diagnostics: out };
}

export function readDeck(source: SourceText, options: DeckOptions, out: Diagnostic[]): DeckModel {
  const cards = deckCatalogs(options.cards);
  const lines = splitLines(source.text);
  const rough = lines.map((l) => classifyLine(l, options.game));
  for (const l of rough) {
    if (l.kind === "meta" && l.key === "game" && parseGameName(l.value) === undefined) {
      out.push(deckSyntax.create({ range: source.range(l.valueSpan.start, l.valueSpan.end), message: `"${l.value}" is not a game this linter knows: write game: riftbound or game: mtg. The game is worked out from the list instead.` }));
    }
  }
  const game = options.game ?? detectGame(source.text, rough, options.filePath, cards).game;
  if (game === "mtg" && ((options.filePath !== undefined && /\.dek$/i.test(options.filePath)) || /^[\s\uFEFF]*</.test(source.text))) {
    return parseDek(source, cards.mtg, out);
  }
  const classified = lines.map((l) => classifyLine(l, game));
  return game === "mtg" ? parseMtgText(source, classified, cards.mtg, out) : parseRiftbound(source, classified, cards.riftbound, out);
}
