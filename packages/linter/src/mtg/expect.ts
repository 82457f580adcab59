import { normalizeCardName } from "@recycle-rules/cards";
import {
  EMPTY_POOL,
  citeMtg,
  formatPool,
  hasLost,
  mtgPowerToughness,
  parsePool,
  type CardId,
  type MtgEdition,
  type MtgState,
  type PlayerId,
  type StepResult,
  type Violation,
} from "@recycle-rules/engine";
import { wrongDestination } from "../diagnostics/recycle-wrong-destination.js";
import { expectMismatch } from "../diagnostics/scenario-expect-mismatch.js";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import { checkEvents } from "../expect/events.js";
import { ruleCovers } from "../expect/illegal.js";
import { unknownMtgCard, type MtgScenarioCards } from "./cards.js";
import type { DiscardLog } from "./discard-log.js";
import type { MtgExpectCardModel, MtgExpectModel, MtgPlayerExpectModel, MtgStepModel, MtgZoneExpectModel } from "./model.js";
import type { MtgSetupZoneName } from "./schema.js";
import { mtgViolationRange } from "./violations.js";

export interface MtgExpectEnv {
  readonly state: MtgState;
  readonly log: DiscardLog;
  readonly cards: MtgScenarioCards;
  /** Every card id and name that existed at some point (lower case): tokens' names and ids stay names after they cease. */
  readonly knownIds: ReadonlySet<string>;
  readonly out: Diagnostic[];
}

/** A partial expectation: only what is named is checked. `lines` are the rendered events it may match. */
export function checkMtgExpect(env: MtgExpectEnv, expect: MtgExpectModel, lines: readonly string[]): void {
  for (const player of expect.players) checkPlayer(env, player);
  if (expect.events.length > 0) checkEvents(expect.events, lines, env.out);
}

/**
 * `illegal: "702.29a"`: the step must be refused for that rule (or a sub-rule), or flagged with an
 * error for it. Either numbering of Cycling is accepted (702.26a in a current-edition file means
 * 702.29a); the diagnostics cite the file's edition. The matching violations are the expected
 * outcome and are returned to be left out of the diagnostics.
 */
export function checkMtgIllegal(step: MtgStepModel, result: StepResult<MtgState>, edition: MtgEdition, out: Diagnostic[]): Set<Violation> {
  const expected = step.expect?.illegal;
  if (!expected) return new Set();
  const other: MtgEdition = edition === "current" ? "seed" : "current";
  const wanted = [expected.value, citeMtg(expected.value, edition, other)];
  const errors = result.violations.filter((v) => v.severity === "error");
  const matching = errors.filter((v) => wanted.some((w) => mtgRuleCovers(w, v.rule)));
  if (matching.length > 0) return new Set(matching);
  const refusal = result.refused ? errors[errors.length - 1] : errors[0];
  if (refusal) {
    out.push(
      expectMismatch.create({
        range: expected.range,
        message: `The step is illegal under ${refusal.rule}, not ${expected.value}: ${refusal.message}`,
        rule: [refusal.rule],
        related: [{ message: "the part of the step at fault", range: mtgViolationRange(step, refusal.at) }],
      }),
    );
    return new Set([refusal]);
  }
  out.push(expectMismatch.create({ range: expected.range, message: `The step is legal and happened, but the expectation says it is illegal under ${expected.value}.`, rule: [expected.value] }));
  return new Set();
}

/** "702.29" covers 702.29a (Magic's sub-rules are letters), "118" covers 118.3, as 416 covers 416.3 in Riftbound. */
export function mtgRuleCovers(expected: string, actual: string): boolean {
  return ruleCovers(expected, actual) || (/\d$/.test(expected) && actual.startsWith(expected) && /^[a-z]+$/.test(actual.slice(expected.length)));
}

function checkPlayer(env: MtgExpectEnv, expect: MtgPlayerExpectModel): void {
  const { state, out } = env;
  const p = expect.player;
  for (const zone of expect.zones) checkZone(env, p, zone);
  const ps = state.playerState[p];
  if (expect.life && expect.life.value !== (ps?.life ?? 0)) {
    out.push(expectMismatch.create({ range: expect.life.range, message: `${p} has ${ps?.life ?? 0} life, not ${expect.life.value}.` }));
  }
  if (expect.mana) {
    const wanted = parsePool(expect.mana.value);
    const actual = formatPool(ps?.mana ?? EMPTY_POOL);
    if (!wanted) out.push(syntax.create({ range: expect.mana.range, message: `"${expect.mana.value}" is not mana: write symbols such as "{1}{U}" (a number is colourless mana in a pool).` }));
    else if (formatPool(wanted) !== actual) out.push(expectMismatch.create({ range: expect.mana.range, message: `${p}'s mana pool holds ${actual}, not ${formatPool(wanted)}.` }));
  }
  if (expect.lost && expect.lost.value !== hasLost(state, p)) {
    out.push(
      expectMismatch.create({
        range: expect.lost.range,
        message: hasLost(state, p) ? `${p} has lost the game${ps?.lossReason ? `: ${ps.lossReason}` : ""}.` : `${p} has not lost the game.`,
      }),
    );
  }
}

