export * from "./cards.js";
export * from "./state.js";
export * from "./actions.js";
export * from "./setup.js";
export { createRiftGame } from "./create.js";
export { applyRift, activatedAbilities } from "./apply.js";
export { mightOf } from "./might.js";
export { findCards } from "./query.js";
export { ENFORCED_RIFT_KEYWORDS } from "./card-words.js";
