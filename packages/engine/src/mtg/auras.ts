/**
 * Auras (303.4): an Aura spell targets what its enchant ability allows (303.4a, 702.5a) and
 * resolves attached to that target (608.3b); on the battlefield its "Enchanted creature gets …"
 * abilities change the permanent it is attached to while it stays attached (303.4b, 611.3a); an
 * Aura attached to nothing, or to something it can't enchant, goes to its owner's graveyard as a
 * state-based action (704.5m).
 *
 * What the attached Auras give a permanent is kept on the permanent (`enchantedBy`) so that
 * power, toughness and keywords stay functions of the card alone; `refreshEnchantments` derives
 * it from the battlefield again after every event that can change it (an Aura attaching or
 * leaving, the enchanted permanent leaving, and before each state-based check, which sees counters
 * put on an Aura), so it is never stale when anything reads it.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { EnchantSpec, MtgCardDef } from "./cards.js";
import { isCreaturePermanent } from "./characteristics.js";
import { gainControl } from "./control.js";
import type { MtgCard, MtgState } from "./state.js";
import { isPermanentTarget } from "./target-filters.js";
import { countFor } from "./static-gifts.js";
import type { MtgTxn } from "./txn.js";

/** The enchant ability of an Aura card; undefined for anything else (702.5a). */
export function enchantSpecOf(def: MtgCardDef): EnchantSpec | undefined {
  for (const a of def.abilities) if (a.kind === "static" && a.effect.kind === "enchant") return a.effect.what;
  return undefined;
}


/**
 * Can an Aura `auraController` controls enchant `card`? The enchant ability's restriction only:
 * enchanting isn't targeting, so hexproof and shroud don't matter once the Aura is attached
 * (702.11b and 702.18a speak of targets); protection does, through 702.16c, which the engine
 * doesn't model for Auras yet.
 */
export function canEnchant(card: MtgCard, spec: EnchantSpec, auraController: PlayerId): boolean {
  if (spec === "creature") return isCreaturePermanent(card);
  if (spec === "creature-you-control") return isCreaturePermanent(card) && card.controller === auraController;
  return isPermanentTarget(card, spec, auraController);
}

/** The Aura spell resolving attaches to the permanent it targeted (608.3b); an Aura put onto the battlefield attached to what its effect names, 303.4f. */
export function attachAura(txn: MtgTxn, aura: CardId, to: CardId, rule = "608.3b"): void {
  txn.writeCard({ ...txn.card(aura), attachedTo: to });
  txn.note(`${txn.name(aura)} enters attached to ${txn.name(to)}`, rule);
  refreshEnchantments(txn);
  // Lay Claim: its control effect's timestamp is the Aura's, as it enters attached (613.7e).
  const card = txn.card(aura);
  if (card.def.abilities.some((a) => a.kind === "static" && a.effect.kind === "control-enchanted")) gainControl(txn, to, card.controller, { from: card.def.name, aura });
}

/**
 * A permanent left the battlefield: the Auras attached to it are attached to nothing now (it is a
 * new object elsewhere, 400.7), and go to the graveyard at the next state-based check (704.5m).
 */
export function unattachFrom(txn: MtgTxn, left: CardId): void {
  for (const id of auraIdsOnBattlefield(txn.state)) {
    const aura = txn.card(id);
    if (aura.attachedTo !== left) continue;
    const { attachedTo: _, ...unattached } = aura;
    txn.writeCard(unattached);
  }
  refreshEnchantments(txn);
}

/** Auras on the battlefield attached to nothing, or to a permanent they can't enchant (704.5m). */
export function illegalAuras(state: MtgState): { id: CardId; why: string }[] {
  const out: { id: CardId; why: string }[] = [];
  for (const id of auraIdsOnBattlefield(state)) {
    const aura = state.cards.get(id);
    const spec = aura ? enchantSpecOf(aura.def) : undefined;
    if (!aura || !spec) continue;
    const host = aura.attachedTo === undefined ? undefined : state.cards.get(aura.attachedTo);
    if (!host || !onBattlefield(state, host.id)) out.push({ id, why: `${aura.def.name} is attached to nothing` });
    else if (!canEnchant(host, spec, aura.controller)) out.push({ id, why: `${aura.def.name} can't enchant ${host.def.name}` });
  }
  return out;
}

/** Recomputes `enchantedBy` of every permanent from the Auras attached to it now. */
export function refreshEnchantments(txn: MtgTxn): void {
  const given = new Map<CardId, NonNullable<MtgCard["enchantedBy"]>[number][]>();
  for (const id of auraIdsOnBattlefield(txn.state)) {
    const aura = txn.card(id);
    if (aura.attachedTo === undefined || !onBattlefield(txn.state, aura.attachedTo)) continue;
    for (const a of aura.def.abilities) {
      if (a.kind === "static" && a.effect.kind === "enchanted-has") {
        // 'Enchanted land has "{T}: …"' (613.1f): characteristicsOf adds the abilities.
        given.set(aura.attachedTo, [...(given.get(aura.attachedTo) ?? []), { aura: id, power: 0, toughness: 0, keywords: [], abilities: a.effect.abilities }]);
        continue;
      }
      if (a.kind === "static" && a.effect.kind === "enchanted-land-is") {
        // "Enchanted land is an Island" (305.7): characteristicsOf applies it.
        given.set(aura.attachedTo, [...(given.get(aura.attachedTo) ?? []), { aura: id, power: 0, toughness: 0, keywords: [], landType: a.effect.landType }]);
        continue;
      }
      if (a.kind !== "static" || a.effect.kind !== "enchanted-gets") continue;
      const list = given.get(aura.attachedTo) ?? [];
      const { perCounterOnAura, per, ward } = a.effect;
      // "for each plague counter on ~" (the Aura's counters); "for each creature you control" (its controller's, 611.3a: counted now).
      const times = (perCounterOnAura === undefined ? 1 : (aura.counters[perCounterOnAura] ?? 0)) * (per === undefined ? 1 : countFor(txn.state, aura.controller, per));
      list.push({ aura: id, power: a.effect.power * times, toughness: a.effect.toughness * times, keywords: a.effect.keywords, ...(ward ? { ward } : {}) });
      given.set(aura.attachedTo, list);
    }
  }
  for (const player of txn.state.players) {
    for (const id of txn.state.zones[player]?.["battlefield"] ?? []) {
      const card = txn.card(id);
      const now = given.get(id);
      if (sameGifts(card.enchantedBy, now)) continue;
      const { enchantedBy: _, ...rest } = card;
      txn.writeCard(now ? { ...rest, enchantedBy: now } : rest);
    }
  }
}

function sameGifts(a: MtgCard["enchantedBy"], b: MtgCard["enchantedBy"]): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}

function onBattlefield(state: MtgState, id: CardId): boolean {
  return zoneOf(state, id)?.zone === "battlefield";
}

function auraIdsOnBattlefield(state: MtgState): CardId[] {
  const out: CardId[] = [];
  for (const p of state.players) {
    for (const id of state.zones[p]?.["battlefield"] ?? []) {
      const card = state.cards.get(id);
      if (card && enchantSpecOf(card.def)) out.push(id);
    }
  }
  return out;
}
