import { createMtgGame, type CreatedMtgGame, type MtgCardSpec, type MtgPlayerSetup, type MtgState } from "@recycle-rules/engine";
import { invalidSetup } from "../diagnostics/scenario-invalid-setup.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { unknownMtgCard, type MtgScenarioCards } from "./cards.js";
import type { MtgScenarioModel, MtgSetupCardModel } from "./model.js";
import { MTG_SETUP_ZONES, type MtgSetupZoneName } from "./schema.js";

/**
 * The starting state of an MTG scenario: every card of `players:` resolved against the bundled
 * MTG cards and the file's custom cards, handed to createMtgGame. An unknown card is reported and
 * left out; the engine's set-up problems (a token in a library, another player's card in a hand,
 * a duplicate id, unreadable floating mana) are reported on the entry they concern.
 */
export function createMtgStart(model: MtgScenarioModel, cards: MtgScenarioCards, out: Diagnostic[]): CreatedMtgGame<MtgState> {
  const players: Record<string, MtgPlayerSetup> = {};
  const sources: Record<string, Partial<Record<MtgSetupZoneName, MtgSetupCardModel[]>>> = {};
  for (const player of model.players) {
    const zones: Partial<Record<MtgSetupZoneName, MtgCardSpec[]>> = {};
    sources[player.id] = {};
    for (const zone of MTG_SETUP_ZONES) {
      const entries = player.zones[zone];
      if (!entries) continue;
      const specs: MtgCardSpec[] = [];
      const used: MtgSetupCardModel[] = [];
      for (const entry of entries) {
        const def = cards.lookup(entry.ref.text);
        if (!def) {
          out.push(unknownMtgCard(cards, entry.ref));
          continue;
        }
        specs.push({
          def,
          ...(entry.id !== undefined ? { id: entry.id } : {}),
          ...(entry.tapped !== undefined ? { tapped: entry.tapped } : {}),
          ...(entry.token !== undefined ? { token: entry.token } : {}),
          ...(entry.owner !== undefined ? { owner: entry.owner.value } : {}),
          ...(entry.counters !== undefined ? { counters: entry.counters } : {}),
          ...(entry.damage !== undefined ? { damage: entry.damage } : {}),
        });
        used.push(entry);
      }
      zones[zone] = specs;
      sources[player.id]![zone] = used;
    }
    players[player.id] = {
      zones,
      ...(player.life !== undefined ? { life: player.life } : {}),
      ...(player.mana !== undefined ? { mana: player.mana.value } : {}),
    };
  }
  const activePlayer = model.turn?.value ?? model.players[0]?.id ?? "A";
  const created = createMtgGame({ seed: model.seed, activePlayer, step: model.step, turnNumber: model.turnNumber, edition: model.edition, players });
  for (const problem of created.problems) {
    const player = model.players.find((p) => p.id === problem.player);
    const entry = problem.zone !== undefined && problem.index !== undefined ? sources[problem.player]?.[problem.zone]?.[problem.index] : undefined;
    const range = entry?.range ?? (problem.zone === undefined ? player?.mana?.range : undefined) ?? player?.keyRange;
    if (!range) continue;
    out.push(invalidSetup.create({ range, message: problem.message, rule: problem.rule ? [problem.rule] : [] }));
  }
  return created;
}
