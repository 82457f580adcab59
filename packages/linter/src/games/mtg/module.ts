import { applyMtg, type MtgAction, type MtgState } from "@recycle-rules/engine";
import type { GameModule } from "../../game/module.js";
import { buildMtgAction, mtgStepLabel } from "./action.js";
import { mtgScenarioParts } from "./build.js";
import { MtgScenarioCards, type MtgCardCatalog } from "./cards.js";
import { defineMtgCustomCards } from "./custom-cards.js";
import { mtgDeckParts } from "./decks.js";
import { mtgDeckList } from "./deck/rules.js";
import { DiscardLog } from "./discard-log.js";
import { checkMtgPlayer, mtgIllegalNumbers, mtgRuleCovers } from "./expect.js";
import type { MtgPlayerExpectModel, MtgScenarioModel, MtgStepModel } from "./model.js";
import { mtgSchema } from "./schema.js";
import { createMtgStart } from "./setup.js";
import { mtgTranscript, renderMtgEvents } from "./transcript.js";
import { mtgViolationDiagnostic, mtgViolationRange } from "./violations.js";

/** Magic: The Gathering (702.29 Cycling): `game: mtg`. */
export const mtg: GameModule<MtgScenarioCards, MtgScenarioModel, MtgStepModel, MtgPlayerExpectModel, MtgState, MtgAction, DiscardLog> = {
  id: "mtg",
  schema: mtgSchema,
  scenarioCards: (catalog) => new MtgScenarioCards(catalog as MtgCardCatalog | undefined),
  defineCustomCards: defineMtgCustomCards,
  model: mtgScenarioParts,
  decks: mtgDeckParts,
  deckList: mtgDeckList,
  replay: {
    start: (model, cards, out) => createMtgStart(model, cards, out).state,
    // Tokens' names ("Drake") are no printed cards: ids and names both stay known after they cease.
    // A double-faced token's other face (the Incubator's Phyrexian Token, 701.53a) is a name in the game too: it can transform without a `create`.
    knownNames: (state) => [...state.cards.values()].flatMap((c) => [c.id.toLowerCase(), c.def.name.toLowerCase(), ...(c.def.backFace ? [c.def.backFace.name.toLowerCase()] : [])]),
    action: buildMtgAction,
    label: mtgStepLabel,
    apply: applyMtg,
    newLog: () => new DiscardLog(),
    illegal: {
      wanted: (value, model) => mtgIllegalNumbers(value, model.edition),
      covers: mtgRuleCovers,
      range: (step, violation) => mtgViolationRange(step, violation.at),
    },
    violation: (step, violation) => mtgViolationDiagnostic(step, violation),
    eventLines: renderMtgEvents,
    checkPlayer: checkMtgPlayer,
  },
  transcript: mtgTranscript,
};
