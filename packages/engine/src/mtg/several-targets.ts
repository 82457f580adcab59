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
import { chooseTarget, describeTarget, legalTargets, readTarget, sameTarget, stillLegal, untargetableNamed, type TargetingObject } from "./targets.js";
import { inGame } from "./players.js";
import type { MtgTxn } from "./txn.js";
import { bindCountX, bindTargetX } from "./x-targets.js";

/** What a spell's stack object carries about its targets. */
export type SpellTargets = Pick<MtgStackObject, "targetSpec" | "target" | "targets" | "second">;

/**
 * Chooses a spell's targets as it is cast (601.2c): one, or as many as its count allows; then
 * the target of its second word "target", if it has one (115.3). Undefined when it can't have the
 * targets it needs (fewer legal ones than its minimum, or none for a second word not "up to one").
 */
export function chooseSpellTargets(txn: MtgTxn, player: PlayerId, spell: MtgCard, x = 0): SpellTargets | undefined {
  const def = spell.def;
  // An Aura spell targets what its enchant ability allows (303.4a); X was chosen first (601.2b).
  const printed = def.spell?.target ?? enchantSpecOf(def);
  if (!printed) return {};
  const spec = bindTargetX(printed, x);
  const opponents = txn.state.players.filter((p) => p !== player && inGame(txn, p)).length;
  const count = def.spell?.targetCount ? bindCountX(def.spell.targetCount, x, opponents) : undefined;
  const by = { controller: player, source: spell.id };
  let chosen: SpellTargets;
  if (count) {
    const targets = chooseTargets(txn, by, spec, count, def.name);
    if (!targets) return undefined;
    chosen = { targetSpec: spec, targets };
  } else {
    const target = chooseTarget(txn, by, spec, def.name);
    if (!target) return undefined;
    chosen = { targetSpec: spec, target };
  }
  const second = def.spell?.secondTarget;
  if (!second) return chosen;
  // The second word "target" (115.3) is chosen after the first; "other" keeps the first out.
  const secondSpec = bindTargetX(second.spec, x);
  const exclude = second.notFirst ? targetsOf(chosen) : [];
  const picked = chooseTargets(txn, by, secondSpec, { min: second.optional ? 0 : 1, max: 1 }, def.name, { exclude, prompt: `a second target for ${def.name}` });
  return picked ? { ...chosen, second: { spec: secondSpec, ...(picked[0] ? { target: picked[0] } : {}) } } : undefined;
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
export function chooseTargets(txn: MtgTxn, by: TargetingObject, spec: MtgTargetSpec, count: MtgTargetCount, what: string, word: TargetWord = {}): MtgTargetRef[] | undefined {
  const { controller, source } = by;
  const exclude = word.exclude ?? [];
  const legal = legalTargets(txn, spec, by).filter((t) => !exclude.some((e) => sameTarget(e, t)));
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
  const prompt = () => word.prompt ?? (count.anyNumber ? `target ${chosen.length + 1} of any number for ${what}` : `target ${chosen.length + 1} of ${count.min === count.max ? "" : count.min === 0 ? "up to " : `${count.min} to `}${count.max} for ${what}`);
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
    const first = !twice && exclude.some((e) => sameTarget(e, named));
    const because = twice || first ? undefined : untargetableNamed(txn, named, controller, source);
    const why = twice
      ? `${describeTarget(txn, named)} is already a target of ${what}; an object is chosen only once for one word "target"`
      : first
        ? `${describeTarget(txn, named)} is ${what}'s first target, and its second target must be another ("other")`
        : `${describeTarget(txn, named)} is not a legal target for ${what}${because ? ` (${because.why})` : ""}`;
    txn.flag("invalid-choice", twice ? "601.2c" : first ? "115.3" : (because?.rule ?? "115.1"), `${why}, so it isn't chosen.`, { part: "choice", index: next.index });
  }
  const fillTo = answered ? count.min : max;
  for (let fallback = open()[0]; chosen.length < fillTo && fallback; fallback = open()[0]) {
    txn.emit({ type: "choice", player: controller, prompt: prompt(), answer: describeTarget(txn, fallback), defaulted: true });
    chosen.push(fallback);
  }
  return chosen.length >= count.min ? chosen : undefined;
}

/** A second word "target" (115.3): the targets already chosen that it can't take ("other"), and the prompt that asks for it. */
export interface TargetWord {
  readonly exclude?: readonly MtgTargetRef[];
  readonly prompt?: string;
}

/** Every target the resolving object was given for its first word "target": its several, or its one. */
export function targetsOf(ctx: Pick<EffectContext, "target" | "targets">): readonly MtgTargetRef[] {
  return ctx.targets ?? (ctx.target ? [ctx.target] : []);
}

/** The cards among the targets that are still legal as the object resolves (608.2b). */
export function legalCardTargets(txn: MtgTxn, ctx: EffectContext): CardId[] {
  return targetsOf(ctx).flatMap((t) => ("card" in t && stillLegal(txn, t, ctx.targetSpec, ctx) ? [t.card] : []));
}

/**
 * 608.2b on resolution: true when the object had targets and every one is illegal now (it
 * doesn't resolve). With several, each illegal one is noted: the spell won't affect it.
 */
export function allTargetsIllegal(txn: MtgTxn, top: MtgStackObject): boolean {
  // Each target against what its own word "target" asked for (115.3): the first word's, then the second's.
  const checked = [...targetsOf(top).map((t) => ({ t, spec: top.targetSpec })), ...(top.second?.target ? [{ t: top.second.target, spec: top.second.spec }] : [])];
  const illegal = checked.filter(({ t, spec }) => !stillLegal(txn, t, spec, top));
  if (checked.length > 1 && illegal.length < checked.length) for (const { t } of illegal) txn.note(`${describeTarget(txn, t)} is no longer a legal target, so ${top.sourceName} doesn't affect it`, "608.2b");
  return checked.length > 0 && illegal.length === checked.length;
}

/** The card chosen for the resolving spell's second word "target", if it is still legal (608.2b). */
export function legalSecondTarget(txn: MtgTxn, ctx: EffectContext): CardId | undefined {
  const t = ctx.second?.target;
  return t && "card" in t && stillLegal(txn, t, ctx.second?.spec, ctx) ? t.card : undefined;
}
