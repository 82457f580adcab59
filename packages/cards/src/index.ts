/**
 * @recycle-rules/cards — Riftbound card data, a rules-text parser that turns card text into the
 * engine's abilities, and forgiving name/code look-ups.
 */
export { riftboundCards, riftboundEntries, riftCardFromEntry } from "./riftbound-cards.js";
export type { RiftCardEntry } from "./card-entry.js";
export { createCardIndex, normalizeCardCode, normalizeCardName } from "./card-index.js";
export type { CardIndex, IndexableCard } from "./card-index.js";
export { defineRiftCard } from "./define-card.js";
export type { CustomRiftCardInput, DefinedRiftCard, RiftCardField, RiftCardProblem } from "./define-card.js";
export { parseRiftText } from "./parse-rift-text.js";
export type { ParsedRiftText, RiftTextContext } from "./parse-rift-text.js";
export { parseRiftCost } from "./parse-cost.js";
export type { CostContext, ParsedCost } from "./parse-cost.js";
export type { TextProblem } from "./problems.js";
export { DOMAIN_LETTERS, RIFT_KEYWORDS, RIFT_SYMBOLS, canonicalKeyword, describeRiftSymbol } from "./symbols.js";
export type { RiftSymbolInfo } from "./symbols.js";
export { damerauLevenshtein } from "./edit-distance.js";
export * from "./mtg/index.js";
