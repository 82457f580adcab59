/**
 * Prevention shields (615): made by resolving spells and abilities ("Prevent the next 4 damage
 * that would be dealt to any target this turn", "Prevent all damage that would be dealt to it
 * this turn", Rune of Protection's "The next time a red source of your choice would deal damage
 * to you this turn, prevent that damage"), consulted by every damage event the engine deals
 * (spell and ability damage, combat damage), and ended in the cleanup step (514.2). A shield on a
 * permanent, or one about a chosen source, ends when that object changes zones (400.7).
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import type { MtgEffect, SourceQuality } from "./cards.js";
import { COLOR_WORDS } from "./color-names.js";
import { battlefield, hasType } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import { targetsOf } from "./several-targets.js";
import type { MtgTargetRef, PreventionShield } from "./state.js";
import { stillLegal } from "./targets.js";
import type { MtgTxn } from "./txn.js";

export function describeQuality(quality: SourceQuality): string {
  return "color" in quality ? COLOR_WORDS[quality.color] : quality.type.toLowerCase();
}

/** Resolves a "prevent-damage" effect: one shield per protected player or permanent. */
export function createShield(txn: MtgTxn, ctx: EffectContext, effect: Extract<MtgEffect, { kind: "prevent-damage" }>): void {
  const protectedOnes: MtgTargetRef[] =
    effect.to === "you" ? [{ player: ctx.controller }] : targetsOf(ctx).filter((t) => "player" in t || stillLegal(txn, t, ctx.targetSpec, ctx));
  for (const protects of protectedOnes) {
    const who = "player" in protects ? protects.player : txn.name(protects.card);
    const spec = effect.shield;
    if (spec.kind === "next-n") {
      addShield(txn, { from: ctx.sourceName, protects, left: spec.n });
      txn.note(`${ctx.sourceName}: the next ${spec.n} damage that would be dealt to ${who} this turn will be prevented`, "615.7");
    } else if (spec.kind === "all") {
      addShield(txn, { from: ctx.sourceName, protects });
      txn.note(`${ctx.sourceName}: all damage that would be dealt to ${who} this turn will be prevented`, "615.1");
    } else {
      const source = chooseSource(txn, ctx.controller, ctx.sourceName, spec.quality);
      if (source === undefined) continue;
      addShield(txn, { from: ctx.sourceName, protects, source, once: true });
      txn.note(`${ctx.sourceName}: the next time ${txn.name(source)} would deal damage to ${who} this turn, that damage will be prevented`, "615.1");
    }
  }
}

function addShield(txn: MtgTxn, shield: Omit<PreventionShield, "id">): void {
  txn.state = {
    ...txn.state,
    preventionShields: [...(txn.state.preventionShields ?? []), { id: `shield-${txn.state.nextId}`, ...shield }],
    nextId: txn.state.nextId + 1,
  };
}

/**
 * The objects a player may choose as a source of damage (609.7a): the spells on the stack and the
 * sources of the abilities on it (objects an object on the stack refers to), top first, then the
 * permanents, attacking and blocking creatures among them, in battlefield order.
 */
export function sourceCandidates(txn: MtgTxn): CardId[] {
  const fromStack = [...txn.state.stack].reverse().map((o) => o.source);
  const ids = [...fromStack, ...battlefield(txn.state).map((c) => c.id)];
  return [...new Set(ids)].filter((id) => txn.state.cards.has(id));
}

export function hasQuality(txn: MtgTxn, id: CardId, quality: SourceQuality): boolean {
  const def = txn.card(id).def;
  return "color" in quality ? def.colors.includes(quality.color) : hasType(def, quality.type);
}

/**
 * "A red source of your choice": chosen as the effect is created (609.7b), among the sources with
 * the quality. An answer naming another object is an invalid choice (609.7a) and the shield is
 * not made; with no such source there is nothing to choose. Unanswered: the first candidate.
 */
function chooseSource(txn: MtgTxn, player: PlayerId, sourceName: string, quality: SourceQuality): CardId | undefined {
  const kind = describeQuality(quality);
  const candidates = sourceCandidates(txn).filter((id) => hasQuality(txn, id, quality));
  if (candidates.length === 0) {
    txn.note(`there is no ${kind} source to choose, so ${sourceName} prevents nothing`, "609.7a");
    return undefined;
  }
  const prompt = `${kind === "artifact" ? "an" : "a"} ${kind} source for ${sourceName} to prevent its next damage to ${player} [${txn.cite("609.7a")}]`;
  const picked = txn.pickCard(player, prompt, candidates, false);
  if (picked.invalid) {
    txn.flag("invalid-choice", "609.7a", `"${picked.invalid.answer}" is not a ${kind} source ${player} can choose (a permanent, or a spell or an ability's source on the stack), so ${sourceName} prevents nothing.`, { part: "choice", index: picked.invalid.index });
    return undefined;
  }
  return picked.card;
}

/**
 * The damage `source` would deal to `recipient` after the shields on it (615.1): a shield about
 * another source doesn't apply; one with an amount counts down (615.7); a "next time" shield is
 * used up by this event. Several apply in the order they were made (rulings M26: the affected player
 * chooses, 616.1, and the scenario format has no answer for it). Returns what is still dealt.
 */
export function applyPrevention(txn: MtgTxn, source: CardId, recipient: MtgTargetRef, amount: number, what: string): number {
  let left = amount;
  const kept: PreventionShield[] = [];
  for (const shield of txn.state.preventionShields ?? []) {
    const applies = left > 0 && sameRecipient(shield.protects, recipient) && (shield.source === undefined || shield.source === source);
    if (!applies) {
      kept.push(shield);
      continue;
    }
    const prevented = shield.left === undefined ? left : Math.min(shield.left, left);
    left -= prevented;
    txn.note(`the shield from ${shield.from} prevents ${prevented} of the ${amount} damage ${what}`, shield.left === undefined ? "615.1" : "615.7");
    const remaining = shield.left === undefined ? undefined : shield.left - prevented;
    if (shield.once || remaining === 0) continue;
    kept.push(remaining === undefined ? shield : { ...shield, left: remaining });
  }
  if (txn.state.preventionShields && (kept.length !== txn.state.preventionShields.length || left !== amount)) txn.state = { ...txn.state, preventionShields: kept };
  return left;
}

function sameRecipient(a: MtgTargetRef, b: MtgTargetRef): boolean {
  return "player" in a ? "player" in b && a.player === b.player : "card" in b && a.card === b.card;
}

/** An object that changes zones is a new one (400.7): shields on it, or about it as a source, end. */
export function endShieldsOf(txn: MtgTxn, id: CardId): void {
  const shields = txn.state.preventionShields;
  if (!shields) return;
  const kept = shields.filter((s) => s.source !== id && !("card" in s.protects && s.protects.card === id));
  if (kept.length !== shields.length) txn.state = { ...txn.state, preventionShields: kept };
}

/** 514.2: "this turn" shields end in the cleanup step. */
export function endTurnShields(txn: MtgTxn): void {
  if (!txn.state.preventionShields) return;
  const { preventionShields: _, ...rest } = txn.state;
  txn.state = rest;
}
