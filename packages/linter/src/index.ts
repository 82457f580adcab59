/**
 * @recycle-rules/linter — text in, diagnostics out. Parses `*.scenario.yaml` with source ranges,
 * checks its shape against the published JSON Schema, resolves cards, replays the steps through
 * @recycle-rules/engine and maps every finding back to a range, a severity, a code and a rule.
 */
export { lintScenario, lintWithGames, renderTranscript, runScenario, runScenarioWithYaml, runWithGames, runWithGamesAndYaml } from "./api/lint.js";
export type { LintOptions, LintResult, ParsedYaml, RunResult } from "./api/lint.js";
export type { LintStage, StageTimer } from "./api/stages.js";
// An editor's document, linted version after version, each from the last one's replay (docs/architecture.md).
export { ScenarioLinter } from "./api/incremental.js";
export type { IncrementalLintResult, ScenarioLintJob } from "./api/incremental.js";
// Games: each is one module behind one interface; a registry of your own lints a game of your own.
export type { AnyGameModule, EventLog, GameModule, GameSchema, IllegalRules, PlayerExpectBase, ReplayRules, ScenarioCardsLike, TranscriptRules } from "./game/module.js";
export { GameRegistry } from "./game/registry.js";
export * as gameKit from "./game/kit.js";
export { BUILTIN_GAMES, builtinGames } from "./games/index.js";
export type { BuiltinCatalogs, BuiltinReplay } from "./games/index.js";
export { composeScenarioSchema } from "./game/compose-schema.js";
export type { ExpectEnv } from "./expect/env.js";
export type { CardRefText, CustomCardModel, ExpectCardBase, ExpectModelOf, Located, PlayerExpectOf, PlayerModelBase, ScenarioModelBase, SetupCardBase, StepModelBase, ZoneExpectModel } from "./model/types.js";
export type { Diagnostic, Fix, Position, Range, RelatedInformation, Severity, TextEdit } from "./diagnostics/types.js";
export { DIAGNOSTIC_CODES } from "./diagnostics/registry.js";
export { docsUrl } from "./diagnostics/define.js";
export type { DiagnosticCodeInfo } from "./diagnostics/define.js";
export { scenarioSchema, scenarioSchemaPath } from "./api/schema.js";
export type { JsonSchema } from "./structure/json-schema.js";
export { renderEvent } from "./transcript/event.js";
export type { Replay, ReplayStep } from "./replay/types.js";
export type { DeckNote } from "./replay/deck-zones.js";
export type { MtgCardCatalog } from "./games/mtg/cards.js";
export { renderMtgEvents } from "./games/mtg/transcript.js";
export type { CardCatalog } from "./games/riftbound/cards.js";
export { expectDiagnostic, expectNoDiagnostics, parseMarkers } from "./testing/expect-diagnostic.js";
export type { ExpectedDiagnostic, MarkedSource } from "./testing/expect-diagnostic.js";
// Language services for editors (the language server adapts these to LSP; no LSP types here).
export { analyzeScenario, resolveCard, scalarAt } from "./language/document.js";
export type { NodeAt, PathSegment, ScenarioAnalysis } from "./language/document.js";
export { hoverAt } from "./language/hover.js";
export type { HoverOptions, HoverResult } from "./language/hover.js";
export { completionsAt } from "./language/completion.js";
export type { CompletionItem, CompletionKind, CompletionResult } from "./language/completion.js";
export { cursorContext } from "./language/cursor-context.js";
export type { CursorContext, CursorSegment } from "./language/cursor-context.js";
export { documentSymbols } from "./language/symbols.js";
export type { ScenarioSymbol, SymbolKind } from "./language/symbols.js";
export { definitionAt } from "./language/definition.js";
export type { DefinitionTarget } from "./language/definition.js";
export { MAX_CARD_RECORDS, cardsReplaced, catalogWithExtraCards } from "./language/extra-cards.js";
export { disableLineFix } from "./language/disable-comment.js";
export type { DisableCommentTarget } from "./language/disable-comment.js";
export type { CardPools, ExtraCardsResult, RiftboundCatalog } from "./language/extra-cards.js";
export type { CardFilesReport } from "./workspace/config-loader.js";
export { cardCoverage, isRecycleRelevant, modelledOf } from "./language/card-coverage.js";
export type { CoverageOptions, CoverageRow, Modelled } from "./language/card-coverage.js";
export { unmodelledClauses } from "./cards/unmodelled-clauses.js";
export { fullyModelledCardNames, recycleRelevantMarkdown, recycleRelevantRiftboundCards } from "./language/recycle-relevant.js";
export type { RecycleRelevantCard } from "./language/recycle-relevant.js";
export { activatedAbilities, cardSummary, describeCard, formatCost } from "./language/card-info.js";
export type { AbilityChoice } from "./language/card-info.js";
export { describeRule, ruleEntries, ruleInfo, RULE_NUMBER } from "./rules/rules.js";
export type { RuleEntry, RuleInfo, RulesEdition, RulesGame } from "./rules/rules.js";
// Deck lists (*.deck, *.dek): one model for every layout of both games, and the deck-construction checks.
export { lintDeck, parseDeck } from "./api/lint-deck.js";
export type { LintDeckResult } from "./deck/lint.js";
export type { DeckOptions, ParseDeckResult } from "./deck/read.js";
export type { DeckListRules } from "./deck/rules.js";
export { allEntries, MTG_SECTIONS, RIFTBOUND_SECTIONS } from "./deck/model.js";
export { isInsideFolder } from "./model/deck-reference.js";
export type { AnyDeckEntry, DeckEntry, DeckGame, DeckLayout, DeckModel, DeckSection, EntryOrigin, EntryRanges, MtgDeck, MtgSection, RiftboundDeck, RiftboundSection, SectionHeader } from "./deck/model.js";
export { deckContents } from "./deck/contents.js";
export type { ContentsLine, DeckContents } from "./deck/contents.js";
export { formatDeck } from "./deck/format.js";
export { DeckEncodeError, decodeRiftboundDeckCode, encodeRiftboundDeck } from "./games/riftbound/deck/codec.js";
export type { DeckCardOptions, MtgCatalog } from "./deck/cards/catalogs.js";
export { lintFile, lintFileKind } from "./api/lint-file.js";
// Configuration: recycle-rules.config.json and disable comments (docs/configuration.md).
export { ConfigLoader } from "./workspace/config-loader.js";
export type { ConfigLoaderOptions, FileSettings, LoadedConfig } from "./workspace/config-loader.js";
export { parseConfig } from "./config/config-file.js";
export type { ConfigRead } from "./config/config-file.js";
export { fileRole } from "./config/file-roles.js";
export type { FileRole } from "./config/file-roles.js";
export { CONFIG_FILE_NAME, DEFAULT_FILES } from "./config/types.js";
export type { LintConfig, RuleOverrides, RuleSetting } from "./config/types.js";
export { DISABLE_NEXT_LINE } from "./config/directives.js";
export { configSchema, configSchemaPath } from "./config/config-schema.js";
export type { LintFileKind, LintFileOptions, LintFileResult } from "./api/lint-file.js";
export { FILE_LIMITS, readPolicyFile, type FileAccessRules, type FileRefusalRule, type PolicyRead } from "./api/file-access.js";
export { expectDeckDiagnostic, expectNoDeckDiagnostics } from "./testing/expect-deck-diagnostic.js";
export { deckCompletions, deckHoverAt, mtgCardSummary } from "./language/deck-services.js";
export type { DeckCompletion } from "./language/deck-services.js";
