import { RIFT_ZONES, createRiftGame, type CreatedGame, type RiftCardSpec, type RiftPlayerSetup, type RiftState } from "@recycle-rules/engine";
import { UnmodelledCards } from "../../cards/unmodelled-cards.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import { commonSpec, reportSetupProblem, resolveSetup, setFields } from "../../replay/setup.js";
import { battlefieldPlaces, withBattlefields } from "./battlefield-setup.js";
import type { ScenarioCards } from "./cards.js";
import type { ScenarioModel } from "./model.js";

/**
 * The starting state: every card of `players:` resolved against the catalog and custom cards,
 * handed to the engine's createRiftGame. An unknown card is reported and left out; a printed card
 * with text the engine doesn't model is told where it is set up (scenario/unmodelled-text); the
 * engine's set-up problems are reported on the entry they concern.
 */
export function createStart(model: ScenarioModel, cards: ScenarioCards, out: Diagnostic[]): CreatedGame<RiftState> {
  const unmodelled = new UnmodelledCards((def) => cards.isCustom(def));
  const players = withBattlefields(model.players, model.battlefields);
  const resolved = resolveSetup(
    players,
    RIFT_ZONES,
    cards,
    (def, entry): RiftCardSpec => {
      unmodelled.note(def, entry.ref.range);
      return { def, ...commonSpec(entry), ...setFields({ exhausted: entry.exhausted, buffed: entry.buffed, mightThisTurn: entry.mightThisTurn, damage: entry.damage, at: entry.at, banishedWith: entry.banishedWith, hiddenThisTurn: entry.hiddenThisTurn }) };
    },
    (player) => setFields({ energy: player.energy, power: player.power, points: player.points, xp: player.xp, chosenChampion: player.chosenChampion }),
    out,
  );
  unmodelled.report(out);
  const setups: Record<string, RiftPlayerSetup> = resolved.players;
  const turnPlayer = model.turn?.value ?? model.players[0]?.id ?? "A";
  const battlefields = battlefieldPlaces(players, (player, index) => resolved.entry(player, "battlefield", index), model.battlefields);
  const created = createRiftGame({ seed: model.seed, turnPlayer, phase: model.phase, showdown: model.showdown, battlefields, players: setups });
  for (const problem of created.problems) reportSetupProblem(problem, resolved.entry(problem.player, problem.zone, problem.index)?.range, out);
  return created;
}
