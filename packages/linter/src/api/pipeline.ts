import { isMap, isScalar, type Document, type Node } from "yaml";
import { uniqueCustomCards } from "../cards/unique-custom-cards.js";
import { splitCardName } from "../diagnostics/scenario-split-card-name.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { AnyGameModule } from "../game/module.js";
import type { GameRegistry } from "../game/registry.js";
import { buildCustomCards } from "../model/build-custom-cards.js";
import type { DeckEnv } from "../model/deck-reference.js";
import { parseScenarioYaml, withoutExplainedShapes } from "../model/parse.js";
import { Reader } from "../model/reader.js";
import { buildScenarioModel } from "../model/scenario-frame.js";
import type { ScenarioModelBase, StepModelBase } from "../model/types.js";
import { setUpDecks } from "../replay/deck-setup.js";
import type { DeckNote } from "../replay/deck-zones.js";
import type { Replayed } from "../replay/run.js";
import type { Replay } from "../replay/types.js";
import { SchemaValidator } from "../structure/validate.js";
import type { SourceText } from "../text/source.js";
import { timed, type StageTimer } from "./stages.js";

/**
 * The linter's stages, split at the replay: `prepare` runs everything before it (parse,
 * structure, cards, model, decks), the caller replays (all at once, or resuming an earlier
 * version's replay: api/incremental.ts), and `assemble` makes the result. Both ways share every
 * stage, so an incremental lint and a lint from scratch can only differ in where the replay began.
 */

/** The stages before the replay, done. */
export interface Prepared {
  readonly doc: Document;
  /** The findings so far, in the order made. */
  readonly diagnostics: readonly Diagnostic[];
  /** What the replay needs; absent for a game no module has (the structure check reported it). */
  readonly replay?: ReplayInput;
}

/** A scenario modelled and ready to replay with its game. */
export interface ReplayInput {
  readonly game: AnyGameModule;
  readonly model: ScenarioModelBase<StepModelBase>;
  /** The game's cards: the catalog plus the file's custom cards. */
  readonly cards: unknown;
  readonly notes: readonly DeckNote[];
  /** Ranges where a split card name was joined; findings inside them are its consequences. */
  readonly joined: readonly Range[];
}

/** Parses and models the file; `parsed.yaml` is set as soon as the text is parsed (a later stage may throw). */
export function prepare(
  games: GameRegistry,
  source: SourceText,
  catalogs: Readonly<Record<string, unknown>>,
  decks: DeckEnv,
  parsed: { yaml?: Document },
  onStage?: StageTimer,
): Prepared {
  const out: Diagnostic[] = [];
  const { doc, quoteHints } = timed(onStage, "parse", () => parseScenarioYaml(source, out));
  parsed.yaml = doc;
  const root = doc.contents as Node | null;
  const documentRange = source.range(0, source.text.length);
  timed(onStage, "structure", () => {
    const structural: Diagnostic[] = [];
    new SchemaValidator(games.schema, source, structural).validate(root, games.schema, "the scenario", documentRange);
    for (const d of withoutExplainedShapes(structural, quoteHints)) out.push(d);
  });
  // An unknown game was reported by the structure check: there is nothing to replay it with.
  const game = games.select(declaredGame(doc));
  if (!game) return { doc, diagnostics: out };
  return { doc, diagnostics: out, replay: timed(onStage, "model", () => modelGame(game, games.deckLists, doc, source, catalogs[game.id], decks, out)) };
}

/** The stages after the structure check, each asking the game: cards, model, decks. */
function modelGame(game: AnyGameModule, deckLists: GameRegistry["deckLists"], doc: Document, source: SourceText, catalog: unknown, decks: DeckEnv, out: Diagnostic[]): ReplayInput {
  const reader = new Reader(source);
  const documentRange = source.range(0, source.text.length);
  const cards = game.scenarioCards(catalog);
  const customModels = uniqueCustomCards(buildCustomCards(reader, reader.get(reader.entries(doc.contents as Node | null, documentRange), "cards")?.node ?? null), out);
  game.defineCustomCards(customModels, cards, source, out);
  const built = buildScenarioModel(doc, source, cards.isCardName, customModels, out, game.model);
  // Players' `deck:` lists fill their zones (nothing is read without one).
  const withDecks = game.decks ? setUpDecks(doc, source, built.model, cards, catalog, decks, out, game.decks, deckLists) : { model: built.model, notes: [] };
  return { game, model: withDecks.model, cards, notes: withDecks.notes, joined: built.joined };
}

/**
 * The lint's result: every finding in order of position, and the replay with its deck notes.
 * `replayed` is the replay of `prepared.replay`, when it has one.
 */
export function assemble(prepared: Prepared, replayed?: Replayed<unknown, unknown>): { diagnostics: Diagnostic[]; replay?: Replay } {
  const input = prepared.replay;
  if (!input || !replayed) return { diagnostics: sorted(prepared.diagnostics) };
  const { replay, diagnostics } = replayed;
  const all = [...prepared.diagnostics, ...diagnostics];
  return { diagnostics: sorted(withoutConsequences(all, input.joined)), replay: input.notes.length > 0 ? { ...replay, decks: input.notes } : replay };
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
