/**
 * What resolving spells and abilities do to combat: "this turn" restrictions and requirements on
 * a creature ("target creature can't block this turn", "~ can't be blocked this turn", 509.1b,
 * 508.1d) and shields that prevent combat damage (615.1). They end in the cleanup step (514.2);
 * one on a creature also ends when it leaves the battlefield (400.7).
 */
import type { MtgEffect } from "./cards.js";
import type { CombatTurnEffect } from "./combat-abilities.js";
import { battlefield, isCreaturePermanent } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import type { MtgCard } from "./state.js";
import { legalCardTargets } from "./several-targets.js";
import { stillLegal } from "./targets.js";
import type { MtgTxn } from "./txn.js";

const SAYS: Readonly<Record<CombatTurnEffect, readonly [string, string]>> = {
  "cant-block": ["can't block this turn", "509.1b"],
  "cant-be-blocked": ["can't be blocked this turn", "509.1b"],
  "attacks-if-able": ["attacks this turn if able", "508.1d"],
  "deals-no-combat-damage": ["will deal no combat damage this turn: all of it is prevented", "615.1"],
};

/** The creatures an effect names: its source, or its targets still legal (608.2b; "up to two target creatures", 601.2c). */
function affected(txn: MtgTxn, ctx: EffectContext, on: "self" | "target" | "creatures-target-player-controls"): MtgCard[] {
  if (on === "self") return battlefield(txn.state).filter((c) => c.id === ctx.source);
  // "Creatures target opponent controls": those they control as it resolves (611.2c), if the player is still a legal target (608.2b).
  if (on === "creatures-target-player-controls") {
    const player = ctx.target && "player" in ctx.target && stillLegal(txn, ctx.target, ctx.targetSpec, ctx) ? ctx.target.player : undefined;
    return player === undefined ? [] : [...(txn.state.zones[player]?.["battlefield"] ?? [])].map((id) => txn.card(id)).filter((c) => isCreaturePermanent(c));
  }
  return legalCardTargets(txn, ctx).map((id) => txn.card(id));
}

function mark(txn: MtgTxn, card: MtgCard, effect: CombatTurnEffect): void {
  txn.writeCard({ ...card, pumps: [...card.pumps, { power: 0, toughness: 0, combat: [effect] }] });
  const [says, rule] = SAYS[effect];
  txn.note(`${card.def.name} ${says}`, rule);
}

export function combatThisTurn(txn: MtgTxn, ctx: EffectContext, effect: Extract<MtgEffect, { kind: "combat-this-turn" }>): void {
  for (const card of affected(txn, ctx, effect.on)) mark(txn, card, effect.effect);
}

/** "Prevent all combat damage that would be dealt this turn [by target creature]" (615.1). */
export function preventCombatDamage(txn: MtgTxn, ctx: EffectContext, by: "all" | "target"): void {
  if (by === "target") {
    for (const card of affected(txn, ctx, "target")) mark(txn, card, "deals-no-combat-damage");
    return;
  }
  txn.state = { ...txn.state, combatDamagePrevented: [...(txn.state.combatDamagePrevented ?? []), ctx.sourceName] };
  txn.note(`${ctx.sourceName}: all combat damage that would be dealt this turn will be prevented`, "615.1");
}

/** Will of the All-Hunter: the target blocking as it resolves gets `then`, otherwise `otherwise` (608.2c). */
export function blockingTargetIs(txn: MtgTxn, ctx: EffectContext): boolean {
  const blockers = txn.state.combat?.blockers ?? [];
  return legalCardTargets(txn, ctx).some((id) => blockers.some((b) => b.card === id));
}

/** Imaginary Threats: marks the target player's next untap step (502.3). */
export function creaturesSkipNextUntap(txn: MtgTxn, ctx: EffectContext): void {
  const target = ctx.target;
  if (!target || !("player" in target) || !stillLegal(txn, target, ctx.targetSpec, ctx)) return;
  txn.state = { ...txn.state, playerState: { ...txn.state.playerState, [target.player]: { ...txn.state.playerState[target.player]!, creaturesSkipNextUntap: true } } };
  txn.note(`during ${target.player}'s next untap step, creatures they control don't untap`, "502.3");
}
