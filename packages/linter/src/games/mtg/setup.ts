import { citeMtg, createMtgGame, type CreatedMtgGame, type MtgCardSpec, type MtgPlayerSetup, type MtgState } from "@recycle-rules/engine";
import type { Diagnostic } from "../../diagnostics/types.js";
import { commonSpec, reportSetupProblem, resolveSetup, setFields } from "../../replay/setup.js";
import type { MtgScenarioCards } from "./cards.js";
import type { MtgScenarioModel } from "./model.js";
import { MTG_SETUP_ZONES } from "./schema.js";

/**
 * The starting state of an MTG scenario: every card of `players:` resolved against the bundled
 * MTG cards and the file's custom cards, handed to createMtgGame. An unknown card is reported and
 * left out; the engine's set-up problems (a token in a library, another player's card in a hand,
 * a duplicate id, unreadable floating mana) are reported on the entry they concern, else on the
 * player's `mana:` or the player.
 */
export function createMtgStart(model: MtgScenarioModel, cards: MtgScenarioCards, out: Diagnostic[]): CreatedMtgGame<MtgState> {
  const resolved = resolveSetup(
    model.players,
    MTG_SETUP_ZONES,
    cards,
    (def, entry): MtgCardSpec => ({ def, ...commonSpec(entry), ...setFields({ tapped: entry.tapped, counters: entry.counters, damage: entry.damage }) }),
    (player) => setFields({ life: player.life, mana: player.mana?.value }),
    out,
  );
  const players: Record<string, MtgPlayerSetup> = resolved.players;
  const activePlayer = model.turn?.value ?? model.players[0]?.id ?? "A";
  const created = createMtgGame({ seed: model.seed, activePlayer, step: model.step, turnNumber: model.turnNumber, edition: model.edition, players });
  for (const problem of created.problems) {
    const player = model.players.find((p) => p.id === problem.player);
    const range = resolved.entry(problem.player, problem.zone, problem.index)?.range ?? (problem.zone === undefined ? player?.mana?.range : undefined) ?? player?.keyRange;
    // The engine writes current numbers; a seed-edition file cites them labelled (citeMtg).
    const cited = { ...problem, message: citeMtg(problem.message, model.edition), ...(problem.rule === undefined ? {} : { rule: citeMtg(problem.rule, model.edition) }) };
    reportSetupProblem(cited, range, out);
  }
  return created;
}
