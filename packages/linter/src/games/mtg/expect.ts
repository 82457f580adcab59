import { normalizeCardName } from "@recycle-rules/cards";
import { COLOR_WORDS, EMPTY_POOL, bareRule, characteristicsOf, citeMtg, colorOf, formatPool, hasLost, keywordsOf, mtgPowerToughness, parsePool, zoneOf, type CardId, type MtgColor, type MtgEdition, type MtgState, type PlayerId } from "@recycle-rules/engine";
import { wrongDestination } from "../../diagnostics/recycle-wrong-destination.js";
import { expectMismatch } from "../../diagnostics/scenario-expect-mismatch.js";
import { syntax } from "../../diagnostics/scenario-syntax.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { ExpectEnv } from "../../expect/env.js";
import { ruleCovers } from "../../expect/illegal.js";
import { checkZone, zoneRules, type PropertyProblem } from "../../expect/zones.js";
import type { MtgScenarioCards } from "./cards.js";
import { NO_CHOSEN_COLOR } from "./chosen-color.js";
import type { DiscardLog } from "./discard-log.js";
import type { MtgExpectCardModel, MtgPlayerExpectModel } from "./model.js";
import type { MtgSetupZoneName } from "./schema.js";

export type MtgExpectEnv = ExpectEnv<MtgState, MtgScenarioCards, DiscardLog>;

/**
 * The rule numbers an `illegal:` value stands for: either numbering of Cycling is accepted
 * (702.26a in a current-edition file means 702.29a); the diagnostics cite the file's edition.
 */
export function mtgIllegalNumbers(value: string, edition: MtgEdition): string[] {
  const other: MtgEdition = edition === "current" ? "seed" : "current";
  return [value, citeMtg(value, edition, other)];
}

/** "702.29" covers 702.29a (Magic's sub-rules are letters), "118" covers 118.3, as 416 covers 416.3 in Riftbound. */
export function mtgRuleCovers(cited: string, citedActual: string): boolean {
  // A seed-edition citation labels the current CR's numbers ("118.3 (current CR)"); the numbers decide.
  const expected = bareRule(cited);
  const actual = bareRule(citedActual);
  return ruleCovers(expected, actual) || (/\d$/.test(expected) && actual.startsWith(expected) && /^[a-z]+$/.test(actual.slice(expected.length)));
}

