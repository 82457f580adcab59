import { findCards, type CardId, type PlayerId, type RiftState } from "@recycle-rules/engine";
import type { ScenarioCards } from "../cards/catalog.js";
import { unknownCardDiagnostic } from "../cards/unknown-card.js";
import { cardNotFound } from "../diagnostics/scenario-card-not-found.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { CardRefText } from "../model/types.js";

/**
 * Resolves a step's card reference in the current state: a copy's id, or a name or code, the
 * engine choosing which copy (findCards: the acting player's board first) unless `prefer` picks
 * one of the matches (a recycle prefers copies in its `from:` zones). A reference that
 * names no card at all is unknown-card; a real card with no copy in the game is card-not-found.
 */
export function resolveCardRef(
  state: RiftState,
  ref: CardRefText,
  player: PlayerId,
  cards: ScenarioCards,
  out: Diagnostic[],
  prefer?: (id: CardId) => boolean,
): CardId | undefined {
  const matches = findCards(state, ref.text, player);
  const found = (prefer ? matches.find(prefer) : undefined) ?? matches[0];
  if (found !== undefined) return found;
  const def = cards.lookup(ref.text);
  if (def) {
    out.push(
      cardNotFound.create({
        range: ref.range,
        message: `No ${def.name} is in the game for ${player}: add it to a zone under players: (or check the step order; ${def.name} may have left the game).`,
      }),
    );
  } else {
    out.push(unknownCardDiagnostic(cards, ref, Object.keys(state.cards)));
  }
  return undefined;
}
