import { isMap, isScalar, type Document, type Node } from "yaml";
import { uniqueCustomCards } from "../cards/unique-custom-cards.js";
import { internalError } from "../diagnostics/scenario-internal-error.js";
import { syntax } from "../diagnostics/scenario-syntax.js";
import { splitCardName } from "../diagnostics/scenario-split-card-name.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { AnyGameModule } from "../game/module.js";
import type { GameRegistry } from "../game/registry.js";
import { builtinGames, type BuiltinCatalogs, type BuiltinReplay } from "../games/index.js";
import { buildCustomCards } from "../model/build-custom-cards.js";
import type { DeckEnv } from "../model/deck-reference.js";
import { parseScenarioYaml } from "../model/parse.js";
import { Reader } from "../model/reader.js";
import { buildScenarioModel } from "../model/scenario-frame.js";
import { setUpDecks } from "../replay/deck-setup.js";
import { runReplay } from "../replay/run.js";
import type { Replay } from "../replay/types.js";
import { SchemaValidator } from "../structure/validate.js";
import { SourceText } from "../text/source.js";
import { renderReplay } from "../transcript/transcript.js";
import { deckEnvFor } from "./node-files.js";
import { FILE_LIMITS } from "./file-access.js";
import { oversized } from "./text-size.js";

export interface LintOptions {
  /**
   * The file's path (or a `file:` URL, as the language server names documents). A player's
   * `deck:` path is resolved against its folder; without it a `deck:` can't be loaded
   * (scenario/deck-not-found). With it, and without `readFile`, deck lists are read with Node's
   * file system; nothing is read for a scenario without `deck:`.
   */
  readonly filePath?: string;
  /**
   * The folder (path or `file:` URL) a `deck:` must stay inside; default: the scenario's own
   * folder. A path leading outside it is refused (scenario/deck-outside-workspace).
   */
  readonly workspaceRoot?: string;
  /**
   * Reads a deck file: its text, or undefined when it can't (missing, a folder, no permission).
   * Default: Node's fs (regular files only). Pass it to lint without touching the disk.
   */
  readonly readFile?: (absolutePath: string) => string | undefined;
  /**
   * Resolves symbolic links (undefined when the path doesn't exist), so a link can't lead out of
   * the workspace. Default: Node's fs.realpathSync when `readFile` isn't given; with a `readFile`
   * of your own and no `realPath`, paths are judged as written.
   */
  readonly realPath?: (absolutePath: string) => string | undefined;
  /** Where each game's card names come from, by game id; absent: the game's bundled cards. */
  readonly catalogs?: BuiltinCatalogs & Readonly<Record<string, unknown>>;
}

export interface LintResult<R = BuiltinReplay> {
  readonly diagnostics: Diagnostic[];
  /** The replay, when the file could be replayed; its `game` says which game's. */
  readonly replay?: R;
}

export interface RunResult<R = BuiltinReplay> extends LintResult<R> {
  /** The replay's transcript; "" when there is no replay. */
  readonly transcript: string;
}

/**
 * Lints a scenario file: parse, structure, cards, replay through the engine, expectations.
 * Never throws; diagnostics come back sorted by position.
 */
export function lintScenario(text: string, options: LintOptions = {}): LintResult {
  return lintWithGames(builtinGames, text, options) as LintResult;
}

/** Lints and renders the transcript (the CLI's `run`, the conformance goldens). */
export function runScenario(text: string, options: LintOptions = {}): RunResult {
  return runWithGames(builtinGames, text, options) as RunResult;
}

/** runScenario, plus the YAML document it parsed (see runWithGamesAndYaml). */
export function runScenarioWithYaml(text: string, options: LintOptions = {}): RunResult & ParsedYaml {
  return runWithGamesAndYaml(builtinGames, text, options) as RunResult & ParsedYaml;
}

/** A replay of a built-in game as text (the transcript `run` prints). */
export function renderTranscript(replay: Replay): string {
  const game = builtinGames.select(replay.game);
  return game ? renderReplay(replay, game.transcript) : "";
}

/**
 * The pipeline with a registry of games of the caller's: what lintScenario does with the
 * built-in ones. `catalogs` are handed to each game by its id.
 */
export function lintWithGames(games: GameRegistry, text: string, options: LintOptions = {}): LintResult<Replay> {
  return lintKeepingYaml(games, text, options, {});
}

/** The YAML document the linter read the file as; absent when the text was too large to parse. */
export interface ParsedYaml {
  readonly yaml?: Document;
}

/**
 * runWithGames, also handing back the YAML document the pipeline parsed, for a caller that reads
 * more of the file (the conformance harness reads a case's `source:` from it) without parsing it a
 * second time. The file is linted exactly as runWithGames lints it. The document is the linter's
 * own: read it, don't change it.
 */
