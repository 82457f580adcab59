/**
 * The building blocks a game module is made of, for a game of your own (the built-in ones use
 * the same): each stage's shared part, which a game fills in with what is its own. See
 * docs/architecture.md, "How to add a game".
 */
export { ScenarioCards } from "../cards/scenario-cards.js";
export type { CardCatalogOf, CardPoolRules } from "../cards/scenario-cards.js";
export { customCardProblem } from "../cards/custom-card-problem.js";
export { checkZone, zoneRules } from "../expect/zones.js";
export type { GameZoneRules, PropertyProblem, ZoneRules } from "../expect/zones.js";
export { ruleCovers } from "../expect/illegal.js";
export { buildZoneExpect, readZoneExpects } from "../model/build-expect.js";
export { readCardItems } from "../model/card-items.js";
export type { CardItem } from "../model/card-items.js";
export type { BuildContext } from "../model/context.js";
export type { Entry } from "../model/reader.js";
export type { ScenarioParts } from "../model/scenario-frame.js";
export { readSetupCard, readSetupZones } from "../model/setup-card.js";
export { located } from "../model/step-frame.js";
export type { StepBase } from "../model/step-frame.js";
export { stepActor } from "../replay/card-refs.js";
export type { StepActor } from "../replay/card-refs.js";
export type { DeckParts } from "../replay/deck-setup.js";
export { commonSpec, reportSetupProblem, resolveSetup, setFields } from "../replay/setup.js";
export { CODES, partRange, violationDiagnostic } from "../replay/violations.js";
export type { PartPlaces } from "../replay/violations.js";
export { cardItem, expectations, headerKeys, ref, setupCardItem, zoneExpectation } from "../structure/json-schema.js";
export { describeListedCard } from "../transcript/card-notes.js";
export { renderEvent } from "../transcript/event.js";