/** Checks one player's part of an expectation: zones, life, mana pool, energy counters, whether they have lost. */
export function checkMtgPlayer(env: MtgExpectEnv, expect: MtgPlayerExpectModel): void {
  const { state, out } = env;
  const p = expect.player;
  for (const zone of expect.zones) checkZone(ZONES, env, p, zone);
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
  const energy = ps?.energy ?? 0;
  if (expect.energy && expect.energy.value !== energy) {
    out.push(expectMismatch.create({ range: expect.energy.range, message: `${p} has ${energy} energy counter${energy === 1 ? "" : "s"}, not ${expect.energy.value}.` }));
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

function refMatches(state: MtgState, id: CardId, ref: string): boolean {
  const card = state.cards.get(id);
  if (!card) return false;
  return id.toLowerCase() === ref.trim().toLowerCase() || normalizeCardName(card.def.name) === normalizeCardName(ref);
}

/**
 * When the card an expectation misplaces was last moved by a discard (a cycling cost, the
 * cleanup discard), the expectation is wrong about where a discarded card goes: say where it
 * went and which rule decided it: 701.9a (a discarded card goes to its owner's graveyard), 614.1a
 * when a replacement effect exiled it instead (the cost was still paid, 118.11), or 702.35a when
 * the card's own madness exiled it. Numbers are cited in the file's edition.
 */
function discardExplanation(env: MtgExpectEnv, e: MtgExpectCardModel, player: PlayerId, zone: MtgSetupZoneName): Diagnostic | undefined {
  const d = env.log.find(e.ref.text);
  if (!d || (d.to.player === player && d.to.zone === zone)) return undefined;
  // Only when the card is still where the discard put it: a later move is another story.
  const now = zoneOf(env.state, d.id);
  if (now?.player !== d.to.player || now.zone !== d.to.zone) return undefined;
  const cite = (text: string): string => citeMtg(text, env.state.edition);
  const rule = bareRule(d.rule);
  const how = `${d.cycled ? " to pay its cycling cost (702.29a)" : rule === "514.1" ? " in the cleanup step (514.1)" : ""}${atStep(env, d.id)}`;
  if (rule === "702.35a") {
    return wrongDestination.create({
      range: e.range,
      rule: [cite("702.35a")],
      message: cite(`${d.name} was discarded${how}, and it has madness: it was exiled instead of put into ${d.to.player}'s graveyard (702.35a), so it is in ${d.to.player}'s exile, not ${player}'s ${zone}. Its madness trigger then casts it or puts it into the graveyard.`),
    });
  }
  if (d.replacedBy) {
    return wrongDestination.create({
      range: e.range,
      rule: [cite("614.1a")],
      message: cite(`${d.name} was discarded${how}, but ${d.replacedBy} exiled it instead of putting it into ${d.to.player}'s graveyard (614.1a): it is in ${d.to.player}'s exile, not ${player}'s ${zone}. The discard still paid the cost (118.11).`),
    });
  }
  return wrongDestination.create({
    range: e.range,
    rule: [cite("701.9a")],
    message: cite(`${d.name} was discarded${how}: a discarded card goes to its owner's graveyard (701.9a), so it is in ${d.to.player}'s ${d.to.zone}, not ${player}'s ${zone}.`),
  });
}

/** " at step 2": when the card's last move happened. */
function atStep(env: MtgExpectEnv, id: CardId): string {
  const step = env.history.lastMove(id)?.step;
  return step === undefined ? "" : ` at step ${step}`;
}

/**
 * A whole set of words (keywords, types, colors), compared case aside and in any order: the
 * message names what the card has and what was expected, `none` standing for the empty set; `noun` leads the card's list ("the types ").
 */
function wordSetProblem(name: string, has: readonly string[], wanted: readonly string[], what: { readonly noun: string; readonly none: string }): string | undefined {
  const norm = (list: readonly string[]) => [...new Set(list.map((k) => k.trim().toLowerCase()))].sort();
  const a = norm(has);
  const b = norm(wanted);
  if (a.length === b.length && a.every((k, i) => k === b[i])) return undefined;
  return `${name} has ${a.length ? `${what.noun}${a.join(", ")}` : what.none}, not ${b.length ? b.join(", ") : "none"}.`;
}

/** A color as a word: an expectation may give the letter (`U`) or the word (`blue`); what is neither is compared as written. */
function colorWord(color: string): string {
  const symbol = colorOf(color);
  return symbol ? COLOR_WORDS[symbol] : color.trim().toLowerCase();
}

/** The color chosen for a permanent as it entered (614.1c) against the one expected (a word, a letter, or `none`). */
function chosenColorProblem(name: string, has: MtgColor | undefined, wanted: string): string | undefined {
  const want = colorOf(wanted);
  if (want === has) return undefined;
  const expected = want ? COLOR_WORDS[want] : NO_CHOSEN_COLOR;
  return has ? `${name}'s chosen color is ${COLOR_WORDS[has]}, not ${expected}.` : `${name} has no chosen color, not ${expected}.`;
}

function propertyProblems(state: MtgState, id: CardId, e: MtgExpectCardModel): PropertyProblem[] {
  const card = state.cards.get(id);
  if (!card) return [];
  const out: PropertyProblem[] = [];
  const name = card.def.name;
  if (e.tapped && card.tapped !== e.tapped.value) out.push({ range: e.tapped.range, message: `${name} is ${card.tapped ? "tapped" : "untapped"}.` });
  if (e.token && card.token !== e.token.value) out.push({ range: e.token.range, message: `${name} is ${card.token ? "" : "not "}a token.` });
  const pt = mtgPowerToughness(state, id);
  if (e.power && pt?.power !== e.power.value) out.push({ range: e.power.range, message: pt ? `${name}'s power is ${pt.power}, not ${e.power.value}.` : `${name} has no power (it isn't a creature).` });
  if (e.toughness && pt?.toughness !== e.toughness.value) out.push({ range: e.toughness.range, message: pt ? `${name}'s toughness is ${pt.toughness}, not ${e.toughness.value}.` : `${name} has no toughness (it isn't a creature).` });
  if (e.keywords) {
    const problem = wordSetProblem(name, keywordsOf(card), e.keywords.value, { noun: "", none: "no keyword abilities" });
    if (problem) out.push({ range: e.keywords.range, message: problem });
  }
  if (e.types || e.colors) {
    // What the card is now, effects that change types and colors applied (613.1d–e).
    const now = characteristicsOf(card);
    const types = e.types && wordSetProblem(name, [...now.supertypes, ...now.types, ...now.subtypes], e.types.value, { noun: "the types ", none: "no types" });
    if (e.types && types) out.push({ range: e.types.range, message: types });
    const colors = e.colors && wordSetProblem(name, now.colors.map(colorWord), e.colors.value.map(colorWord), { noun: "the colors ", none: "no color (it is colorless)" });
    if (e.colors && colors) out.push({ range: e.colors.range, message: colors });
  }
  if (e.chosenColor) {
    const problem = chosenColorProblem(name, card.chosenColor, e.chosenColor.value);
    if (problem) out.push({ range: e.chosenColor.range, message: problem });
  }
  for (const c of e.counters ?? []) {
    const n = card.counters[c.kind] ?? 0;
    if (n !== c.value) out.push({ range: c.range, message: `${name} has ${n} ${c.kind} counter${n === 1 ? "" : "s"}, not ${c.value}.` });
  }
  return out;
}


/** What a discard explains of a card an expectation says is not in a zone it is in. */
function discardedInto(env: MtgExpectEnv, id: CardId, e: MtgExpectCardModel, player: PlayerId, zone: MtgSetupZoneName): Diagnostic | undefined {
  const discarded = env.log.find(id);
  if (!discarded || discarded.id !== id) return undefined;
  const cite = (text: string): string => citeMtg(text, env.state.edition);
  const rule = bareRule(discarded.rule) === "702.35a" ? "702.35a" : discarded.replacedBy ? "614.1a" : "701.9a";
  const why =
    rule === "702.35a" ? `its madness exiled it instead (702.35a)` : discarded.replacedBy ? `${discarded.replacedBy} exiled it instead (614.1a)` : `a discarded card goes to its owner's graveyard (701.9a)`;
  const how = `${discarded.cycled ? ` to pay its cycling cost` : ""}${atStep(env, id)}`;
  return wrongDestination.create({
    range: e.range,
    message: cite(`${discarded.name} was discarded${how} from ${discarded.from.player}'s ${discarded.from.zone} and ${why}, so it is in ${player}'s ${zone}.`),
    rule: [cite(rule)],
  });
}

const ZONES = zoneRules<MtgState, MtgScenarioCards, DiscardLog, MtgSetupZoneName, MtgExpectCardModel>({
  ordered: (zone) => zone === "library",
  orderWording: "top first",
  separator: "; ",
  refMatches,
  propertyProblems,
  explainMissing: discardExplanation,
  explainPresent: discardedInto,
  emptyPosition: "the library has no card there",
});