function zoneIds(state: MtgState, player: PlayerId, zone: MtgSetupZoneName): readonly CardId[] {
  return state.zones[player]?.[zone] ?? [];
}

function names(state: MtgState, ids: readonly CardId[]): string {
  return ids.length === 0 ? "nothing" : ids.map((id) => state.cards[id]?.def.name ?? id).join("; ");
}

function listing(state: MtgState, player: PlayerId, zone: MtgSetupZoneName): string {
  const ids = zoneIds(state, player, zone);
  if (ids.length === 0) return `${player}'s ${zone} is empty`;
  return zone === "library" ? `${player}'s library is, top first: ${names(state, ids)}` : `${player}'s ${zone} holds: ${names(state, ids)}`;
}

function refMatches(state: MtgState, id: CardId, ref: string): boolean {
  const card = state.cards[id];
  if (!card) return false;
  return id.toLowerCase() === ref.trim().toLowerCase() || normalizeCardName(card.def.name) === normalizeCardName(ref);
}

function checkZone(env: MtgExpectEnv, player: PlayerId, zone: MtgZoneExpectModel): void {
  const known = (cards: readonly MtgExpectCardModel[]): boolean => {
    let ok = true;
    for (const c of cards) {
      if (env.cards.isCardName(c.ref.text) || env.knownIds.has(c.ref.text.toLowerCase())) continue;
      env.out.push(unknownMtgCard(env.cards, c.ref, [...env.knownIds]));
      ok = false;
    }
    return ok;
  };
  const ids = zoneIds(env.state, player, zone.zone);
  if (zone.whole && known(zone.whole)) {
    if (zone.zone === "library") checkSequence(env, player, zone, zone.whole, [...ids], zone.range, true, 0);
    else checkMultiset(env, player, zone, zone.whole, zone.range);
  }
  for (const check of zone.checks) {
    if (!known(check.cards)) continue;
    const n = check.cards.length;
    if (check.kind === "top") checkSequence(env, player, zone, check.cards, ids.slice(0, n), check.range, false, 0);
    else if (check.kind === "bottom") checkSequence(env, player, zone, check.cards, ids.slice(Math.max(0, ids.length - n)), check.range, false, Math.max(0, ids.length - n));
    else if (check.kind === "includes") checkIncludes(env, player, zone, check.cards);
    else checkExcludes(env, player, zone, check.cards);
  }
  if (zone.count && zone.count.value !== ids.length) {
    env.out.push(expectMismatch.create({ range: zone.count.range, message: `${player}'s ${zone.zone} has ${ids.length} card${ids.length === 1 ? "" : "s"}, not ${zone.count.value}: ${listing(env.state, player, zone.zone)}.` }));
  }
}

function checkSequence(env: MtgExpectEnv, player: PlayerId, zone: MtgZoneExpectModel, expected: readonly MtgExpectCardModel[], actual: readonly CardId[], listRange: Range, whole: boolean, offset: number): void {
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    const e = expected[i];
    const id = actual[i];
    if (e && id !== undefined && refMatches(env.state, id, e.ref.text)) {
      checkProperties(env, id, e);
      continue;
    }
    if (!e) {
      if (whole) env.out.push(expectMismatch.create({ range: listRange, message: `${player}'s ${zone.zone} has more cards than listed: ${listing(env.state, player, zone.zone)}.` }));
      return;
    }
    const found = id === undefined ? "the library has no card there" : `${env.state.cards[id]?.def.name ?? id} is there`;
    env.out.push(
      discardExplanation(env, e, player, zone.zone) ??
        expectMismatch.create({ range: e.range, message: `Expected ${e.ref.text} at position ${offset + i + 1} of ${player}'s library, but ${found}: ${listing(env.state, player, zone.zone)}.` }),
    );
    return;
  }
}

function checkMultiset(env: MtgExpectEnv, player: PlayerId, zone: MtgZoneExpectModel, expected: readonly MtgExpectCardModel[], listRange: Range): void {
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
    env.out.push(expectMismatch.create({ range: listRange, message: `${player}'s ${zone.zone} also holds ${names(env.state, remaining)}, which the list leaves out: ${listing(env.state, player, zone.zone)}.` }));
  }
}

