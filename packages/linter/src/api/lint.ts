import { isMap, isScalar, type Document, type Node } from "yaml";
import { ScenarioCards, defaultCatalog, type CardCatalog } from "../cards/catalog.js";
import { defineCustomCards } from "../cards/custom-cards.js";
import { internalError } from "../diagnostics/scenario-internal-error.js";
import { splitCardName } from "../diagnostics/scenario-split-card-name.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import { buildCustomCards } from "../model/build-custom-cards.js";
import { buildScenario } from "../model/build-scenario.js";
import type { MtgCardCatalog } from "../mtg/cards.js";
import { lintMtgScenario } from "../mtg/lint.js";
import type { MtgReplay } from "../mtg/replay.js";
import { renderMtgTranscript } from "../mtg/transcript.js";
import { parseScenarioYaml } from "../model/parse.js";
import { Reader } from "../model/reader.js";
import { riftDeckSetup } from "../replay/deck-setup.js";
import { runReplay } from "../replay/run.js";
import type { DeckEnv } from "../model/deck-reference.js";
import { deckEnvFor } from "./node-files.js";
import type { Replay } from "../replay/types.js";
import { scenarioSchema } from "../structure/scenario-schema.js";
import { SchemaValidator } from "../structure/validate.js";
import { SourceText } from "../text/source.js";
import { renderTranscript } from "../transcript/transcript.js";

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
  /** Where card names come from; defaults to the bundled Riftbound cards. */
  readonly cards?: CardCatalog;
  /** Where Magic card names come from in a `game: mtg` file; defaults to the bundled MTG cards. */
  readonly mtgCards?: MtgCardCatalog;
}

export interface LintResult {
  readonly diagnostics: Diagnostic[];
  /** The replay, when the file could be replayed (a Riftbound scenario). */
  readonly replay?: Replay;
  /** The replay of a Magic: The Gathering scenario (`game: mtg`). */
  readonly mtgReplay?: MtgReplay;
}

export interface RunResult extends LintResult {
  /** The replay's transcript; "" when there is no replay. */
  readonly transcript: string;
}

/**
 * Lints a scenario file: parse, structure, cards, replay through the engine, expectations.
 * Never throws; diagnostics come back sorted by position.
 */
export function lintScenario(text: string, options: LintOptions = {}): LintResult {
  const source = new SourceText(typeof text === "string" ? text : "");
  try {
    return lint(source, options, deckEnvFor(options));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { diagnostics: [internalError.create({ range: source.range(0, 0), message: `The linter failed on this file (a bug; please report it): ${message}` })] };
  }
}

/** Lints and renders the transcript (the CLI's `run`, the conformance goldens). */
export function runScenario(text: string, options: LintOptions = {}): RunResult {
  const result = lintScenario(text, options);
  const transcript = result.replay ? renderTranscript(result.replay) : result.mtgReplay ? renderMtgTranscript(result.mtgReplay) : "";
  return { ...result, transcript };
}

function lint(source: SourceText, options: LintOptions, decks: DeckEnv): LintResult {
  const out: Diagnostic[] = [];
  const doc = parseScenarioYaml(source, out);
  const root = doc.contents as Node | null;
  const documentRange = source.range(0, source.text.length);

  const game = gameOf(doc, source);
  if (game?.value === "mtg") {
    const mtg = lintMtgScenario(doc, source, out, options.mtgCards, decks);
    return { diagnostics: sorted(withoutConsequences(out, mtg.joined)), mtgReplay: mtg.replay };
  }

  new SchemaValidator(scenarioSchema, source, out).validate(root, scenarioSchema, "the scenario", documentRange);
  if (game && game.value !== "riftbound") return { diagnostics: sorted(out) }; // reported by the structure check

  const reader = new Reader(source);
  const cards = new ScenarioCards(options.cards ?? defaultCatalog());
  const customModels = buildCustomCards(reader, reader.get(reader.entries(root, documentRange), "cards")?.node ?? null);
  defineCustomCards(customModels, cards, source, out);

  const built = buildScenario(doc, source, cards.isCardName, customModels, out);
  // Players' `deck:` lists fill their zones (replay/deck-setup.ts; nothing is read without one).
  const withDecks = riftDeckSetup(doc, source, built.model, cards, options.cards, decks, out);
  const replay = runReplay(withDecks.model, cards, out);
  return { diagnostics: sorted(withoutConsequences(out, built.joined)), replay: withDecks.notes.length > 0 ? { ...replay, decks: withDecks.notes } : replay };
}

function gameOf(doc: Document, source: SourceText): { value: string; range: Range } | undefined {
  if (!isMap(doc.contents)) return undefined;
  const node = doc.contents.get("game", true);
  if (!isScalar(node) || typeof node.value !== "string" || !node.range) return undefined;
  return { value: node.value, range: source.range(node.range[0], node.range[1]) };
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
