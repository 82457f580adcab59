import type { Diagnostic } from "../diagnostics/types.js";
import type { MoveHistory } from "./move-history.js";

/** What an expectation is checked against: the state, the game's move log, its cards, the output. */
export interface ExpectEnv<State, Cards, Log> {
  readonly state: State;
  readonly log: Log;
  /** Every move so far, with what set it off: explanations say what moved a card and by which rule. */
  readonly history: MoveHistory;
  readonly cards: Cards;
  /** Every card id (and, per game, name) that existed at some point, lower case: a ceased token's id is still a name. */
  readonly knownIds: ReadonlySet<string>;
  readonly out: Diagnostic[];
  /** Writes a text's rule numbers in the file's edition (the identity for the engine's own numbering). */
  readonly cite: (text: string) => string;
}
