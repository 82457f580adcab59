export { parseMtgText } from "./parse-mtg-text.js";
export type { MtgTextContext, ParsedMtgText } from "./parse-mtg-text.js";
export { defineMtgCard } from "./define-mtg-card.js";
export type { CustomMtgCardInput, DefinedMtgCard, MtgCardField, MtgCardProblem } from "./define-mtg-card.js";
export { mtgCards, mtgEntries, mtgCardFromEntry } from "./mtg-cards.js";
export type { MtgCardEntry } from "./mtg-entry.js";
export { parseTypeLine, typeQueryFromWords, MTG_CARD_TYPES, MTG_SUPERTYPES } from "./type-line.js";
export type { ParsedTypeLine } from "./type-line.js";
