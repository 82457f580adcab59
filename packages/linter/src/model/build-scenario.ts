import { PHASES, type Phase } from "@recycle-rules/engine";
import type { Document, Node } from "yaml";
import type { Diagnostic } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import { buildExpect } from "./build-expect.js";
import { buildPlayers } from "./build-players.js";
import { buildSteps } from "./build-steps.js";
import { CardRefReader } from "./card-refs.js";
import { BuildContext } from "./context.js";
import { Reader } from "./reader.js";
import type { CustomCardModel, Located, ScenarioModel } from "./types.js";

export interface BuiltScenario {
  readonly model: ScenarioModel;
  /** Ranges where a split card name was joined; findings inside them are its consequences. */
  readonly joined: readonly import("../diagnostics/types.js").Range[];
}

/**
 * Turns the parsed document into the scenario model. `isCardName` says whether a text names a
 * printed or custom card (needed to notice names split by a flow comma).
 */
export function buildScenario(
  doc: Document,
  source: SourceText,
  isCardName: (text: string) => boolean,
  customCards: readonly CustomCardModel[],
  out: Diagnostic[],
): BuiltScenario {
  const reader = new Reader(source);
  const documentRange = source.range(0, source.text.length);
  const root = doc.contents as Node | null;
  const top = reader.entries(root, documentRange);
  const value = (key: string): Node | null | undefined => reader.get(top, key)?.node;

  const playersEntry = reader.get(top, "players");
  const playerEntries = reader.entries(playersEntry?.node, documentRange).filter((e) => /^[A-Za-z0-9_-]+$/.test(e.key));
  const turnEntry = reader.get(top, "turn");
  const turnText = reader.string(turnEntry?.node)?.trim();
  const declared = playerEntries.map((e) => e.key);
  // With no players: section the turn player is the only one (the engine adds it the same way).
  const players = declared.length > 0 ? declared : [turnText ?? "A"];

  const refs = new CardRefReader(reader, isCardName, out);
  const ctx = new BuildContext(reader, refs, out, players);
  const turn: Located<string> | undefined = turnText !== undefined && turnEntry ? { value: turnText, range: turnEntry.range } : undefined;
  if (turn) ctx.checkPlayer(turn);

  const gameEntry = reader.get(top, "game");
  const game = reader.string(gameEntry?.node);
  const phase = reader.string(value("phase"));
  const rules = reader.items(value("rules")).map((n) => reader.text(n)).filter((r): r is string => r !== undefined);
  const expectEntry = reader.get(top, "expect");
  const title = reader.string(value("scenario"));
  const sourceText = reader.string(value("source"));

  const model: ScenarioModel = {
    ...(title !== undefined ? { title } : {}),
    ...(sourceText !== undefined ? { source: sourceText } : {}),
    game: game !== undefined && gameEntry ? { value: game, range: gameEntry.range } : undefined,
    rules,
    seed: reader.integer(value("seed")) ?? 0,
    ...(turn && players.includes(turn.value) ? { turn } : {}),
    phase: (PHASES as readonly string[]).includes(phase ?? "") ? (phase as Phase) : "main",
    showdown: reader.boolean(value("showdown")) ?? false,
    players: buildPlayers(ctx, playerEntries),
    customCards,
    steps: buildSteps(ctx, value("steps") ?? null),
    ...(expectEntry && expectEntry.node ? { expect: buildExpect(ctx, expectEntry.node, expectEntry.range) } : {}),
    documentRange,
  };
  return { model, joined: refs.joined };
}
