/**
 * The linter's explicit bounds on its input (docs/reliability.md): past each, the input gets a
 * clear diagnostic or a documented shortcut instead of unbounded work. Every other cost is linear
 * (or n·log n) in the input.
 */
export const INPUT_LIMITS = {
  /**
   * No printed card name is this long (the longest are about 40 characters). A longer reference
   * gets no did-you-mean: scoring it against every card would only cost time.
   */
  longestCardName: 80,
  /** The cards one `deck:` list may put into a scenario; a list over it loads nothing (scenario/deck-invalid). */
  deckCardsInScenario: 10_000,
  /**
   * The distinct unknown card names of one file (a scenario, or a deck list) that get a
   * did-you-mean. Each is scored against every name of the game (Magic: 32,000), a few
   * milliseconds each; a real file names far fewer cards than this, so past it unknown names are
   * still reported, without suggestions.
   */
  suggestionsPerFile: 100,
} as const;
