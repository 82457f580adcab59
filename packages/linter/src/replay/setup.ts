import { RIFT_ZONES, createRiftGame, type CreatedGame, type RiftCardSpec, type RiftPlayerSetup, type RiftState, type RiftZone } from "@recycle-rules/engine";
import type { ScenarioCards } from "../cards/catalog.js";
import { unknownCardDiagnostic } from "../cards/unknown-card.js";
import { invalidSetup } from "../diagnostics/scenario-invalid-setup.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { ScenarioModel, SetupCardModel } from "../model/types.js";

/**
 * The starting state: every card of `players:` resolved against the catalog and custom cards,
 * handed to the engine's createRiftGame. An unknown card is reported and left out; the engine's
 * set-up problems are reported on the entry they concern.
 */
export function createStart(model: ScenarioModel, cards: ScenarioCards, out: Diagnostic[]): CreatedGame<RiftState> {
  const players: Record<string, RiftPlayerSetup> = {};
  // Which model entry each engine spec came from, to place the engine's set-up problems.
  const sources: Record<string, Partial<Record<RiftZone, SetupCardModel[]>>> = {};
  for (const player of model.players) {
    const zones: Partial<Record<RiftZone, RiftCardSpec[]>> = {};
    sources[player.id] = {};
    for (const zone of RIFT_ZONES) {
      const entries = player.zones[zone];
      if (!entries) continue;
      const specs: RiftCardSpec[] = [];
      const used: SetupCardModel[] = [];
      for (const entry of entries) {
        const def = cards.lookup(entry.ref.text);
        if (!def) {
          out.push(unknownCardDiagnostic(cards, entry.ref));
          continue;
        }
        specs.push({
          def,
          ...(entry.id !== undefined ? { id: entry.id } : {}),
          ...(entry.exhausted !== undefined ? { exhausted: entry.exhausted } : {}),
          ...(entry.token !== undefined ? { token: entry.token } : {}),
          ...(entry.owner !== undefined ? { owner: entry.owner.value } : {}),
          ...(entry.buffed !== undefined ? { buffed: entry.buffed } : {}),
          ...(entry.mightThisTurn !== undefined ? { mightThisTurn: entry.mightThisTurn } : {}),
        });
        used.push(entry);
      }
      zones[zone] = specs;
      sources[player.id]![zone] = used;
    }
    players[player.id] = {
      zones,
      ...(player.energy !== undefined ? { energy: player.energy } : {}),
      ...(player.power !== undefined ? { power: player.power } : {}),
      ...(player.points !== undefined ? { points: player.points } : {}),
    };
  }
  const turnPlayer = model.turn?.value ?? model.players[0]?.id ?? "A";
  const created = createRiftGame({ seed: model.seed, turnPlayer, phase: model.phase, showdown: model.showdown, players });
  for (const problem of created.problems) {
    const entry = sources[problem.player]?.[problem.zone]?.[problem.index];
    if (!entry) continue;
    out.push(invalidSetup.create({ range: entry.range, message: problem.message, rule: problem.rule ? [problem.rule] : [] }));
  }
  return created;
}
