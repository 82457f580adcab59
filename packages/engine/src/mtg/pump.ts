/**
 * Changes to permanents that last: counters (+1/+1, -1/-1 and keyword counters, 122.1b), and
 * "until end of turn" effects that change power and toughness or grant keywords (611.2c, 613.1f;
 * the cleanup step ends them, 514.2); tapping and untapping a target (701.26a). Destroying
 * respects indestructible (702.12b).
 */
import { zoneOf } from "../kernel/zones.js";
import { signed } from "../kernel/signed.js";
import type { CardId } from "../kernel/types.js";
import type { MtgEffect } from "./cards.js";
import { COLOR_WORDS } from "./color-names.js";
import { battlefield, characteristicsOf, isCreaturePermanent, matchesQuery, powerOf, toughnessOf } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import { isKeywordCounter } from "./keyword-counters.js";
import { hasKeyword } from "./keywords.js";
import { moveCard } from "./moves.js";
import { regenerated } from "./regenerate.js";
import type { MtgCard } from "./state.js";
import { legalCardTargets } from "./several-targets.js";
import { tapPermanent, untapPermanent } from "./tapping.js";
import type { MtgTxn } from "./txn.js";

/**
 * "It gains haste" with no duration (611.2a; unearth's haste, 702.84a): a grant kept in timestamp
 * order with the other effects on it (613.7), which the cleanup step doesn't end and leaving the
 * battlefield does (400.7).
 */
export function gainKeywordsIndefinitely(txn: MtgTxn, id: CardId, keywords: readonly string[], rule = "611.2a"): void {
  const card = txn.card(id);
  txn.writeCard({ ...card, pumps: [...card.pumps, { power: 0, toughness: 0, keywords, lasting: true }] });
  txn.note(`${card.def.name} gains ${keywords.join(" and ").toLowerCase()}`, rule);
}

type CountersEffect = Extract<MtgEffect, { kind: "counters" }>;
type PumpEffect = Extract<MtgEffect, { kind: "pump" }>;
type TapAllEffect = Extract<MtgEffect, { kind: "tap-all" }>;
type BecomesEffect = Extract<MtgEffect, { kind: "becomes-until-end-of-turn" | "becomes-indefinitely" }>;

/** Puts `n` counters (the effect's amount, counted by the caller) on each permanent the effect names. */
export function putCounters(txn: MtgTxn, ctx: EffectContext, effect: CountersEffect, n: number): void {
  if (n <= 0) return;
  // Ozolith's replacement: read once per effect, not per permanent (the battlefield is scanned once).
  const extra = effect.counter === "+1/+1" && txn.state.abilitiesInGame.moreCounters ? morePlusOneCounters(txn) : undefined;
  for (const c of countersOn(txn, ctx, effect.on)) {
    const more = extra ? extraFor(txn, c, extra) : 0;
    const total = (c.counters[effect.counter] ?? 0) + n + more;
    txn.writeCard({ ...c, counters: { ...c.counters, [effect.counter]: total } });
    txn.emit({ type: "stat", card: c.id, name: c.def.name, stat: `${effect.counter} counters`, delta: n + more, total });
    if (isKeywordCounter(effect.counter)) txn.note(`${c.def.name} has ${effect.counter} while it has a ${effect.counter} counter`, "122.1b");
  }
}

/** The permanents with "that many plus one +1/+1 counters are put on it instead" (614.1a), with their controller and how many more each adds. */
function morePlusOneCounters(txn: MtgTxn): { readonly name: string; readonly controller: string; readonly extra: number }[] {
  const out: { name: string; controller: string; extra: number }[] = [];
  for (const p of battlefield(txn.state)) {
    for (const a of characteristicsOf(p).abilities) if (a.kind === "static" && a.effect.kind === "more-plus-one-counters") out.push({ name: p.def.name, controller: p.controller, extra: a.effect.extra });
  }
  return out;
}

/**
 * How many more +1/+1 counters `c` gets: each such permanent its controller controls adds its
 * own, when `c` is an artifact or a creature (614.1a); each applies once to the event (616.1).
 */
