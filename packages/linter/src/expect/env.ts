import type { Diagnostic } from "../diagnostics/types.js";

/** What an expectation is checked against: the state, the game's move log, its cards, the output. */
export interface ExpectEnv<State, Cards, Log> {
  readonly state: State;
  readonly log: Log;
  readonly cards: Cards;
  /** Every card id (and, per game, name) that existed at some point, lower case: a ceased token's id is still a name. */
  readonly knownIds: ReadonlySet<string>;
  readonly out: Diagnostic[];
}
