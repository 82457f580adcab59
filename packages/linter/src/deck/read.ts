import { deckSyntax } from "../diagnostics/deck-syntax.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { SourceText } from "../text/source.js";
import { deckCatalogs, withSuggestionBudget, type DeckCardOptions } from "./cards/catalogs.js";
import { detectGame, parseGameName } from "./detect-game.js";
import type { DeckGame, DeckModel } from "./model.js";
import type { DeckListRules } from "./rules.js";
import { classifyLine } from "./text/classify.js";
import { splitLines } from "./text/lines.js";
import type { RuleOverrides } from "../config/types.js";

export interface DeckOptions {
  /** The file's path or name: `*.dek` is read as MTGO XML. Never used to read the file system. */
  readonly filePath?: string;
  /** The game, when the caller knows it; otherwise it is detected (docs/deck-format.md, "Which game"). */
  readonly game?: DeckGame;
  /** Card lists to check against; default: the bundled Riftbound and MTG data. */
  readonly cards?: DeckCardOptions;
  /** Severity overrides per code (a config file's `rules`), applied by lintDeck after the list's disable comments. */
  readonly rules?: RuleOverrides;
}

export interface ParseDeckResult {
  readonly deck: DeckModel;
  /** What reading the list found: deck/syntax, deck/unknown-card, deck/deck-code. */
  readonly diagnostics: Diagnostic[];
}

/** Reads a list with the given games' rules; see readDeckWith. */
export function parseDeckWith(lists: readonly DeckListRules[], text: string, options: DeckOptions = {}): ParseDeckResult {
  const source = new SourceText(typeof text === "string" ? text : "");
  const out: Diagnostic[] = [];
  return { deck: readDeckWith(lists, source, options, out), diagnostics: out };
}

/**
 * Reads any accepted layout into the one DeckModel: the game is the caller's or detected, and
 * that game's rules read the list. Reports only what reading finds; the rules are checked by
 * lintDeck. May throw only on a bug; lintDeck is the never-throwing entry point.
 */
export function readDeckWith(lists: readonly DeckListRules[], source: SourceText, options: DeckOptions, out: Diagnostic[]): DeckModel {
  const cards = withSuggestionBudget(deckCatalogs(options.cards));
  const lines = splitLines(source.text);
  const rough = lines.map((l) => classifyLine(l, options.game));
  for (const l of rough) {
    if (l.kind === "meta" && l.key === "game" && parseGameName(l.value) === undefined) {
      out.push(deckSyntax.create({ range: source.range(l.valueSpan.start, l.valueSpan.end), message: `"${l.value}" is not a game this linter knows: write game: riftbound or game: mtg. The game is worked out from the list instead.` }));
    }
  }
  const game = options.game ?? detectGame(source.text, rough, options.filePath, cards).game;
  const rules = lists.find((l) => l.game === game) ?? lists[0];
  if (!rules) throw new Error("no deck-list rules to read the list with");
  return rules.read(source, () => lines.map((l) => classifyLine(l, game)), cards, options.filePath, out);
}
