import { findCards, type CardId, type PlayerId, type RiftState } from "@recycle-rules/engine";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { CardRefText } from "../../model/types.js";
import { resolveRef, type CardRefGame } from "../../replay/card-refs.js";
import type { ScenarioCards } from "./cards.js";

/**
 * A Riftbound step's card: a copy's id, or a name or code, the engine choosing which copy
 * (findCards: the acting player's board first) unless `prefer` picks one of the matches.
 */
export function resolveCardRef(
  state: RiftState,
  ref: CardRefText,
  player: PlayerId,
  cards: ScenarioCards,
  out: Diagnostic[],
  prefer?: (id: CardId) => boolean,
): CardId | undefined {
  const game: CardRefGame = {
    find: (text, who) => findCards(state, text, who),
    lookup: (text) => cards.lookup(text),
    unknown: (r) => cards.unknown(r, Object.keys(state.cards)),
  };
  return resolveRef(game, ref, player, out, prefer);
}
