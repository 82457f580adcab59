import { applyRift, type RiftAction, type RiftState } from "@recycle-rules/engine";
import { ruleCovers } from "../../expect/illegal.js";
import type { GameModule } from "../../game/module.js";
import { buildAction } from "./action.js";
import { riftScenarioParts } from "./build.js";
import { ScenarioCards, type CardCatalog } from "./cards.js";
import { defineCustomCards } from "./custom-cards.js";
import { riftDeckParts } from "./decks.js";
import { riftboundDeckList } from "./deck/rules.js";
import { destinationFix, withDestinationFix } from "./destination-fix.js";
import { bareRiftRule, citeRift, riftEditionLabel } from "./edition.js";
import { checkPlayerExpect } from "./expect.js";
import type { PlayerExpectModel, ScenarioModel, StepModel } from "./model.js";
import { RecycleLog } from "./recycle-log.js";
import { riftSchema } from "./schema.js";
import { createStart } from "./setup.js";
import { stepLabel } from "./step-label.js";
import { riftTranscript } from "./transcript.js";
import { riftViolationDiagnostic, violationRange } from "./violations.js";
import { renderEvent } from "../../transcript/event.js";

/** Riftbound (rule 416 Recycle): the default game of a scenario file. */
export const riftbound: GameModule<ScenarioCards, ScenarioModel, StepModel, PlayerExpectModel, RiftState, RiftAction, RecycleLog> = {
  id: "riftbound",
  schema: riftSchema,
  scenarioCards: (catalog) => new ScenarioCards(catalog as CardCatalog | undefined),
  defineCustomCards,
  model: riftScenarioParts,
  decks: riftDeckParts,
  deckList: riftboundDeckList,
  replay: {
    start: (model, cards, out) => createStart(model, cards, out).state,
    knownNames: (state) => [...state.cards.keys()].map((id) => id.toLowerCase()),
    action: buildAction,
    label: stepLabel,
    apply: applyRift,
    newLog: () => new RecycleLog(),
    illegal: {
      // In a v1.1 file the value is a v1.1 number, compared with the refusal cited in v1.1 (416 is Add there).
      wanted: (value) => [value],
      covers: (expected, actual) => ruleCovers(bareRiftRule(expected), bareRiftRule(actual)),
      range: (step, violation) => violationRange(step, violation.at),
    },
    violation: (step, violation, action, events) => withDestinationFix(riftViolationDiagnostic(step, violation), destinationFix(step, action, events, violation)),
    eventLines: (events) => events.map(renderEvent),
    checkPlayer: checkPlayerExpect,
    edition: (model) => (model.edition === "current" ? undefined : { label: riftEditionLabel(model.edition), cite: (text) => citeRift(text, model.edition) }),
  },
  transcript: riftTranscript,
};
