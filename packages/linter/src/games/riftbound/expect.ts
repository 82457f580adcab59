import { mightOf, type CardId, type PlayerId, type RiftState, type RiftZone } from "@recycle-rules/engine";
import { wrongDestination } from "../../diagnostics/recycle-wrong-destination.js";
import { expectMismatch } from "../../diagnostics/scenario-expect-mismatch.js";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import type { ExpectEnv } from "../../expect/env.js";
import { whenMoved } from "../../expect/move-history.js";
import { checkZone, zoneRules, type PropertyProblem } from "../../expect/zones.js";
import { refMatches } from "./card-match.js";
import type { ScenarioCards } from "./cards.js";
import type { ExpectCardModel, PlayerExpectModel } from "./model.js";
import type { RecycleLog } from "./recycle-log.js";

const DECKS: readonly RiftZone[] = ["main-deck", "rune-deck"];

export type RiftExpectEnv = ExpectEnv<RiftState, ScenarioCards, RecycleLog>;

/** Checks one player's part of an expectation against the state. */
export function checkPlayerExpect(env: RiftExpectEnv, expect: PlayerExpectModel): void {
  for (const zone of expect.zones) checkZone(ZONES, env, expect.player, zone);
  const resources = env.state.resources[expect.player];
  const compare = (what: string, expected: { value: number; range: Range } | undefined, actual: number): void => {
    if (expected && expected.value !== actual) {
      env.out.push(expectMismatch.create({ range: expected.range, message: `${expect.player} has ${actual} ${what}, not ${expected.value}.` }));
    }
  };
  compare("energy", expect.energy, resources?.energy ?? 0);
  compare("points", expect.points, resources?.points ?? 0);
  compare("XP", expect.xp, resources?.xp ?? 0);
  for (const p of expect.power) compare(`${p.domain} power`, p, resources?.power[p.domain] ?? 0);
}

const ZONES = zoneRules<RiftState, ScenarioCards, RecycleLog, RiftZone, ExpectCardModel>({
  ordered: (zone) => DECKS.includes(zone),
  orderWording: "top to bottom",
  separator: ", ",
  refMatches,
  propertyProblems,
  explainMissing: recycleExplanation,
  explainPresent: (env, id, e, player, zone) => {
    const recycled = env.log.find(id);
    if (!recycled || recycled.id !== id) return undefined;
    return wrongDestination.create({
      range: e.range,
      message: `${recycled.name} was recycled from ${recycled.from.player}'s ${recycled.from.zone} into ${player}'s ${zone}${whenMoved(env.history.lastMove(id))} (${recycled.rule}), so it is there.`,
      rule: [recycled.rule],
    });
  },
  emptyPosition: "the deck has no card there",
});

/**
 * When the card an expectation misplaces was last moved by a recycle, the expectation is wrong
 * about a recycle destination: say where the rules sent it and which rule decided it.
 */
function recycleExplanation(env: RiftExpectEnv, e: ExpectCardModel, player: PlayerId, zone: RiftZone): Diagnostic | undefined {
  const r = env.log.find(e.ref.text);
  if (!r) return undefined;
  const to = `${r.to.player}'s ${r.to.zone}`;
  const when = whenMoved(env.history.lastMove(r.id));
  if (r.ceased) {
    return wrongDestination.create({
      range: e.range,
      rule: [env.cite("186.1")],
      message: env.cite(`${r.name} is a token: recycled from ${r.from.player}'s ${r.from.zone}${when}, it went to the bottom of ${to} and ceased to exist there (186.1), so it is in no zone.`),
    });
  }
  if (r.to.player !== player || r.to.zone !== zone) {
    return wrongDestination.create({
      range: e.range,
      rule: [r.rule],
      message: `${r.name} was recycled from ${r.from.player}'s ${r.from.zone} to the bottom of ${to}${when} (${r.rule}), not to ${player}'s ${zone}.`,
    });
  }
  const ids = ZONES.ids(env.state, player, zone);
  const position = ids.indexOf(r.id);
  return wrongDestination.create({
    range: e.range,
    rule: [env.cite("416.1")],
    message: `${r.name} was recycled to the bottom of ${to}${when} (${env.cite("416.1")})${position >= 0 ? `; it is card ${position + 1} of ${ids.size}, top to bottom` : ""}: ${ZONES.listing(env.state, player, zone)}.`,
  });
}

function propertyProblems(state: RiftState, id: CardId, e: ExpectCardModel): PropertyProblem[] {
  const card = state.cards.get(id);
  if (!card) return [];
  const out: PropertyProblem[] = [];
  const might = mightOf(state, id);
  if (e.might && might !== e.might.value) out.push({ range: e.might.range, message: `${card.def.name}'s Might is ${might ?? "undefined (it has none)"}, not ${e.might.value}.` });
  if (e.exhausted && card.exhausted !== e.exhausted.value) out.push({ range: e.exhausted.range, message: `${card.def.name} is ${card.exhausted ? "exhausted" : "ready"}.` });
  if (e.buffed && card.buffed !== e.buffed.value) out.push({ range: e.buffed.range, message: `${card.def.name} is ${card.buffed ? "" : "not "}buffed.` });
  return out;
}
