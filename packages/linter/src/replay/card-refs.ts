import type { CardId, ChoiceAnswer, PlayerId } from "@recycle-rules/engine";
import { cardNotFound } from "../diagnostics/scenario-card-not-found.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { CardRefText, StepModelBase } from "../model/types.js";

/** How one game finds a step's card: its ranked matches, the catalog, and its unknown-card diagnostic. */
export interface CardRefGame {
  /** Best first, lazily: the first match (or the first `prefer` accepts) is all that is read. */
  find(ref: string, player: PlayerId): Iterable<CardId>;
  lookup(ref: string): { readonly name: string } | undefined;
  unknown(ref: CardRefText): Diagnostic;
}

/**
 * Resolves a step's card reference with a game's finder, shared by both games: the first match
 * unless `prefer` picks one (a recycle prefers copies in its `from:` zones). A reference that
 * names no card at all is unknown-card; a real card with no copy in the game is card-not-found.
 */
export function resolveRef(game: CardRefGame, ref: CardRefText, player: PlayerId, out: Diagnostic[], prefer?: (id: CardId) => boolean): CardId | undefined {
  let first: CardId | undefined;
  let preferred: CardId | undefined;
  for (const id of game.find(ref.text, player)) {
    first ??= id;
    if (!prefer || prefer(id)) {
      preferred = id;
      break;
    }
  }
  const found = preferred ?? first;
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

/** Where a step's action starts: who acts, the answers in order, and the step's card references resolved. */
export interface StepActor {
  readonly player: PlayerId;
  readonly choices: ChoiceAnswer[];
  /** A card reference of the step: its card, or undefined with the reason in the output. */
  resolve(ref: CardRefText, prefer?: (id: CardId) => boolean): CardId | undefined;
  /** The step's own card (the one it activates, plays, casts …), resolved; undefined when it has none or it can't be found. */
  target(): CardId | undefined;
}

/**
 * The start every game's action builder shares: the step's `player:` (else `defaultPlayer`, whose
 * turn it is), its `choose:` answers, and a resolver with the game's finder. A reference that no
 * card has is unknown-card, with the game's copies' ids among the suggestions.
 */
export function stepActor(
  step: StepModelBase & { readonly target?: CardRefText },
  defaultPlayer: PlayerId,
  find: (ref: string, player: PlayerId) => Iterable<CardId>,
  cards: { lookup(ref: string): { readonly name: string } | undefined; unknown(ref: CardRefText, extra: readonly string[]): Diagnostic },
  copies: () => readonly string[],
  out: Diagnostic[],
): StepActor {
  const player = step.player?.value ?? defaultPlayer;
  const game: CardRefGame = { find, lookup: (text) => cards.lookup(text), unknown: (r) => cards.unknown(r, copies()) };
  const resolve = (ref: CardRefText, prefer?: (id: CardId) => boolean): CardId | undefined => resolveRef(game, ref, player, out, prefer);
  return { player, choices: step.choose.map((c) => c.value), resolve, target: () => (step.target ? resolve(step.target) : undefined) };
}
