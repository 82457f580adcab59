import { mightOf, type CardId, type PlayerId, type RiftState, type RiftZone } from "@recycle-rules/engine";
import type { ScenarioCards } from "../cards/catalog.js";
import { unknownCardDiagnostic } from "../cards/unknown-card.js";
import { wrongDestination } from "../diagnostics/recycle-wrong-destination.js";
import { expectMismatch } from "../diagnostics/scenario-expect-mismatch.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { ExpectCardModel, PlayerExpectModel, ZoneExpectModel } from "../model/types.js";
import { names, refMatches } from "./card-match.js";
import type { RecycleLog } from "./recycle-log.js";

const DECKS: readonly RiftZone[] = ["main-deck", "rune-deck"];

export interface ExpectEnv {
  readonly state: RiftState;
  readonly log: RecycleLog;
  readonly cards: ScenarioCards;
  /** Every card id that existed at some point (lower case): a ceased token's id is still a name. */
  readonly knownIds: ReadonlySet<string>;
  readonly out: Diagnostic[];
}

/** Checks one player's part of an expectation against the state. */
export function checkPlayerExpect(env: ExpectEnv, expect: PlayerExpectModel): void {
  for (const zone of expect.zones) checkZone(env, expect.player, zone);
  const resources = env.state.resources[expect.player];
  const compare = (what: string, expected: { value: number; range: Range } | undefined, actual: number): void => {
    if (expected && expected.value !== actual) {
      env.out.push(expectMismatch.create({ range: expected.range, message: `${expect.player} has ${actual} ${what}, not ${expected.value}.` }));
    }
  };
  compare("energy", expect.energy, resources?.energy ?? 0);
  compare("points", expect.points, resources?.points ?? 0);
  for (const p of expect.power) compare(`${p.domain} power`, p, resources?.power[p.domain] ?? 0);
}

function zoneIds(state: RiftState, player: PlayerId, zone: RiftZone): readonly CardId[] {
  return state.zones[player]?.[zone] ?? [];
}

function listing(state: RiftState, player: PlayerId, zone: RiftZone): string {
  const ids = zoneIds(state, player, zone);
  if (ids.length === 0) return `${player}'s ${zone} is empty`;
  return DECKS.includes(zone) ? `${player}'s ${zone} is, top to bottom: ${names(state, ids)}` : `${player}'s ${zone} holds: ${names(state, ids)}`;
}

function checkZone(env: ExpectEnv, player: PlayerId, zone: ZoneExpectModel): void {
  const known = (cards: readonly ExpectCardModel[]): boolean => {
    let ok = true;
    for (const c of cards) {
      if (env.cards.isCardName(c.ref.text) || env.knownIds.has(c.ref.text.toLowerCase())) continue;
      env.out.push(unknownCardDiagnostic(env.cards, c.ref, [...env.knownIds]));
      ok = false;
    }
    return ok;
  };
  const ids = zoneIds(env.state, player, zone.zone);
  if (zone.whole && known(zone.whole)) {
    if (DECKS.includes(zone.zone)) checkSequence(env, player, zone, zone.whole, [...ids], zone.range, true);
    else checkMultiset(env, player, zone, zone.whole, zone.range);
  }
  for (const check of zone.checks) {
    if (!known(check.cards)) continue;
    const n = check.cards.length;
    switch (check.kind) {
      case "top":
        checkSequence(env, player, zone, check.cards, ids.slice(0, n), check.range, false, 0);
        break;
      case "bottom":
        checkSequence(env, player, zone, check.cards, ids.slice(Math.max(0, ids.length - n)), check.range, false, Math.max(0, ids.length - n));
        break;
      case "includes":
        checkIncludes(env, player, zone, check.cards);
        break;
      case "excludes":
        checkExcludes(env, player, zone, check.cards);
        break;
    }
  }
  if (zone.count && zone.count.value !== ids.length) {
    env.out.push(expectMismatch.create({ range: zone.count.range, message: `${player}'s ${zone.zone} has ${ids.length} card${ids.length === 1 ? "" : "s"}, not ${zone.count.value}: ${listing(env.state, player, zone.zone)}.` }));
  }
}

/** Cards expected in order (a whole deck, or its top/bottom): the first difference is reported. */
function checkSequence(
  env: ExpectEnv,
  player: PlayerId,
  zone: ZoneExpectModel,
  expected: readonly ExpectCardModel[],
  actual: readonly CardId[],
  listRange: Range,
  whole: boolean,
  offset = 0,
): void {
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    const e = expected[i];
    const id = actual[i];
    if (e && id !== undefined && refMatches(env.state, id, e.ref.text)) {
      checkProperties(env, id, e);
      continue;
    }
    if (!e) {
      if (whole) {
        env.out.push(expectMismatch.create({ range: listRange, message: `${player}'s ${zone.zone} has more cards than listed: ${listing(env.state, player, zone.zone)}.` }));
      }
      return;
    }
    const where = `position ${offset + i + 1} of ${player}'s ${zone.zone}`;
    const found = id === undefined ? `the deck has no card there` : `${env.state.cards[id]?.def.name ?? id} is there`;
    env.out.push(
      recycleExplanation(env, e, player, zone.zone) ??
        expectMismatch.create({ range: e.range, message: `Expected ${e.ref.text} at ${where}, but ${found}: ${listing(env.state, player, zone.zone)}.` }),
    );
    return;
  }
}

