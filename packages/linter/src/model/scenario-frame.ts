import type { Document, Node } from "yaml";
import type { Diagnostic } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import { CardRefReader } from "./card-refs.js";
import { BuildContext, type ZoneVocabulary } from "./context.js";
import { Reader, type Entry } from "./reader.js";
import type { CustomCardModel, ExpectModelOf, Located, PlayerModelBase, ScenarioModelBase } from "./types.js";

const PLAYER = /^[A-Za-z0-9_-]+$/;

/** How a game reads the parts of a scenario whose shape is its own. */
export interface ScenarioParts<Zone extends string, Step, PlayerExpect, Player extends PlayerModelBase> {
  readonly vocabulary: ZoneVocabulary<Zone>;
  player(ctx: BuildContext<Zone>, entry: Entry): Player;
  step(ctx: BuildContext<Zone>, node: Node | null, index: number, listRange: import("../diagnostics/types.js").Range): Step;
  expect(ctx: BuildContext<Zone>, node: Node | null, range: import("../diagnostics/types.js").Range): ExpectModelOf<PlayerExpect>;
}

export interface ScenarioFrame<Step, PlayerExpect, Player extends PlayerModelBase> {
  /** What every game's model has. */
  readonly base: ScenarioModelBase<Step, PlayerExpect, Player>;
  /** A top-level value, for the keys only this game has. */
  readonly value: (key: string) => Node | null | undefined;
  readonly reader: Reader;
  /** Ranges where a split card name was joined; findings inside them are its consequences. */
  readonly joined: readonly import("../diagnostics/types.js").Range[];
}

/**
 * The game-independent part of building a scenario model: the title and source, `rules:`,
 * `seed:`, the players (with no `players:` section the turn player is the only one, as the
 * engines add it), `turn:`, and the order of the findings: turn, players, steps, expectation.
 * The game reads each player, step and expectation through `parts`.
 */
export function buildScenarioFrame<Zone extends string, Step, PlayerExpect, Player extends PlayerModelBase>(
  doc: Document,
  source: SourceText,
  isCardName: (text: string) => boolean,
  customCards: readonly CustomCardModel[],
  out: Diagnostic[],
  parts: ScenarioParts<Zone, Step, PlayerExpect, Player>,
): ScenarioFrame<Step, PlayerExpect, Player> {
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
  const ctx = new BuildContext<Zone>(reader, refs, out, players, parts.vocabulary);
  const turn: Located<string> | undefined = turnText !== undefined && turnEntry ? { value: turnText, range: turnEntry.range } : undefined;
  if (turn) ctx.checkPlayer(turn);

  const title = reader.string(value("scenario"));
  const sourceText = reader.string(value("source"));
  const expectEntry = reader.get(top, "expect");
  const stepsNode = value("steps") ?? null;
  const listRange = reader.rangeOf(stepsNode, documentRange);
  const base: ScenarioModelBase<Step, PlayerExpect, Player> = {
    ...(title !== undefined ? { title } : {}),
    ...(sourceText !== undefined ? { source: sourceText } : {}),
    rules: reader.items(value("rules")).map((n) => reader.text(n)).filter((r): r is string => r !== undefined),
    seed: reader.integer(value("seed")) ?? 0,
    ...(turn && players.includes(turn.value) ? { turn } : {}),
    players: playerEntries.map((e) => parts.player(ctx, e)),
    customCards,
    steps: reader.items(stepsNode).map((item, index) => parts.step(ctx, item, index, listRange)),
    ...(expectEntry && expectEntry.node ? { expect: parts.expect(ctx, expectEntry.node, expectEntry.range) } : {}),
    documentRange,
  };
  return { base, value, reader, joined: refs.joined };
}
