import { deckCatalogs, type DeckCardOptions } from "../deck/cards/catalogs.js";
import { detectGame } from "../deck/detect-game.js";
import { DECK_GAME_NAMES, allEntries, total, type DeckGame, type DeckModel } from "../deck/model.js";
import { INPUT_LIMITS } from "../text/limits.js";
import { parseDeckWith } from "../deck/read.js";
import type { DeckListRules } from "../deck/rules.js";
import { classifyLine } from "../deck/text/classify.js";
import { splitLines } from "../deck/text/lines.js";
import { deckInvalid } from "../diagnostics/scenario-deck-invalid.js";
import { deckNotFound } from "../diagnostics/scenario-deck-not-found.js";
import { deckOutsideWorkspace } from "../diagnostics/scenario-deck-outside-workspace.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { locateDeck, type DeckEnv, type DeckReference } from "../model/deck-reference.js";

/** One player's `deck:` after loading: the deck when it could be used, else the code that says why. */
export interface LoadedDeck {
  readonly ref: DeckReference;
  readonly deck?: DeckModel;
  /** The diagnostic code reported when nothing was loaded. */
  readonly failure?: string;
}


/**
 * Finds, reads and parses each player's deck list, reporting on the `deck:` value: a path out of
 * the workspace, a file that can't be read, a list for the other game, a list whose reading found
 * errors (one summary; the deck file's own lint has the details). A list with errors still loads
 * the cards it could read, as an unknown card in a zone is left out and the replay goes on.
 */
export function loadDecks(lists: readonly DeckListRules[], refs: readonly DeckReference[], game: DeckGame, env: DeckEnv | undefined, cards: DeckCardOptions, out: Diagnostic[]): LoadedDeck[] {
  return refs.map((ref) => loadDeck(lists, ref, game, env, cards, out));
}

function loadDeck(lists: readonly DeckListRules[], ref: DeckReference, game: DeckGame, env: DeckEnv | undefined, cards: DeckCardOptions, out: Diagnostic[]): LoadedDeck {
  // No environment: as for a text with no file path, nothing can be read.
  const located = locateDeck(ref, env ?? { files: { readFile: () => undefined } });
  if (located.kind === "outside") {
    out.push(deckOutsideWorkspace.create({ range: ref.range, message: located.message }));
    return { ref, failure: deckOutsideWorkspace.code };
  }
  if (located.kind === "not-found") {
    out.push(deckNotFound.create({ range: ref.range, message: located.message }));
    return { ref, failure: deckNotFound.code };
  }

  let parsed = parseDeckWith(lists, located.text, { filePath: located.absolutePath, cards });
  if (parsed.deck.game !== game) {
    const lines = splitLines(located.text).map((l) => classifyLine(l, undefined));
    const detected = detectGame(located.text, lines, located.absolutePath, deckCatalogs(cards));
    if (detected.reason !== "by default") {
      out.push(
        deckInvalid.create({
          range: ref.range,
          message: `"${ref.path}" is a ${DECK_GAME_NAMES[parsed.deck.game]} deck list (${detected.reason}), but this is a ${DECK_GAME_NAMES[game]} scenario: nothing is loaded from it.`,
        }),
      );
      return { ref, failure: deckInvalid.code };
    }
    // Nothing in the list says which game it is for: the scenario's game decides.
    parsed = parseDeckWith(lists, located.text, { filePath: located.absolutePath, cards, game });
  }

  // A list's counts are cheap; the cards they stand for are not: past the limit nothing is loaded.
  const size = total(allEntries(parsed.deck));
  if (size > INPUT_LIMITS.deckCardsInScenario) {
    out.push(
      deckInvalid.create({
        range: ref.range,
        message: `"${ref.path}" holds ${size.toLocaleString("en-US")} cards; a deck list puts at most ${INPUT_LIMITS.deckCardsInScenario.toLocaleString("en-US")} into a scenario, so nothing is loaded from it.`,
      }),
    );
    return { ref, failure: deckInvalid.code };
  }
  const errors = parsed.diagnostics.filter((d) => d.severity === "error").sort((a, b) => a.range.startOffset - b.range.startOffset);
  const first = errors[0];
  if (first) {
    const where = `${first.range.start.line + 1}:${first.range.start.character + 1}`;
    const count = errors.length === 1 ? "1 error" : `${errors.length} errors`;
    out.push(
      deckInvalid.create({
        range: ref.range,
        message: `The deck list "${ref.path}" has ${count} (first: ${where} ${first.code}: ${first.message.replace(/\.$/, "")}). The cards it could read are loaded; lint the deck list for the details.`,
      }),
    );
  } else if (allEntries(parsed.deck).length === 0) {
    out.push(deckInvalid.create({ range: ref.range, severity: "warning", message: `The deck list "${ref.path}" has no cards: nothing is loaded from it.` }));
  }
  return { ref, deck: parsed.deck };
}