/** A whole unordered zone: the same cards, in any order. */
function checkMultiset(env: ExpectEnv, player: PlayerId, zone: ZoneExpectModel, expected: readonly ExpectCardModel[], listRange: Range): void {
  const remaining = [...zoneIds(env.state, player, zone.zone)];
  for (const e of expected) {
    const at = pick(env, remaining, e);
    if (at < 0) {
      env.out.push(missing(env, e, player, zone.zone));
      continue;
    }
    checkProperties(env, remaining[at] as CardId, e);
    remaining.splice(at, 1);
  }
  if (remaining.length > 0) {
    env.out.push(
      expectMismatch.create({ range: listRange, message: `${player}'s ${zone.zone} also holds ${names(env.state, remaining)}, which the list leaves out: ${listing(env.state, player, zone.zone)}.` }),
    );
  }
}

function checkIncludes(env: ExpectEnv, player: PlayerId, zone: ZoneExpectModel, expected: readonly ExpectCardModel[]): void {
  const remaining = [...zoneIds(env.state, player, zone.zone)];
  for (const e of expected) {
    const at = pick(env, remaining, e);
    if (at < 0) env.out.push(missing(env, e, player, zone.zone));
    else {
      checkProperties(env, remaining[at] as CardId, e);
      remaining.splice(at, 1);
    }
  }
}

function checkExcludes(env: ExpectEnv, player: PlayerId, zone: ZoneExpectModel, expected: readonly ExpectCardModel[]): void {
  for (const e of expected) {
    const id = zoneIds(env.state, player, zone.zone).find((c) => refMatches(env.state, c, e.ref.text));
    if (id === undefined) continue;
    const recycled = env.log.find(id);
    if (recycled && recycled.id === id) {
      env.out.push(
        wrongDestination.create({
          range: e.range,
          message: `${recycled.name} was recycled from ${recycled.from.player}'s ${recycled.from.zone} into ${player}'s ${zone.zone} (${recycled.rule}), so it is there.`,
          rule: [recycled.rule],
        }),
      );
    } else {
      env.out.push(expectMismatch.create({ range: e.range, message: `${e.ref.text} is in ${player}'s ${zone.zone}: ${listing(env.state, player, zone.zone)}.` }));
    }
  }
}

/** Index of the best actual card for an expected one: matching properties first, then by name. */
function pick(env: ExpectEnv, ids: readonly CardId[], e: ExpectCardModel): number {
  const byRef = ids.map((id, i) => ({ id, i })).filter(({ id }) => refMatches(env.state, id, e.ref.text));
  const exact = byRef.find(({ id }) => propertyProblems(env.state, id, e).length === 0);
  return (exact ?? byRef[0])?.i ?? -1;
}

function missing(env: ExpectEnv, e: ExpectCardModel, player: PlayerId, zone: RiftZone): Diagnostic {
  return (
    recycleExplanation(env, e, player, zone) ??
    expectMismatch.create({ range: e.range, message: `${e.ref.text} is not in ${player}'s ${zone}: ${listing(env.state, player, zone)}.` })
  );
}

/**
 * When the card an expectation misplaces was last moved by a recycle, the expectation is wrong
 * about a recycle destination: say where the rules sent it and which rule decided it.
 */
function recycleExplanation(env: ExpectEnv, e: ExpectCardModel, player: PlayerId, zone: RiftZone): Diagnostic | undefined {
  const r = env.log.find(e.ref.text);
  if (!r) return undefined;
  const to = `${r.to.player}'s ${r.to.zone}`;
  if (r.ceased) {
    return wrongDestination.create({
      range: e.range,
      rule: ["186.1"],
      message: `${r.name} is a token: recycled from ${r.from.player}'s ${r.from.zone}, it went to the bottom of ${to} and ceased to exist there (186.1), so it is in no zone.`,
    });
  }
  if (r.to.player !== player || r.to.zone !== zone) {
    return wrongDestination.create({
      range: e.range,
      rule: [r.rule],
      message: `${r.name} was recycled to the bottom of ${to} (${r.rule}), not to ${player}'s ${zone}.`,
    });
  }
  const ids = zoneIds(env.state, player, zone);
  const position = ids.indexOf(r.id);
  return wrongDestination.create({
    range: e.range,
    rule: ["416.1"],
    message: `${r.name} was recycled to the bottom of ${to} (416.1)${position >= 0 ? `; it is card ${position + 1} of ${ids.length}, top to bottom` : ""}: ${listing(env.state, player, zone)}.`,
  });
}

function propertyProblems(state: RiftState, id: CardId, e: ExpectCardModel): { range: Range; message: string }[] {
  const card = state.cards[id];
  if (!card) return [];
  const out: { range: Range; message: string }[] = [];
  const might = mightOf(state, id);
  if (e.might && might !== e.might.value) out.push({ range: e.might.range, message: `${card.def.name}'s Might is ${might ?? "undefined (it has none)"}, not ${e.might.value}.` });
  if (e.exhausted && card.exhausted !== e.exhausted.value) out.push({ range: e.exhausted.range, message: `${card.def.name} is ${card.exhausted ? "exhausted" : "ready"}.` });
  if (e.buffed && card.buffed !== e.buffed.value) out.push({ range: e.buffed.range, message: `${card.def.name} is ${card.buffed ? "" : "not "}buffed.` });
  return out;
}

function checkProperties(env: ExpectEnv, id: CardId, e: ExpectCardModel): void {
  for (const p of propertyProblems(env.state, id, e)) env.out.push(expectMismatch.create(p));
}
