/**
 * Static abilities that change creatures other than through an Aura (613.4c, 613.1f): Vile
 * Manifestation's "~ gets +1/+0 for each card with cycling in your graveyard", Cid's "Artifact
 * creatures and Heroes you control get +1/+1 for each Artificer you control and each Artificer
 * card in your graveyard", Bebop's "Rhinos you control have menace". A static ability's effect
 * applies all along while its source is on the battlefield (611.3a, 113.6), to whatever matches
 * then; like `enchantedBy` (auras.ts), what each creature gets is kept on it (`grantedBy`) and
 * derived again before each state-based check, so power, toughness and keywords stay functions of
 * the card. Only the permanents with such an ability cost anything: without one, a refresh reads
 * the battlefield once and writes nothing.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import type { GetsCount, MtgStatic } from "./cards.js";
import { battlefield, characteristicsOf, hasCycling, isCreaturePermanent, matchesQuery } from "./characteristics.js";
import type { MtgCard, MtgState } from "./state.js";
import type { MtgTxn } from "./txn.js";

type Gift = NonNullable<MtgCard["grantedBy"]>[number];
type GetsStatic = Extract<MtgStatic, { kind: "gets" }>;

/** "for each creature you control", "… and each Artificer card in your graveyard": the sum of the counts, for `player`. */
export function countFor(state: MtgState, player: PlayerId, per: GetsCount): number {
  let n = 0;
  for (const part of per.parts) {
    if (part.kind === "permanents-you-control") {
      n += battlefield(state).filter((c) => c.controller === player && matchesQuery(characteristicsOf(c), part.query)).length;
    } else {
      for (const id of cardsIn(state, { player, zone: "graveyard" })) {
        const card = state.cards.get(id);
        if (card && matchesQuery(card.def, part.query) && (part.cycling !== true || hasCycling(card.def))) n++;
      }
    }
  }
  return n;
}

/** Recomputes `grantedBy` of every permanent from the "gets" static abilities on the battlefield now. */
export function refreshStaticGifts(txn: MtgTxn): void {
  // No card of the game has such an ability: nothing is given, and nothing ever was.
  if (!txn.state.abilitiesInGame.gets) return;
  const permanents = battlefield(txn.state);
  const given = new Map<CardId, Gift[]>();
  for (const source of permanents) {
    for (const a of characteristicsOf(source).abilities) {
      if (a.kind !== "static" || a.effect.kind !== "gets") continue;
      const effect = a.effect;
      const times = effect.per === undefined ? 1 : countFor(txn.state, source.controller, effect.per);
      for (const card of receivers(permanents, source, effect)) {
        const list = given.get(card.id) ?? [];
        list.push({ source: source.id, power: effect.power * times, toughness: effect.toughness * times, keywords: effect.keywords });
        given.set(card.id, list);
      }
    }
  }
  for (const card of permanents) {
    const now = given.get(card.id);
    if (JSON.stringify(card.grantedBy ?? []) === JSON.stringify(now ?? [])) continue;
    const { grantedBy: _, ...rest } = card;
    txn.writeCard(now ? { ...rest, grantedBy: now } : rest);
  }
}

/** The creatures a "gets" ability changes now: its source, or the creatures its controller controls of one of the kinds. */
function receivers(permanents: readonly MtgCard[], source: MtgCard, effect: GetsStatic): MtgCard[] {
  const { who } = effect;
  if (who.kind === "self") return isCreaturePermanent(source) ? [source] : [];
  return permanents.filter((c) => c.controller === source.controller && isCreaturePermanent(c) && who.filters.some((f) => matchesQuery(characteristicsOf(c), f)));
}
