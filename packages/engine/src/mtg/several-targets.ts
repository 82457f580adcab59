/**
 * Spells with several targets: "two target creatures", "up to three target enchantments", "one or
 * two target creature cards" (601.2c). Each object is chosen at most once for the one word
 * "target" (601.2c); on resolution each target is checked again, the spell is left unresolved only
 * when every one is illegal, and otherwise does what it can to the legal ones (608.2b).
 */
import { asYesNo, isNothingAnswer } from "../kernel/choices.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { enchantSpecOf } from "./auras.js";
import type { MtgTargetCount, MtgTargetSpec } from "./cards.js";
import type { EffectContext } from "./effect-context.js";
import type { MtgCard, MtgStackObject, MtgTargetRef } from "./state.js";
import { chooseTarget, describeTarget, legalTargets, readTarget, sameTarget, stillLegal, untargetableNamed } from "./targets.js";
import { inGame } from "./players.js";
import type { MtgTxn } from "./txn.js";
import { bindCountX, bindTargetX } from "./x-targets.js";

/** What a spell's stack object carries about its targets. */
type SpellTargets = Pick<MtgStackObject, "targetSpec" | "target" | "targets">;

/**
 * Chooses a spell's targets as it is cast (601.2c): one, or as many as its count allows.
 * Undefined when it can't have the targets it needs (fewer legal ones than its minimum).
 */
export function chooseSpellTargets(txn: MtgTxn, player: PlayerId, spell: MtgCard, x = 0): SpellTargets | undefined {
  const def = spell.def;
  // An Aura spell targets what its enchant ability allows (303.4a); X was chosen first (601.2b).
  const printed = def.spell?.target ?? enchantSpecOf(def);
  if (!printed) return {};
  const spec = bindTargetX(printed, x);
  const opponents = txn.state.players.filter((p) => p !== player && inGame(txn, p)).length;
  const count = def.spell?.targetCount ? bindCountX(def.spell.targetCount, x, opponents) : undefined;
  if (!count) {
    const target = chooseTarget(txn, player, spec, def.name, spell.id);
    return target ? { targetSpec: spec, target } : undefined;
  }
  const targets = chooseTargets(txn, player, spec, count, def.name, spell.id);
  return targets ? { targetSpec: spec, targets } : undefined;
}

/** Who controls a targeted permanent; a player target is their own. */
function controllerOf(txn: MtgTxn, target: MtgTargetRef): PlayerId | undefined {
  return "player" in target ? target.player : txn.state.cards.get(target.card)?.controller;
}

/** The graveyard a card is in, for "from a single graveyard"; undefined for anything else. */
function graveyardOf(txn: MtgTxn, target: MtgTargetRef): PlayerId | undefined {
  if (!("card" in target)) return undefined;
  const where = zoneOf(txn.state, target.card);
  return where?.zone === "graveyard" ? where.player : undefined;
}

/**
 * Reads the leading answers that name targets, up to `count.max`; `nothing` (or an answer that
 * names no target) ends them early. Each answer that names an illegal target, or one already
 * chosen (601.2c), is reported and skipped. Unanswered, the first legal targets are taken, as many
 * as `max` allows (opponents' first, as for one target); answered with fewer than `min`, the first
 * legal ones fill up to `min`. Undefined when fewer than `min` targets are legal (601.2c).
 */
export function chooseTargets(txn: MtgTxn, controller: PlayerId, spec: MtgTargetSpec, count: MtgTargetCount, what: string, source: CardId): MtgTargetRef[] | undefined {
  const legal = legalTargets(txn, spec, controller, source);
  if (legal.length < count.min) return undefined;
  // "Any number of target …": as many as there are legal targets (601.2c).
  const max = count.anyNumber ? legal.length : count.max;
  const chosen: MtgTargetRef[] = [];
  const open = (): MtgTargetRef[] => {
    const graveyard = count.sameGraveyard && chosen[0] ? graveyardOf(txn, chosen[0]) : undefined;
    // "For each opponent, … that player controls": one target per opponent.
    const taken = count.perOpponent ? new Set(chosen.map((c) => controllerOf(txn, c))) : undefined;
    return legal.filter((t) => !chosen.some((c) => sameTarget(c, t)) && (graveyard === undefined || graveyardOf(txn, t) === graveyard) && !taken?.has(controllerOf(txn, t)));
  };
  const prompt = () => (count.anyNumber ? `target ${chosen.length + 1} of any number for ${what}` : `target ${chosen.length + 1} of ${count.min === count.max ? "" : count.min === 0 ? "up to " : `${count.min} to `}${count.max} for ${what}`);
  let answered = false;
  while (chosen.length < max) {
    const next = txn.choices.peek();
    if (!next || typeof next.answer !== "string" || asYesNo(next.answer) !== undefined) break;
    if (isNothingAnswer(next.answer)) {
      txn.choices.take();
      answered = true;
      break;
    }
    const named = readTarget(txn, next.answer, open());
    if (!named) break;
    txn.choices.take();
    answered = true;
    const match = open().find((t) => sameTarget(t, named));
    if (match) {
      txn.emit({ type: "choice", player: controller, prompt: prompt(), answer: describeTarget(txn, match), defaulted: false });
      chosen.push(match);
      continue;
    }
    const twice = chosen.some((c) => sameTarget(c, named));
    const because = twice ? undefined : untargetableNamed(txn, named, controller, source);
    const why = twice ? `${describeTarget(txn, named)} is already a target of ${what}; an object is chosen only once for one word "target"` : `${describeTarget(txn, named)} is not a legal target for ${what}${because ? ` (${because.why})` : ""}`;
    txn.flag("invalid-choice", twice ? "601.2c" : (because?.rule ?? "115.1"), `${why}, so it isn't chosen.`, { part: "choice", index: next.index });
  }
  const fillTo = answered ? count.min : max;
  for (let fallback = open()[0]; chosen.length < fillTo && fallback; fallback = open()[0]) {
    txn.emit({ type: "choice", player: controller, prompt: prompt(), answer: describeTarget(txn, fallback), defaulted: true });
    chosen.push(fallback);
  }
  return chosen.length >= count.min ? chosen : undefined;
}

/** Every target the resolving object was given: its several, or its one. */
export function targetsOf(ctx: Pick<EffectContext, "target" | "targets">): readonly MtgTargetRef[] {
  return ctx.targets ?? (ctx.target ? [ctx.target] : []);
}

/** The cards among the targets that are still legal as the object resolves (608.2b). */
export function legalCardTargets(txn: MtgTxn, ctx: EffectContext): CardId[] {
  return targetsOf(ctx).flatMap((t) => ("card" in t && stillLegal(txn, t, ctx.controller, ctx.targetSpec, ctx.source) ? [t.card] : []));
}

/**
 * 608.2b on resolution: true when the object had targets and every one is illegal now (it
 * doesn't resolve). With several, each illegal one is noted: the spell won't affect it.
 */
export function allTargetsIllegal(txn: MtgTxn, top: MtgStackObject): boolean {
  const all = targetsOf(top);
  const illegal = all.filter((t) => !stillLegal(txn, t, top.controller, top.targetSpec, top.source));
  if (all.length > 1 && illegal.length < all.length) for (const t of illegal) txn.note(`${describeTarget(txn, t)} is no longer a legal target, so ${top.sourceName} doesn't affect it`, "608.2b");
  return all.length > 0 && illegal.length === all.length;
}