function checkIncludes(env: MtgExpectEnv, player: PlayerId, zone: MtgZoneExpectModel, expected: readonly MtgExpectCardModel[]): void {
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

function checkExcludes(env: MtgExpectEnv, player: PlayerId, zone: MtgZoneExpectModel, expected: readonly MtgExpectCardModel[]): void {
  for (const e of expected) {
    const id = zoneIds(env.state, player, zone.zone).find((c) => refMatches(env.state, c, e.ref.text));
    if (id === undefined) continue;
    const discarded = env.log.find(id);
    if (discarded && discarded.id === id) {
      const why = discarded.replacedBy ? `${discarded.replacedBy} exiled it instead (614.1a)` : `a discarded card goes to its owner's graveyard (701.8a)`;
      const how = discarded.cycled ? ` to pay its cycling cost` : "";
      env.out.push(
        wrongDestination.create({
          range: e.range,
          message: `${discarded.name} was discarded${how} from ${discarded.from.player}'s ${discarded.from.zone} and ${why}, so it is in ${player}'s ${zone.zone}.`,
          rule: [discarded.replacedBy ? "614.1a" : "701.8a"],
        }),
      );
    } else {
      env.out.push(expectMismatch.create({ range: e.range, message: `${e.ref.text} is in ${player}'s ${zone.zone}: ${listing(env.state, player, zone.zone)}.` }));
    }
  }
}

function pick(env: MtgExpectEnv, ids: readonly CardId[], e: MtgExpectCardModel): number {
  const byRef = ids.map((id, i) => ({ id, i })).filter(({ id }) => refMatches(env.state, id, e.ref.text));
  const exact = byRef.find(({ id }) => propertyProblems(env.state, id, e).length === 0);
  return (exact ?? byRef[0])?.i ?? -1;
}

function missing(env: MtgExpectEnv, e: MtgExpectCardModel, player: PlayerId, zone: MtgSetupZoneName): Diagnostic {
  return discardExplanation(env, e, player, zone) ?? expectMismatch.create({ range: e.range, message: `${e.ref.text} is not in ${player}'s ${zone}: ${listing(env.state, player, zone)}.` });
}

/**
 * When the card an expectation misplaces was last moved by a discard (a cycling cost, the
 * cleanup discard), the expectation is wrong about where a discarded card goes: say where it
 * went and which rule decided it: 701.8a (a discarded card goes to its owner's graveyard), or
 * 614.1a when a replacement effect exiled it instead (the cost was still paid, 118.11).
 */
function discardExplanation(env: MtgExpectEnv, e: MtgExpectCardModel, player: PlayerId, zone: MtgSetupZoneName): Diagnostic | undefined {
  const d = env.log.find(e.ref.text);
  if (!d || (d.to.player === player && d.to.zone === zone)) return undefined;
  // Only when the card is still where the discard put it: a later move is another story.
  const now = env.state.zones[d.to.player]?.[d.to.zone] ?? [];
  if (!now.includes(d.id)) return undefined;
  const how = d.cycled ? ` to pay its cycling cost (${citeMtg("702.29a", env.state.edition)})` : d.rule === "514.1" ? " in the cleanup step (514.1)" : "";
  if (d.replacedBy) {
    return wrongDestination.create({
      range: e.range,
      rule: ["614.1a"],
      message: `${d.name} was discarded${how}, but ${d.replacedBy} exiled it instead of putting it into ${d.to.player}'s graveyard (614.1a): it is in ${d.to.player}'s exile, not ${player}'s ${zone}. The discard still paid the cost (118.11).`,
    });
  }
  return wrongDestination.create({
    range: e.range,
    rule: ["701.8a"],
    message: `${d.name} was discarded${how}: a discarded card goes to its owner's graveyard (701.8a), so it is in ${d.to.player}'s ${d.to.zone}, not ${player}'s ${zone}.`,
  });
}

function propertyProblems(state: MtgState, id: CardId, e: MtgExpectCardModel): { range: Range; message: string }[] {
  const card = state.cards[id];
  if (!card) return [];
  const out: { range: Range; message: string }[] = [];
  const name = card.def.name;
  if (e.tapped && card.tapped !== e.tapped.value) out.push({ range: e.tapped.range, message: `${name} is ${card.tapped ? "tapped" : "untapped"}.` });
  if (e.token && card.token !== e.token.value) out.push({ range: e.token.range, message: `${name} is ${card.token ? "" : "not "}a token.` });
  const pt = mtgPowerToughness(state, id);
  if (e.power && pt?.power !== e.power.value) out.push({ range: e.power.range, message: pt ? `${name}'s power is ${pt.power}, not ${e.power.value}.` : `${name} has no power (it isn't a creature).` });
  if (e.toughness && pt?.toughness !== e.toughness.value) out.push({ range: e.toughness.range, message: pt ? `${name}'s toughness is ${pt.toughness}, not ${e.toughness.value}.` : `${name} has no toughness (it isn't a creature).` });
  for (const c of e.counters ?? []) {
    const n = card.counters[c.kind] ?? 0;
    if (n !== c.value) out.push({ range: c.range, message: `${name} has ${n} ${c.kind} counter${n === 1 ? "" : "s"}, not ${c.value}.` });
  }
  return out;
}

function checkProperties(env: MtgExpectEnv, id: CardId, e: MtgExpectCardModel): void {
  for (const p of propertyProblems(env.state, id, e)) env.out.push(expectMismatch.create(p));
}
