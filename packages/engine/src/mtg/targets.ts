/**
 * Targets (115): chosen as a spell is cast or an ability is put on the stack (601.2c, 603.3d), and
 * checked again on resolution (608.2b). One target per object is all these cards need.
 */
import { asYesNo } from "../kernel/choices.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { MtgTargetSpec } from "./cards.js";
import { battlefield, isCreaturePermanent } from "./characteristics.js";
import { hasProtectionQuality, protectionsOf } from "./combat-evasion.js";
import { canBeTargetedBy, hasKeyword } from "./keywords.js";
import { targetablePlayer } from "./players.js";
import type { MtgCard, MtgTargetRef } from "./state.js";
import { isGraveyardTarget, isPermanentTarget } from "./target-filters.js";
import type { MtgTxn } from "./txn.js";

/**
 * Whether a permanent can be the target of an object `controller` controls whose source is
 * `source`: shroud and hexproof (702.18a, 702.11b), and protection from a quality that source has
 * (702.16b: "can't be the target of spells with the stated quality and can't be the target of
 * abilities from a source with the stated quality").
 */
export function targetableBy(txn: MtgTxn, card: MtgCard, controller: PlayerId, source: CardId): boolean {
  return untargetableBecause(txn, card, controller, source) === undefined;
}

/**
 * For an answer that named an illegal target: the reason when it is a permanent that can't be
 * targeted by `source`'s object at all (shroud, hexproof, protection), so the message can say why.
 */
export function untargetableNamed(txn: MtgTxn, named: MtgTargetRef, controller: PlayerId, source: CardId): { readonly rule: string; readonly why: string } | undefined {
  return "card" in named && zoneOf(txn.state, named.card)?.zone === "battlefield" ? untargetableBecause(txn, txn.card(named.card), controller, source) : undefined;
}

/** Why `card` can't be the target of `source`'s object (the rule and the reason), or undefined when it can. */
function untargetableBecause(txn: MtgTxn, card: MtgCard, controller: PlayerId, source: CardId): { readonly rule: string; readonly why: string } | undefined {
  if (!canBeTargetedBy(card, controller)) return hasKeyword(card, "shroud") ? { rule: "702.18a", why: `${card.def.name} has shroud` } : { rule: "702.11b", why: `${card.def.name} has hexproof, and ${controller} is an opponent of its controller` };
  const from = txn.state.cards.get(source);
  const protection = from && protectionsOf(card).find((p) => hasProtectionQuality(from, p));
  return protection ? { rule: "702.16b", why: `${card.def.name} has ${protection.toLowerCase()}, a quality ${from.def.name} has` } : undefined;
}

/**
 * The object whose targets are chosen or checked: who controls it, its source (the spell's card,
 * the ability's source), and, for a triggered ability about a player, "that player" (Scion of
 * Darkness's damaged player, annihilator's defending player, Power Taint's enchanted permanent's
 * controller). A resolving object's context and a stack object are such objects; so is a trigger
 * waiting to be put on the stack. "That player" is read from here and nowhere else.
 */
export interface TargetingObject {
  readonly controller: PlayerId;
  readonly source: CardId;
  readonly player?: PlayerId;
}

/**
 * Legal targets in preference order: the default is the first (opponents before the controller).
 * `by.source` is the object that chooses: "another target …" can't be it, and a permanent with
 * protection from one of its qualities can't be chosen (702.16b).
 */
export function legalTargets(txn: MtgTxn, spec: MtgTargetSpec, by: TargetingObject): MtgTargetRef[] {
  const { controller, source } = by;
  // A player with shroud can't be chosen either (702.18a).
  const players = [...txn.state.players.filter((p) => p !== controller), controller].filter((p) => targetablePlayer(txn, p));
  // Shroud, hexproof and protection (702.18a, 702.11b, 702.16b) keep a permanent from being chosen at all.
  const targetable = battlefield(txn.state).filter((c) => targetableBy(txn, c, controller, source));
  const creatures = targetable.filter((c) => isCreaturePermanent(c));
  const byOpponentsFirst = [...creatures.filter((c) => c.controller !== controller), ...creatures.filter((c) => c.controller === controller)];
  if (typeof spec === "object" && "graveyardCard" in spec) {
    // Cards in graveyards, opponents' graveyards first (the default target is the first).
    const owners = [...txn.state.players.filter((p) => p !== controller), controller];
    return owners.flatMap((owner) => [...cardsIn(txn.state, { player: owner, zone: "graveyard" })].filter((id) => isGraveyardTarget(txn.card(id), owner, spec, by)).map((card) => ({ card })));
  }
  if (typeof spec === "object") {
    const permanents = targetable.filter((c) => isPermanentTarget(c, spec, controller, txn.state.combat) && !(spec.other && c.id === source));
    return [...permanents.filter((c) => c.controller !== controller), ...permanents.filter((c) => c.controller === controller)].map((c) => ({ card: c.id }));
  }
  switch (spec) {
    case "spell":
      // Spells on the stack, the top one first (the one most often answered).
      return [...txn.state.stack].reverse().flatMap((o) => (o.kind === "spell" ? [{ card: o.source }] : []));
    case "ability-you-dont-control":
      // Abilities on the stack another player controls, the top one first.
      return [...txn.state.stack].reverse().flatMap((o) => (o.kind !== "spell" && o.controller !== controller ? [{ card: o.source, stackObject: o.id }] : []));
    case "player":
      return players.map((player) => ({ player }));
    case "opponent":
      return players.filter((p) => p !== controller).map((player) => ({ player }));
    case "any":
      return [...players.map((player) => ({ player })), ...byOpponentsFirst.map((c) => ({ card: c.id }))];
    case "creature":
      return byOpponentsFirst.map((c) => ({ card: c.id }));
    case "creature-you-control":
      return creatures.filter((c) => c.controller === controller).map((c) => ({ card: c.id }));
  }
}

