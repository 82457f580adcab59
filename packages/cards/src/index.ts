/**
 * @recycle-rules/cards — card data for Riftbound and Magic, the rules-text parsers that turn card
 * text into the engine's abilities, forgiving name/code look-ups, and importers for the public
 * card databases' files (import/). Each game's code is in its own folder (riftbound/, mtg/); what
 * serves both is here at the top.
 */
export * from "./riftbound/index.js";
export * from "./mtg/index.js";
export * from "./import/index.js";
export { cardCodeKeys, createCardIndex, duplicateCardKeys, normalizeCardCode, normalizeCardName } from "./card-index.js";
export type { CardIndex, IndexableCard } from "./card-index.js";
export type { TextProblem } from "./problems.js";
export { CARD_TEXT_LIMITS } from "./text-limits.js";
export { damerauLevenshtein } from "./edit-distance.js";
