/**
 * Embalm and eternalize resolving (702.128a, 702.129a): a token that's a copy of the exiled card
 * (707.2: its name, types, rules text, abilities, power and toughness), except for what the
 * keyword says: its colors, "Zombie" added to its creature types, no mana cost, and for
 * eternalize a 4/4. The card was exiled as the cost, so the copy uses its values as it last
 * existed (the card's definition).
 */
import { COLOR_WORDS } from "./color-names.js";
import type { MtgEffect } from "./cards.js";
import type { EffectContext } from "./effect-context.js";
import { putToken } from "./tokens.js";
import type { MtgTxn } from "./txn.js";

export function createTokenCopyOfSelf(txn: MtgTxn, ctx: EffectContext, effect: Extract<MtgEffect, { kind: "token-copy-of-self" }>): void {
  const { manaCost: _none, ...copiable } = txn.card(ctx.source).def;
  const subtypes = copiable.subtypes.includes("Zombie") ? copiable.subtypes : ["Zombie", ...copiable.subtypes];
  const def = {
    ...copiable,
    colors: effect.colors,
    subtypes,
    ...(effect.power !== undefined ? { power: effect.power } : {}),
    ...(effect.toughness !== undefined ? { toughness: effect.toughness } : {}),
  };
  putToken(txn, ctx.controller, def);
  const color = effect.colors.map((c) => COLOR_WORDS[c]).join(" and ");
  txn.note(`the token is a copy of ${def.name}, except it's a ${def.power ?? 0}/${def.toughness ?? 0} ${color} ${subtypes.join(" ")} with no mana cost`, "707.9b");
}