function extraFor(txn: MtgTxn, c: MtgCard, sources: readonly { readonly name: string; readonly controller: string; readonly extra: number }[]): number {
  const types = characteristicsOf(c).types.map((t) => t.toLowerCase());
  if (!types.includes("artifact") && !types.includes("creature")) return 0;
  let more = 0;
  for (const s of sources) {
    if (s.controller !== c.controller) continue;
    more += s.extra;
    txn.note(`${s.name}: ${s.extra} more +1/+1 counter${s.extra === 1 ? " is" : "s are"} put on ${c.def.name}`, "614.1a");
  }
  return more;
}

/** "gets +N/+N" and "gains <keyword>" until end of turn, for the permanents fixed as it resolves (611.2c). */
export function pump(txn: MtgTxn, ctx: EffectContext, effect: PumpEffect): void {
  const keywords = effect.keywords ?? [];
  for (const c of pumped(txn, ctx, effect)) {
    const next = { ...c, pumps: [...c.pumps, { power: effect.power, toughness: effect.toughness, ...(keywords.length ? { keywords } : {}) }] };
    txn.writeCard(next);
    const gets = effect.power !== 0 || effect.toughness !== 0 ? `gets ${signed(effect.power)}/${signed(effect.toughness)}` : "";
    const gains = keywords.length ? `gains ${keywords.join(" and ").toLowerCase()}` : "";
    const stats = gets ? ` (now ${powerOf(next)}/${toughnessOf(next)})` : "";
    const text = `${c.def.name} ${[gets, gains].filter(Boolean).join(" and ")} until end of turn${stats}`;
    // A keyword granted cites the layer that adds abilities (613.1f).
    if (keywords.length) txn.note(text, "613.1f");
    else txn.emit({ type: "note", text });
  }
}

/**
 * "~ becomes a 5/4 Dinosaur creature with trample and haste in addition to its other types until
 * end of turn", "until end of turn, target creature becomes a blue Serpent with base power and
 * toughness 4/4": the change is kept with the permanent's other "until end of turn" effects (514.2
 * ends it) and applied by characteristicsOf in its layers (613.1d types, 613.1e colors, 613.4b base
 * power and toughness, 613.1f abilities). A target no longer legal is untouched (608.2b).
 */
export function becomeUntilEndOfTurn(txn: MtgTxn, ctx: EffectContext, effect: BecomesEffect): void {
  const { spec } = effect;
  const changed = effect.on === "self" ? battlefield(txn.state).filter((c) => c.id === ctx.source) : countersOn(txn, ctx, "target");
  if (changed.length === 0 && effect.on === "self") txn.note(`${ctx.sourceName} is no longer on the battlefield`, "608.2b");
  for (const c of changed) {
    const lasting = effect.kind === "becomes-indefinitely";
    const next = { ...c, pumps: [...c.pumps, { power: 0, toughness: 0, becomes: spec, ...(spec.keywords.length ? { keywords: spec.keywords } : {}), ...(lasting ? { lasting } : {}) }] };
    txn.writeCard(next);
    const colors = spec.colors ? `${spec.colors.map((c) => COLOR_WORDS[c]).join(" and ")} ` : "";
    const kinds = [...spec.creatureTypes, ...spec.addTypes.map((t) => t.toLowerCase())].join(" ");
    const size = spec.base ? `, base power and toughness ${spec.base.power}/${spec.base.toughness}` : "";
    const gains = spec.keywords.length ? `, with ${spec.keywords.join(" and ").toLowerCase()}` : "";
    const how = spec.replacesCardTypes ? " (it loses its other card types and subtypes)" : spec.keepTypes ? " in addition to its other types" : spec.creatureTypes.length ? " (it loses its other creature types)" : "";
    const gained = (spec.abilities ?? []).map((a) => `, with "${a.text}"`).join("");
    const rule = lasting ? "611.2a" : spec.base ? "613.4b" : spec.addTypes.length || spec.creatureTypes.length ? "613.1d" : "613.1e";
    const until = lasting ? " for as long as it stays on the battlefield" : " until end of turn";
    txn.note(`${c.def.name} becomes a ${colors}${kinds}${how}${size}${gains}${gained}${until} (now ${powerOf(next)}/${toughnessOf(next)})`, rule);
  }
}

