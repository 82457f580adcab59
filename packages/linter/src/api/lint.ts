import type { Document } from "yaml";
import type { Diagnostic } from "../diagnostics/types.js";
import type { GameRegistry } from "../game/registry.js";
import { builtinGames, type BuiltinCatalogs, type BuiltinReplay } from "../games/index.js";
import type { DeckEnv } from "../model/deck-reference.js";
import { ReplayRun } from "../replay/run.js";
import type { Replay } from "../replay/types.js";
import type { SourceText } from "../text/source.js";
import { renderReplay } from "../transcript/transcript.js";
import { deckEnvFor } from "./node-files.js";
import { assemble, prepare } from "./pipeline.js";
import { crashed, scenarioSource, tooLarge } from "./lint-guards.js";
import { timed, type StageTimer } from "./stages.js";
import { settleScenario } from "../config/settle-file.js";
import type { RuleOverrides } from "../config/types.js";

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
  /**
   * Told each stage's wall time (parse, structure, model, replay, assemble) as it ends, for
   * benchmarks and profiles; the result is the same with or without it. An incremental lint
   * (ScenarioLinter) reports parse, structure and model only: its replay runs in slices.
   */
  readonly onStage?: StageTimer;
  /** Where each game's card names come from, by game id; absent: the game's bundled cards. */
  readonly catalogs?: BuiltinCatalogs & Readonly<Record<string, unknown>>;
  /**
   * Severity overrides per code (a config file's `rules`): "off" drops the code's findings.
   * The file's own `# recycle-rules-disable-next-line` comments apply with or without them.
   */
  readonly rules?: RuleOverrides;
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
  const source = scenarioSource(text);
  const big = tooLarge(source);
  if (big) return { diagnostics: [big] };
  try {
    const result = lint(games, source, (options.catalogs ?? {}) as Readonly<Record<string, unknown>>, deckEnvFor(options), parsed, options.onStage);
    return { ...result, diagnostics: settleScenario(result.diagnostics, source, parsed.yaml, options.rules) };
  } catch (e) {
    return { diagnostics: [crashed(source, e)] };
  }
}

/** lintScenario, plus the YAML document it parsed (the editor's features read the same tree). */
export function lintScenarioWithYaml(text: string, options: LintOptions = {}): LintResult & ParsedYaml {
  const parsed: { yaml?: Document } = {};
  const result = lintKeepingYaml(builtinGames, text, options, parsed) as LintResult;
  return parsed.yaml ? { ...result, yaml: parsed.yaml } : result;
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

/** Every stage, the replay all at once. */
function lint(games: GameRegistry, source: SourceText, catalogs: Readonly<Record<string, unknown>>, decks: DeckEnv, parsed: { yaml?: Document }, onStage?: StageTimer): LintResult<Replay> {
  const prepared = prepare(games, source, catalogs, decks, parsed, onStage);
  const input = prepared.replay;
  const replayed = input && timed(onStage, "replay", () => new ReplayRun(input.game.id, input.game.replay, input.model, input.cards).finish());
  return timed(onStage, "assemble", () => assemble(prepared, replayed));
}
