import type { Document, Node } from "yaml";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import { buildExpectWith } from "./build-expect.js";
import { CardRefReader } from "./card-refs.js";
import { BuildContext, type ZoneVocabulary } from "./context.js";
import { Reader, type Entry } from "./reader.js";
import { readStepFrame, type StepFrame } from "./step-frame.js";
import type { CustomCardModel, ExpectModelOf, Located, PlayerModelBase, ScenarioModelBase, StepModelBase } from "./types.js";

const PLAYER = /^[A-Za-z0-9_-]+$/;

/**
 * How a game reads the parts of a scenario whose shape is its own: a player's set-up, a player's
 * expectation, a step of each kind, and its top-level keys beyond the shared ones.
 */
export interface ScenarioParts<Zone extends string, Kind extends string, Step extends StepModelBase<PlayerExpect, Kind>, PlayerExpect, Player extends PlayerModelBase, Extra> {
  readonly vocabulary: ZoneVocabulary<Zone>;
  /** The step kinds, in the order messages list them. */
  readonly stepKinds: readonly Kind[];
  player(ctx: BuildContext, entry: Entry): Player;
  playerExpect(ctx: BuildContext, entry: Entry): PlayerExpect;
  /** A step whose kind is known (its shared part read): the rest of it. */
  step(ctx: BuildContext, frame: Extract<StepFrame<Kind, PlayerExpect>, { done?: undefined }>): Step;
  /** A step item that is not a mapping but means something in this game (`- pass`); undefined otherwise. */
  shorthand?(ctx: BuildContext, node: Node | null, index: number, range: Range): Step | undefined;
  /** The top-level keys only this game has (phase, edition, Riftbound's battlefields, …). */
  extra(reader: Reader, value: (key: string) => Node | null | undefined, ctx: BuildContext): Extra;
}

export interface BuiltModel<Model> {
  readonly model: Model;
  /** Ranges where a split card name was joined; findings inside them are its consequences. */
  readonly joined: readonly Range[];
}

/**
 * The parsed document → a game's scenario model. The shared part is read here: the title and
 * source, `rules:`, `seed:`, the players (with no `players:` section the turn player is the only
 * one, as the engines add it), `turn:`, the steps' shared keys, `expect:`, and the order of the
 * findings: turn, players, steps, expectation. The game reads the rest through `parts`.
 */
export function buildScenarioModel<Zone extends string, Kind extends string, Step extends StepModelBase<PlayerExpect, Kind>, PlayerExpect, Player extends PlayerModelBase, Extra>(
  doc: Document,
  source: SourceText,
  isCardName: (text: string) => boolean,
  customCards: readonly CustomCardModel[],
  out: Diagnostic[],
  parts: ScenarioParts<Zone, Kind, Step, PlayerExpect, Player, Extra>,
): BuiltModel<ScenarioModelBase<Step, PlayerExpect, Player> & Extra> {
  const reader = new Reader(source);
  const documentRange = source.range(0, source.text.length);
  const top = reader.entries(doc.contents as Node | null, documentRange);
  const value = (key: string): Node | null | undefined => reader.get(top, key)?.node;

  const playerEntries = reader.entries(reader.get(top, "players")?.node, documentRange).filter((e) => PLAYER.test(e.key));
  const turnEntry = reader.get(top, "turn");
  const turnText = reader.string(turnEntry?.node)?.trim();
  const declared = playerEntries.map((e) => e.key);
  const players = declared.length > 0 ? declared : [turnText ?? "A"];
  const refs = new CardRefReader(reader, isCardName, out);
  const ctx: BuildContext = new BuildContext<Zone>(reader, refs, out, players, parts.vocabulary);
  const turn: Located<string> | undefined = turnText !== undefined && turnEntry ? { value: turnText, range: turnEntry.range } : undefined;
  if (turn) ctx.checkPlayer(turn);

  const expect = (node: Node | null, range: Range): ExpectModelOf<PlayerExpect> => buildExpectWith(ctx, node, range, parts.playerExpect);
  const step = (node: Node | null, index: number, listRange: Range): Step => {
    const range = reader.rangeOf(node, listRange);
    const short = parts.shorthand?.(ctx, node, index, range);
    if (short) return short;
    const frame = readStepFrame(ctx, node, index, range, parts.stepKinds, expect);
    return frame.done ? (frame.done as Step) : parts.step(ctx, frame);
  };
  const title = reader.string(value("scenario"));
  const sourceText = reader.string(value("source"));
  const expectEntry = reader.get(top, "expect");
  const stepsNode = value("steps") ?? null;
  const listRange = reader.rangeOf(stepsNode, documentRange);
  const model = {
    ...(title !== undefined ? { title } : {}),
    ...(sourceText !== undefined ? { source: sourceText } : {}),
    rules: reader.items(value("rules")).map((n) => reader.text(n)).filter((r): r is string => r !== undefined),
    seed: reader.integer(value("seed")) ?? 0,
    ...(turn && players.includes(turn.value) ? { turn } : {}),
    players: playerEntries.map((e) => parts.player(ctx, e)),
    customCards,
    steps: reader.items(stepsNode).map((item, index) => step(item, index, listRange)),
    ...(expectEntry && expectEntry.node ? { expect: expect(expectEntry.node, expectEntry.range) } : {}),
    documentRange,
    ...parts.extra(reader, value, ctx),
  };
  return { model, joined: refs.joined };
}
