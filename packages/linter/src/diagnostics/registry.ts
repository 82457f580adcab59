import type { DiagnosticCode, DiagnosticCodeInfo } from "./define.js";
import { deckBattlefields } from "./deck-battlefields.js";
import { deckChampion } from "./deck-champion.js";
import { deckCopyLimit } from "./deck-copy-limit.js";
import { deckDeckCode } from "./deck-deck-code.js";
import { deckDomainIdentity } from "./deck-domain-identity.js";
import { deckInternalError } from "./deck-internal-error.js";
import { deckMainSize } from "./deck-main-size.js";
import { deckRuneCount } from "./deck-rune-count.js";
import { deckSetCode } from "./deck-set-code.js";
import { deckSideboardSize } from "./deck-sideboard-size.js";
import { deckSignatureLimit } from "./deck-signature-limit.js";
import { deckSyntax } from "./deck-syntax.js";
import { deckToken } from "./deck-token.js";
import { deckUnknownCard } from "./deck-unknown-card.js";
import { deckWrongSection } from "./deck-wrong-section.js";
import { illegalCost } from "./recycle-illegal-cost.js";
import { notACard } from "./recycle-not-a-card.js";
import { order } from "./recycle-order.js";
import { timing } from "./recycle-timing.js";
import { wrongCount } from "./recycle-wrong-count.js";
import { wrongDestination } from "./recycle-wrong-destination.js";
import { cardNotFound } from "./scenario-card-not-found.js";
import { cardNotModelled } from "./scenario-card-not-modelled.js";
import { deckInvalid } from "./scenario-deck-invalid.js";
import { deckNotFound } from "./scenario-deck-not-found.js";
import { deckOutsideWorkspace } from "./scenario-deck-outside-workspace.js";
import { customCard } from "./scenario-custom-card.js";
import { expectMismatch } from "./scenario-expect-mismatch.js";
import { internalError } from "./scenario-internal-error.js";
import { invalidChoice } from "./scenario-invalid-choice.js";
import { illegalStep } from "./scenario-illegal-step.js";
import { invalidSetup } from "./scenario-invalid-setup.js";
import { splitCardName } from "./scenario-split-card-name.js";
import { syntax } from "./scenario-syntax.js";
import { unknownAbility } from "./scenario-unknown-ability.js";
import { unknownCard } from "./scenario-unknown-card.js";
import { unknownCardFact } from "./scenario-unknown-card-fact.js";
import { unknownKey } from "./scenario-unknown-key.js";
import { unknownPlayer } from "./scenario-unknown-player.js";
import { unknownZone } from "./scenario-unknown-zone.js";
import { unmodelledText } from "./scenario-unmodelled-text.js";
import { unsupportedGame } from "./scenario-unsupported-game.js";
import { unusedChoice } from "./scenario-unused-choice.js";
import { suppressionInvalid } from "./suppression-invalid.js";
import { suppressionUnused } from "./suppression-unused.js";
import { configInvalid } from "./config-invalid.js";

/** Every code the linter can report, in documentation order. */
export const ALL_CODES: readonly DiagnosticCode[] = [
  illegalCost,
  timing,
  wrongDestination,
  wrongCount,
  order,
  notACard,
  syntax,
  unknownKey,
  unknownZone,
  unknownPlayer,
  unknownCard,
  splitCardName,
  cardNotFound,
  customCard,
  cardNotModelled,
  unmodelledText,
  invalidSetup,
  deckOutsideWorkspace,
  deckNotFound,
  deckInvalid,
  unknownAbility,
  unusedChoice,
  invalidChoice,
  illegalStep,
  unknownCardFact,
  expectMismatch,
  unsupportedGame,
  internalError,
  // Deck lists (docs/deck-format.md), in that page's order.
  deckWrongSection,
  deckMainSize,
  deckRuneCount,
  deckCopyLimit,
  deckSignatureLimit,
  deckDomainIdentity,
  deckChampion,
  deckBattlefields,
  deckToken,
  deckSideboardSize,
  deckUnknownCard,
  deckSetCode,
  deckSyntax,
  deckDeckCode,
  deckInternalError,
  // Suppression comments and the config file (docs/configuration.md).
  suppressionUnused,
  suppressionInvalid,
  configInvalid,
];

/** code → { severity, rules, summary, docsAnchor }: the public registry (ESLint's rule list). */
export const DIAGNOSTIC_CODES: Readonly<Record<string, DiagnosticCodeInfo>> = Object.fromEntries(
  ALL_CODES.map((c) => [c.code, { severity: c.severity, rules: c.rules, summary: c.summary, docsAnchor: c.docsAnchor }]),
);