/**
 * Destroys a permanent (701.8a): to its owner's graveyard, unless it is indestructible, which
 * "destroy" can't touch (702.12b), or a regeneration shield replaces it (701.19a) and the
 * destruction doesn't say it "can't be regenerated". Returns whether it was destroyed.
 */
export function destroyPermanent(txn: MtgTxn, id: CardId, rule: string, cantBeRegenerated = false): boolean {
  // Only a permanent can be destroyed (701.8a): one that has already left (the same state-based check moved it) stays where it is.
  if (zoneOf(txn.state, id)?.zone !== "battlefield") return false;
  const card = txn.card(id);
  if (hasKeyword(card, "indestructible")) {
    txn.note(`${card.def.name} is indestructible, so it isn't destroyed`, "702.12b");
    return false;
  }
  // A regeneration shield replaces the destruction (701.19a, 614.8).
  if (regenerated(txn, id, cantBeRegenerated)) return false;
  moveCard(txn, id, "graveyard", "destroy", { rule });
  return true;
}

/**
 * "Tap target …" / "untap target …" (701.26a): only an untapped permanent can be tapped and only a
 * tapped one untapped; otherwise nothing happens. A target no longer legal is untouched (608.2b).
 */
export function tapTarget(txn: MtgTxn, ctx: EffectContext, untap: boolean): void {
  // "Tap up to two target creatures": each target in turn.
  for (const card of countersOn(txn, ctx, "target")) {
    if (card.tapped !== untap) {
      txn.note(`${card.def.name} is already ${untap ? "untapped" : "tapped"}, so nothing happens`, "701.26a");
      continue;
    }
    if (untap) untapPermanent(txn, card, { by: ctx.sourceName, rule: "701.26a" });
    else tapPermanent(txn, card, { by: ctx.sourceName, rule: "701.26a" });
  }
}

/** "Tap all creatures your opponents control" (701.26a): each untapped one becomes tapped; nothing is targeted. */
export function tapAll(txn: MtgTxn, ctx: EffectContext, on: TapAllEffect["on"]): void {
  for (const card of battlefield(txn.state)) {
    if (!isCreaturePermanent(card) || card.tapped || (on === "creatures-opponents-control" && card.controller === ctx.controller)) continue;
    tapPermanent(txn, card, { by: ctx.sourceName, rule: "701.26a" });
  }
}

/** The creatures a "put … counter" effect changes; a target no longer legal gets nothing (608.2b). */
function countersOn(txn: MtgTxn, ctx: EffectContext, on: CountersEffect["on"]): MtgCard[] {
  if (on === "self") return battlefield(txn.state).filter((c) => c.id === ctx.source);
  if (on === "target") return legalCardTargets(txn, ctx).map((id) => txn.card(id));
  const creatures = battlefield(txn.state).filter((c) => isCreaturePermanent(c));
  if (on === "each-creature-you-control") return creatures.filter((c) => c.controller === ctx.controller);
  if (on === "each-creature-opponents-control") return creatures.filter((c) => c.controller !== ctx.controller);
  return creatures;
}

/** The permanents a "gets +N/+N" / "gains …" effect changes, fixed as it resolves (611.2c). */
function pumped(txn: MtgTxn, ctx: EffectContext, effect: PumpEffect): MtgCard[] {
  const { on, only } = effect;
  if (on === "self") return battlefield(txn.state).filter((c) => c.id === ctx.source);
  if (on === "target") return countersOn(txn, ctx, "target").filter((c) => !(effect.ifOther && c.id === ctx.source));
  const creatures = battlefield(txn.state).filter((c) => isCreaturePermanent(c) && (only === undefined || matchesQuery(characteristicsOf(c), only)));
  if (on === "creatures-you-control") return creatures.filter((c) => c.controller === ctx.controller);
  if (on === "creatures-opponents-control") return creatures.filter((c) => c.controller !== ctx.controller);
  if (on === "other-creatures") return creatures.filter((c) => c.id !== ctx.source);
  // "Attacking creatures": those attacking as it resolves (506.4; 611.2c fixes the set).
  if (on === "attacking-creatures") return creatures.filter((c) => txn.state.combat?.attackers.some((a) => a.card === c.id) === true);
  return creatures;
}
