import { isNameOnlyMtgCard } from "@recycle-rules/cards";
import { citeMtg, colorOf, createMtgGame, type CreatedMtgGame, type MtgCardDef, type MtgCardSpec, type MtgPlayerSetup, type MtgState } from "@recycle-rules/engine";
import { UnmodelledCards } from "../../cards/unmodelled-cards.js";
import { cardNotModelled } from "../../diagnostics/scenario-card-not-modelled.js";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import { commonSpec, reportSetupProblem, resolveSetup, setFields } from "../../replay/setup.js";
import type { MtgScenarioCards } from "./cards.js";
import type { MtgScenarioModel } from "./model.js";
import { MTG_SETUP_ZONES } from "./schema.js";

/**
 * The starting state of an MTG scenario: every card of `players:` resolved against the bundled
 * MTG cards and the file's custom cards, handed to createMtgGame. An unknown card is reported and
 * left out; a real card the data has by name only plays without abilities, with a warning; the
 * engine's set-up problems (a token in a library, another player's card in a hand,
 * a duplicate id, unreadable floating mana, a chosen color off the battlefield) are reported on
 * the entry they concern, else on the player's key they concern (`mana:`, `energy:`) or the player.
 */
export function createMtgStart(model: MtgScenarioModel, cards: MtgScenarioCards, out: Diagnostic[]): CreatedMtgGame<MtgState> {
  const nameOnly = new NameOnlyCards();
  const unmodelled = new UnmodelledCards((def) => cards.isCustom(def));
  const resolved = resolveSetup(
    model.players,
    MTG_SETUP_ZONES,
    cards,
    (def, entry): MtgCardSpec => {
      nameOnly.note(def, entry.ref.range);
      unmodelled.note(def, entry.ref.range);
      const chosenColor = entry.chosenColor ? colorOf(entry.chosenColor.value) : undefined;
      return { def, ...commonSpec(entry), ...setFields({ tapped: entry.tapped, counters: entry.counters, damage: entry.damage, chosenColor }) };
    },
    (player) => setFields({ life: player.life, mana: player.mana?.value, energy: player.energy?.value }),
    out,
  );
  nameOnly.report(out);
  unmodelled.report(out);
  const players: Record<string, MtgPlayerSetup> = resolved.players;
  const activePlayer = model.turn?.value ?? model.players[0]?.id ?? "A";
  const created = createMtgGame({ seed: model.seed, activePlayer, step: model.step, turnNumber: model.turnNumber, edition: model.edition, players });
  for (const problem of created.problems) {
    const player = model.players.find((p) => p.id === problem.player);
    const key = problem.key === "energy" ? player?.energy : problem.key === "mana" ? player?.mana : undefined;
    const range = resolved.entry(problem.player, problem.zone, problem.index)?.range ?? key?.range ?? player?.keyRange;
    // The engine writes current numbers; a seed-edition file cites them labelled (citeMtg).
    const cited = { ...problem, message: citeMtg(problem.message, model.edition), ...(problem.rule === undefined ? {} : { rule: citeMtg(problem.rule, model.edition) }) };
    reportSetupProblem(cited, range, out);
  }
  return created;
}

/**
 * Real cards the card data knows by name only (Magic's name index): they play as cards with
 * their types and no abilities, which the author is told once per place that names them (a
 * `deck:` list's cards all point at its reference, so they are one warning there).
 */
class NameOnlyCards {
  private readonly at = new Map<string, { range: Range; names: string[] }>();

  note(def: MtgCardDef, range: Range): void {
    if (!isNameOnlyMtgCard(def)) return;
    const key = `${range.startOffset}:${range.endOffset}`;
    const place = this.at.get(key) ?? { range, names: [] };
    if (!place.names.includes(def.name)) place.names.push(def.name);
    this.at.set(key, place);
  }

  report(out: Diagnostic[]): void {
    for (const { range, names: found } of this.at.values()) {
      // A deck's cards arrive shuffled: the names are listed in order.
      const names = [...found].sort((a, b) => a.localeCompare(b, "en"));
      const listed = names.length > 8 ? `${names.slice(0, 8).join(", ")} and ${names.length - 8} more` : names.join(", ");
      const message =
        names.length === 1
          ? `${names[0]} is a real Magic card, but the card data has only its name and types, no definition: it plays as a card without abilities, so nothing its text does happens in the replay. Define it under cards: to give it its text.`
          : `${names.length} cards here are real Magic cards the card data has by name and types only (${listed}): they play as cards without abilities, so nothing their text does happens in the replay. Define them under cards: to give them their text.`;
      out.push(cardNotModelled.create({ range, message }));
    }
  }
}