export function runWithGamesAndYaml(games: GameRegistry, text: string, options: LintOptions = {}): RunResult<Replay> & ParsedYaml {
  const parsed: { yaml?: Document } = {};
  const result = withTranscript(games, lintKeepingYaml(games, text, options, parsed));
  return parsed.yaml ? { ...result, yaml: parsed.yaml } : result;
}

/** lintWithGames, leaving the parsed document in `parsed` (even when a later stage crashed). */
function lintKeepingYaml(games: GameRegistry, text: string, options: LintOptions, parsed: { yaml?: Document }): LintResult<Replay> {
  const source = new SourceText(typeof text === "string" ? text : "");
  const tooLarge = oversized(source, FILE_LIMITS.scenarioBytes, "scenario", (d) => syntax.create(d));
  if (tooLarge) return { diagnostics: [tooLarge] };
  try {
    return lint(games, source, (options.catalogs ?? {}) as Readonly<Record<string, unknown>>, deckEnvFor(options), parsed);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { diagnostics: [internalError.create({ range: source.range(0, 0), message: `The linter failed on this file (a bug; please report it): ${message}` })] };
  }
}

/** lintWithGames plus the transcript, rendered by the replay's game. */
export function runWithGames(games: GameRegistry, text: string, options: Parameters<typeof lintWithGames>[2] = {}): RunResult<Replay> {
  return withTranscript(games, lintWithGames(games, text, options));
}

function withTranscript(games: GameRegistry, result: LintResult<Replay>): RunResult<Replay> {
  const game = result.replay ? games.select(result.replay.game) : undefined;
  const transcript = result.replay && game ? renderReplay(result.replay, game.transcript) : "";
  return { ...result, transcript };
}

function lint(games: GameRegistry, source: SourceText, catalogs: Readonly<Record<string, unknown>>, decks: DeckEnv, parsed: { yaml?: Document }): LintResult<Replay> {
  const out: Diagnostic[] = [];
  const doc = parseScenarioYaml(source, out);
  parsed.yaml = doc;
  const root = doc.contents as Node | null;
  const documentRange = source.range(0, source.text.length);
  new SchemaValidator(games.schema, source, out).validate(root, games.schema, "the scenario", documentRange);
  // An unknown game was reported by the structure check: there is nothing to replay it with.
  const game = games.select(declaredGame(doc));
  if (!game) return { diagnostics: sorted(out) };
  const { replay, joined } = lintGame(game, games.deckLists, doc, source, catalogs[game.id], decks, out);
  return { diagnostics: sorted(withoutConsequences(out, joined)), replay };
}

/** The stages after the structure check, each asking the game: cards, model, decks, replay. */
function lintGame(game: AnyGameModule, deckLists: GameRegistry["deckLists"], doc: Document, source: SourceText, catalog: unknown, decks: DeckEnv, out: Diagnostic[]): { replay: Replay; joined: readonly Range[] } {
  const reader = new Reader(source);
  const documentRange = source.range(0, source.text.length);
  const cards = game.scenarioCards(catalog);
  const customModels = uniqueCustomCards(buildCustomCards(reader, reader.get(reader.entries(doc.contents as Node | null, documentRange), "cards")?.node ?? null), out);
  game.defineCustomCards(customModels, cards, source, out);
  const built = buildScenarioModel(doc, source, cards.isCardName, customModels, out, game.model);
  // Players' `deck:` lists fill their zones (nothing is read without one).
  const withDecks = game.decks ? setUpDecks(doc, source, built.model, cards, catalog, decks, out, game.decks, deckLists) : { model: built.model, notes: [] };
  const replay = runReplay(game.id, game.replay, withDecks.model, cards, out);
  return { replay: withDecks.notes.length > 0 ? { ...replay, decks: withDecks.notes } : replay, joined: built.joined };
}

/** The `game:` value, when it is a string; anything else selects the default game (and the structure check reports it). */
function declaredGame(doc: Document): string | undefined {
  if (!isMap(doc.contents)) return undefined;
  const node = doc.contents.get("game", true);
  return isScalar(node) && typeof node.value === "string" ? node.value : undefined;
}

/** Drops findings inside a joined split card name: the split-card-name error is their cause. */
function withoutConsequences(diagnostics: readonly Diagnostic[], joined: readonly Range[]): Diagnostic[] {
  return diagnostics.filter(
    (d) => d.code === splitCardName.code || !joined.some((r) => d.range.startOffset >= r.startOffset && d.range.endOffset <= r.endOffset && d.range.startOffset !== r.startOffset),
  );
}

function sorted(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.range.startOffset - b.range.startOffset || a.range.endOffset - b.range.endOffset);
}