export function describeTarget(txn: MtgTxn, target: MtgTargetRef): string {
  if ("player" in target) return `player ${target.player}`;
  return target.stackObject === undefined ? txn.name(target.card) : `${txn.name(target.card)}'s ability`;
}

/** An answer names an ability on the stack by its source: it is the same target as any of that source's abilities. */
export const sameTarget = (a: MtgTargetRef, b: MtgTargetRef): boolean =>
  "player" in a && "player" in b ? a.player === b.player : "card" in a && "card" in b && a.card === b.card && (a.stackObject === undefined || b.stackObject === undefined || a.stackObject === b.stackObject);

/**
 * Chooses the target for an object `controller` puts on the stack. The next answer is read as the
 * target if it names a player or a card; one that names something that isn't a legal target is
 * reported and the default used. Returns undefined when there is no legal target.
 */
export function chooseTarget(txn: MtgTxn, by: TargetingObject, spec: MtgTargetSpec, what: string): MtgTargetRef | undefined {
  const { controller, source } = by;
  const legal = legalTargets(txn, spec, by);
  const prompt = `a target for ${what}`;
  const next = txn.choices.peek();
  if (next && typeof next.answer === "string" && asYesNo(next.answer) === undefined) {
    const named = readTarget(txn, next.answer, legal);
    if (named) {
      txn.choices.take();
      const match = legal.find((t) => sameTarget(t, named));
      if (match) {
        txn.emit({ type: "choice", player: controller, prompt, answer: describeTarget(txn, match), defaulted: false });
        return match;
      }
      const because = untargetableNamed(txn, named, controller, source);
      txn.flag("invalid-choice", because?.rule ?? "115.1", `${describeTarget(txn, named)} is not a legal target for ${what}${because ? ` (${because.why})` : ""}; the default target is used.`, { part: "choice", index: next.index });
    } else if (legal.length > 0) txn.misfit(next, "a target (a player or a card)", prompt);
  } else if (legal.length > 0) txn.misfit(next, "a target (a player or a card)", prompt);
  const fallback = legal[0];
  if (fallback) txn.emit({ type: "choice", player: controller, prompt, answer: describeTarget(txn, fallback), defaulted: true });
  return fallback;
}

/** A player's seat, or a card: a legal one first, so "Swamp" means the Swamp that can be targeted. */
export function readTarget(txn: MtgTxn, answer: string, legal: readonly MtgTargetRef[]): MtgTargetRef | undefined {
  const wanted = answer.trim().toLowerCase();
  const player = txn.state.players.find((p) => p.toLowerCase() === wanted);
  if (player) return { player };
  const legalCards = legal.flatMap((t) => ("card" in t ? [t.card] : []));
  const card = txn.matchCard(answer, legalCards) ?? txn.matchCard(answer, [...txn.state.cards.keys()]);
  return card ? { card } : undefined;
}

/**
 * 608.2b: a target that left the battlefield (or, for a spell, the stack; for a card in a
 * graveyard, that graveyard, 400.7), or a player who left
 * the game, is illegal now; a permanent targeted for its type or quality must still have it, and
 * one targeted as "an opponent controls" must still be controlled by an opponent of `controller`;
 * one that gained shroud, hexproof against `controller`, or protection from a quality of `source`,
 * can't be targeted now (702.18a, 702.11b, 702.16b).
 * A plain "target creature" must still be a creature, and "target creature you control" still
 * yours: the same check as any other qualified target, a creature that stopped being one (or
 * changed controller) meanwhile is illegal now.
 */
export function stillLegal(txn: MtgTxn, target: MtgTargetRef, spec: MtgTargetSpec | undefined, by: TargetingObject): boolean {
  const { controller, source } = by;
  if ("player" in target) return targetablePlayer(txn, target.player);
  const zone = zoneOf(txn.state, target.card)?.zone;
  if (spec === "spell") return zone === "stack" && txn.state.stack.some((o) => o.kind === "spell" && o.source === target.card);
  if (spec === "ability-you-dont-control") return txn.state.stack.some((o) => o.id === target.stackObject && o.controller !== controller);
  if (typeof spec === "object" && "graveyardCard" in spec) {
    const where = zoneOf(txn.state, target.card);
    return where?.zone === "graveyard" && isGraveyardTarget(txn.card(target.card), where.player, spec, by);
  }
  if (zone !== "battlefield") return false;
  const card = txn.card(target.card);
  if (!targetableBy(txn, card, controller, source)) return false;
  if (spec === "creature" || spec === "any") return isCreaturePermanent(card);
  if (spec === "creature-you-control") return isCreaturePermanent(card) && card.controller === controller;
  return typeof spec === "object" ? isPermanentTarget(card, spec, controller, txn.state.combat) : true;
}
