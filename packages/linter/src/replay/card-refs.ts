import type { CardId, PlayerId } from "@recycle-rules/engine";
import { cardNotFound } from "../diagnostics/scenario-card-not-found.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { CardRefText } from "../model/types.js";

/** How one game finds a step's card: its ranked matches, the catalog, and its unknown-card diagnostic. */
export interface CardRefGame {
  find(ref: string, player: PlayerId): CardId[];
  lookup(ref: string): { readonly name: string } | undefined;
  unknown(ref: CardRefText): Diagnostic;
}

/**
 * Resolves a step's card reference with a game's finder, shared by both games: the first match
 * unless `prefer` picks one (a recycle prefers copies in its `from:` zones). A reference that
 * names no card at all is unknown-card; a real card with no copy in the game is card-not-found.
 */
export function resolveRef(game: CardRefGame, ref: CardRefText, player: PlayerId, out: Diagnostic[], prefer?: (id: CardId) => boolean): CardId | undefined {
  const matches = game.find(ref.text, player);
  const found = (prefer ? matches.find(prefer) : undefined) ?? matches[0];
  if (found !== undefined) return found;
  const def = game.lookup(ref.text);
  if (def) {
    out.push(
      cardNotFound.create({
        range: ref.range,
        message: `No ${def.name} is in the game for ${player}: add it to a zone under players: (or check the step order; ${def.name} may have left the game).`,
      }),
    );
  } else {
    out.push(game.unknown(ref));
  }
  return undefined;
}
