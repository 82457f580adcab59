/**
 * Copy effects on permanents (707.2), applied before every other effect (613.1): Crystalline Resonance's "become a copy of
 * another target permanent until your next turn, except it has this ability" and Waxen
 * Shapethief's "You may have this creature enter as a copy of an artifact or creature you
 * control."
 *
 * A copy takes the copiable values of the original (707.2): its name, mana cost, colors, types,
 * rules text and abilities, power and toughness, as modified by the copy effects on it — the
 * values the engine keeps as the permanent's `def`. Counters, damage, tapped status and every
 * other effect on the original are not copied. The copy effect replaces the permanent's `def`
 * while it lasts, the card's own values kept in `printed`; every other effect (a "becomes", a
 * pump, an Aura) still applies on top of it, in the later layers (613.1). The effects on one
 * permanent are kept in timestamp order (613.7): the last one in force gives its values. When the
 * permanent leaves the battlefield it is a new object again (400.7) and has its own values
 * (moves.ts).
 */
import { withArticle } from "../kernel/article.js";
import { zoneOf } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import type { MtgCardDef, MtgEffect, MtgStatic, MtgTriggeredAbility } from "./cards.js";
import { battlefield, characteristicsOf, matchesAny } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import { legalCardTargets } from "./several-targets.js";
import type { CopyEffect, MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

type BecomeCopy = Extract<MtgEffect, { kind: "become-copy-of-target" }>;
type EntersAsCopy = Extract<MtgStatic, { kind: "enters-as-copy" }>;

/** The card's own values, whatever copy effect is on it now. */
export function printedValues(card: MtgCard): MtgCardDef {
  return card.printed ?? card.def;
}

/** Makes `id` a copy of `values` (707.2) from now on; `untilTurnOf`: it ends as that player's next turn begins. */
function becomeCopy(txn: MtgTxn, id: CardId, effect: CopyEffect): void {
  const card = txn.card(id);
  // A face-down permanent keeps its face-down values over any copy effect (708.2a).
  txn.redefineCard({ ...card, printed: printedValues(card), copyEffects: [...(card.copyEffects ?? []), effect], def: card.faceDown ? card.def : effect.def });
  if (effect.untilTurnOf !== undefined) txn.state = { ...txn.state, copyEffectsEnding: [...(txn.state.copyEffectsEnding ?? []), { card: id, player: effect.untilTurnOf }] };
}

/**
 * "you may have ~ become a copy of another target permanent until your next turn, except it has
 * this ability": the source takes the target's copiable values as the ability resolves (707.2),
 * and with `keepsThisAbility` the ability that resolves joins them, part of the copy's values
 * (707.9a). A source no longer on the battlefield, or a target no longer legal, changes nothing
 * (608.2b).
 */
export function becomeCopyOfTarget(txn: MtgTxn, ctx: EffectContext, effect: BecomeCopy): void {
  const source = txn.state.cards.get(ctx.source);
  if (!source || zoneOf(txn.state, ctx.source)?.zone !== "battlefield") {
    txn.note(`${ctx.sourceName} is no longer on the battlefield, so it doesn't become a copy`, "608.2b");
    return;
  }
  const [target] = legalCardTargets(txn, ctx);
  if (target === undefined) return;
  const original = txn.card(target).def;
  const ability = effect.keepsThisAbility ? resolvingAbility(source, effect) : undefined;
  const def: MtgCardDef = ability ? { ...original, abilities: [...original.abilities, ability], text: [original.text, ability.text].filter(Boolean).join("\n") } : original;
  const until = effect.until === "your-next-turn" ? ctx.controller : undefined;
  becomeCopy(txn, ctx.source, { def, from: ctx.sourceName, ...(until !== undefined ? { untilTurnOf: until } : {}) });
  const except = ability ? `, except it has "${ability.text}"` : "";
  const lasts = until !== undefined ? ` until ${until}'s next turn` : "";
  txn.note(`${ctx.sourceName} becomes a copy of ${original.name}${lasts}${except}`, ability ? "707.9a" : "707.2");
}

/** The triggered ability of `source` whose effect is resolving: "this ability". */
function resolvingAbility(source: MtgCard, effect: BecomeCopy): MtgTriggeredAbility | undefined {
  for (const def of [source.def, printedValues(source)]) {
    for (const a of def.abilities) if (a.kind === "triggered" && a.effect.includes(effect)) return a;
  }
  return undefined;
}

/**
 * "You may have this creature enter as a copy of an artifact or creature you control": the copy is
 * chosen before the permanent enters, and it enters already a copy (707.5), so what applies as it
 * enters — "enters tapped", "as it enters, choose a color" — is the copy's (moves.ts reads the
 * values this returns). `own` are the entering card's own values, `controller` the player it
 * enters under, who may choose a permanent of those kinds (not the card itself). Returns the
 * copiable values of the permanent chosen (707.2), or undefined: choosing nothing, or having
 * nothing to choose, it enters as itself.
 */
export function copyChosenAsItEnters(txn: MtgTxn, id: CardId, own: MtgCardDef, controller: PlayerId): MtgCardDef | undefined {
  const rule = entersAsCopyRule(own);
  if (!rule) return undefined;
  const candidates = battlefield(txn.state).filter((c) => c.id !== id && (rule.whose === "any" || c.controller === controller) && matchesAny(characteristicsOf(c), rule.of));
  if (candidates.length === 0) {
    txn.note(`${own.name} has nothing to enter as a copy of, so it enters as itself`, "707.5");
    return undefined;
  }
  const kinds = rule.of.map((q) => [...q.types].join(" ").toLowerCase()).join(" or ");
  const pick = txn.pickCard(controller, `${withArticle(kinds)} for ${own.name} to enter as a copy of`, candidates.map((c) => c.id), true);
  if (pick.card === undefined) {
    txn.note(`${own.name} enters as itself`, "707.5");
    return undefined;
  }
  return txn.card(pick.card).def;
}

/** The permanent `id` has just entered as a copy of `original` (chosen by copyChosenAsItEnters): it is one for as long as it stays (707.2). */
export function enterAsCopyOf(txn: MtgTxn, id: CardId, original: MtgCardDef): void {
  const name = txn.card(id).def.name;
  becomeCopy(txn, id, { def: original, from: name });
  txn.note(`${name} enters as a copy of ${original.name}`, "707.2");
}

function entersAsCopyRule(def: MtgCardDef): EntersAsCopy | undefined {
  for (const a of def.abilities) if (a.kind === "static" && a.effect.kind === "enters-as-copy") return a.effect;
  return undefined;
}

/**
 * `player`'s turn begins: the copy effects that last "until your next turn" for them end (the
 * turn's first moment, before its untap step). A permanent that left the battlefield since has no
 * copy effect left (400.7) and is passed over.
 */
export function endCopyEffectsOf(txn: MtgTxn, player: PlayerId): void {
  const ending = txn.state.copyEffectsEnding ?? [];
  if (!ending.some((e) => e.player === player)) return;
  txn.state = { ...txn.state, copyEffectsEnding: ending.filter((e) => e.player !== player) };
  for (const id of new Set(ending.filter((e) => e.player === player).map((e) => e.card))) {
    const card = txn.state.cards.get(id);
    if (!card?.copyEffects?.some((e) => e.untilTurnOf === player)) continue;
    const left = card.copyEffects.filter((e) => e.untilTurnOf !== player);
    const printed = printedValues(card);
    const last = left[left.length - 1];
    const { printed: _, copyEffects: __, ...rest } = card;
    if (card.faceDown) txn.redefineCard(last ? { ...card, copyEffects: left } : { ...rest, printed });
    else txn.redefineCard(last ? { ...rest, printed, copyEffects: left, def: last.def } : { ...rest, def: printed });
    txn.note(`the copy effect on ${card.def.name} ends: it is ${last ? `a copy of ${last.def.name}` : printed.name} again`, "611.2a");
  }
}
