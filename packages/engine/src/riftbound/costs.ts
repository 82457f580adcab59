import { withArticle } from "../kernel/article.js";
import { rememberBanishedWithBeforeLeaving } from "./banished-with.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import { describeMatch, matchesCard } from "./card-match.js";
import { UNKNOWN_POWER, type CardMatch, type CostPart, type Domain, type PrintedCost } from "./cards.js";
import { EMPOWER_RULE } from "./empower-rule.js";
import { rememberKilled } from "./killed.js";
import { moveCard } from "./moves.js";
import { continueWith } from "./pending.js";
import { recycleCards } from "./recycle.js";
import { addEnergy, addPower, resourcesOf, runesOf } from "./resources.js";
import { SelectorCandidates, describeSelector } from "./selectors.js";
import type { RiftCard } from "./state.js";
import { fireRecycleTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/** The energy and power a cost asks for once reductions are applied. */
export interface ResourceCost {
  readonly energy: number;
  readonly power: readonly (Domain | "any")[];
}

/**
 * The power of a printed cost with every pip's domain known. A pip whose domain the card data
 * lacks ("unknown": a two-domain card whose sources give only the number of pips) is never
 * guessed: the action is refused, naming the missing fact and how to supply it.
 */
export function knownPower(txn: Txn, card: string, power: PrintedCost["power"]): (Domain | "any")[] {
  const known: (Domain | "any")[] = [];
  for (const pip of power) if (pip !== UNKNOWN_POWER) known.push(pip);
  const unknown = power.length - known.length;
  if (unknown > 0) {
    txn.refuse(
      "unknown-card-fact",
      "131.3",
      `${card}'s power cost has ${unknown === 1 ? "a pip" : `${unknown} pips`} whose domain the card data doesn't give (its sources list only how many), so which power pays ${unknown === 1 ? "it" : "them"} can't be worked out. Define ${card} under cards: with its printed cost to play it here.`,
      { part: "card" },
    );
  }
  return known;
}

/**
 * Checks that every part of a cost can be paid, then pays it in printed order. Nothing is paid
 * unless everything can be (416.3 for recycling, 414.4 for exhausting, 131 for energy and power):
 * a refused payment leaves the state as it was.
 *
 * Energy and power are paid from the Rune Pool first, then by the runes' own abilities
 * (164.2), which may be used in the middle of paying a cost (429.3): the default policy exhausts
 * ready runes for energy and recycles runes of the needed domain for power. A rune may do both.
 */
export function payCost(
  txn: Txn,
  player: PlayerId,
  source: CardId,
  parts: readonly CostPart[],
  resources: ResourceCost,
): void {
  const sourceCard = txn.card(source);
  checkResources(txn, player, resources);
  // Check every non-resource part before paying any of them: costs are all-or-nothing.
  for (const part of parts) checkPart(txn, player, source, part);

  payResources(txn, player, resources);
  // Non-standard costs are paid in any order (357.2): a part that takes the source off the Board
  // ("Kill this", "Recycle this") is paid last, so "[E]" still finds it there to exhaust.
  const leavesLast = (part: CostPart) => (part.kind === "kill-self" || part.kind === "recycle-self" || part.kind === "banish-self" ? 1 : 0);
  const ordered = [...parts].sort((a, b) => leavesLast(a) - leavesLast(b));
  // A part can set off triggers (a killed unit's Deathknell, "when you recycle"); they resolve
  // before the next part is paid, so each part waits for the work of the one before.
  txn.pending.schedule(...ordered.map((part) => continueWith(() => payPart(txn, player, sourceCard, part))));
}

function payPart(txn: Txn, player: PlayerId, sourceCard: RiftCard, part: CostPart): void {
  const source = sourceCard.id;
  // An earlier part made the source a token off the Board, and it ceased (186.1): a part that
  // acts on the source itself has nothing left to act on.
  const selfPart = part.kind === "exhaust-self" || part.kind === "recycle-self" || part.kind === "kill-self" || part.kind === "banish-self";
  if (selfPart && !txn.state.cards.has(source)) {
    txn.emit({ type: "note", text: `${sourceCard.def.name} ceased to exist (186.1), so this part of the cost has nothing to act on`, rule: "186.1" });
    return;
  }
  switch (part.kind) {
    case "energy":
    case "power":
      return; // folded into `resources` by the caller
    case "exhaust-self":
      txn.patchCard(source, { exhausted: true });
      txn.emit({ type: "exhaust", card: source, name: sourceCard.def.name });
      return;
    case "recycle-self":
      // Recycling as a cost is recycling (416.3): "when you recycle" sees it (a rune only "a rune").
      fireRecycleTriggers(txn, player, recycleCards(txn, player, [source]));
      return;
    case "kill-self":
      moveCard(txn, source, "trash", "kill", { rule: "428" });
      return;
    case "banish-self":
      rememberBanishedWithBeforeLeaving(txn, source);
      moveCard(txn, source, "banishment", "banish", { rule: "427", by: player });
      return;
    case "disempower-self":
      txn.patchCard(source, { empowered: undefined });
      txn.emit({ type: "state", what: `${sourceCard.def.name} is disempowered (cost)` });
      return;
    case "kill-friendly-unit": {
      const units = friendlyUnits(txn, player, source);
      const { picked } = txn.pickCards(player, "a friendly unit to kill", units, 1, "428");
      for (const id of picked) {
        rememberKilled(txn, id);
        moveCard(txn, id, "trash", "kill", { rule: "428" });
      }
      return;
    }
    case "discard": {
      const what = part.count === 1 ? withArticle(describeMatch(part.match)) : `${part.count} ${describeMatch(part.match, part.count)}`;
      const { picked, invalid } = txn.pickCards(player, `${what} to discard (cost)`, discardable(txn, player, source, part.match), part.count, null);
      const bad = invalid[0];
      if (bad) txn.refuse("invalid-choice", "422", `"${bad.answer}" is not ${withArticle(describeMatch(part.match))} in ${player}'s hand, so it can't be discarded for this cost.`, { part: "choice", index: bad.index });
      for (const id of picked) moveCard(txn, id, "trash", "discard", { rule: "422" });
      return;
    }
    case "recycle": {
      const where = describeSelector(part.from, part.filter);
      const candidates = new SelectorCandidates(txn, player, part.from, part.filter, source);
      const { picked, invalid } = txn.pickCards(player, `${part.count} to recycle from ${where} (cost)`, candidates, part.count, null);
      const bad = invalid[0];
      if (bad) {
        const why = txn.explainInvalid(bad.answer, where);
        txn.refuse(why.code, why.code === "not-a-card" ? "052" : "416.3", why.message, { part: "choice", index: bad.index });
      }
      if (picked.length < part.count) {
        txn.refuse(
          "wrong-count",
          "416.3",
          `The cost says recycle ${part.count} from ${where}, but only ${picked.length} ${picked.length === 1 ? "was" : "were"} chosen: a recycle cost must be paid in full.`,
          { part: "choice", index: Math.max(0, ...invalid.map((i) => i.index)) },
        );
      }
      fireRecycleTriggers(txn, player, recycleCards(txn, player, picked));
      return;
    }
  }
}

function checkPart(txn: Txn, player: PlayerId, source: CardId, part: CostPart): void {
  const card = txn.card(source);
  switch (part.kind) {
    case "exhaust-self":
      if (card.exhausted) {
        txn.refuse("illegal-cost", "414.4", `${card.def.name} is already exhausted, so it can't pay an [E] cost.`);
      }
      return;
    case "recycle": {
      const where = describeSelector(part.from, part.filter);
      const available = new SelectorCandidates(txn, player, part.from, part.filter, source).countUpTo(part.count);
      if (available < part.count) {
        txn.refuse(
          "illegal-cost",
          "416.3",
          `Recycling ${part.count} from ${where} is part of the cost, but there ${available === 0 ? "are none" : available === 1 ? "is only 1" : `are only ${available}`}: a recycle cost must be completable, so the ability can't be used.`,
        );
      }
      return;
    }
    case "discard": {
      const fitting = discardable(txn, player, source, part.match);
      if (fitting.length < part.count) {
        txn.refuse("illegal-cost", "422", `Discarding ${part.count === 1 ? withArticle(describeMatch(part.match)) : `${part.count} ${describeMatch(part.match, part.count)}`} is part of the cost, and ${player}'s hand holds ${fitting.length === 0 ? "none" : `only ${fitting.length}`}.`);
      }
      return;
    }
    case "disempower-self":
      // A cost is paid only if it can be paid in full (R35): one that isn't Empowered can't be disempowered.
      if (card.empowered !== true) {
        txn.refuse("illegal-cost", EMPOWER_RULE, `${card.def.name} is not Empowered, so it can't pay a "Disempower me" cost (rulings R35).`);
      }
      return;
    case "kill-friendly-unit":
      if (friendlyUnits(txn, player, source).length === 0) {
        txn.refuse("illegal-cost", "428", `The cost asks to kill a friendly unit, and ${player} has none.`);
      }
      return;
    default:
      return;
  }
}

/** The cards in `player`'s hand a discard cost may take (never the card being played, which is on its way). */
function discardable(txn: Txn, player: PlayerId, source: CardId, match: CardMatch): CardId[] {
  return [...cardsIn(txn.state, { player, zone: "hand" })].filter((id) => id !== source && matchesCard(txn, player, id, match));
}

function friendlyUnits(txn: Txn, player: PlayerId, except: CardId): CardId[] {
  const zones = txn.state.zones[player] ?? {};
  return [...(zones["base"] ?? []), ...(zones["battlefield"] ?? [])].filter((id) => {
    const c = txn.state.cards.get(id);
    return id !== except && c?.def.type === "unit" && c.controller === player;
  });
}

function runeDomain(txn: Txn, id: CardId): Domain | undefined {
  return txn.card(id).def.domains[0];
}

/** Can `player` produce this energy and power now, from the pool and their runes? */
export function canAfford(txn: Txn, player: PlayerId, cost: ResourceCost): string | undefined {
  const pool = resourcesOf(txn, player);
  const runes = runesOf(txn, player);
  const readyRunes = runes.filter((id) => !txn.card(id).exhausted).length;
  if (cost.energy > pool.energy + readyRunes) {
    return `it needs ${cost.energy} energy and ${player} can produce only ${pool.energy + readyRunes}`;
  }
  const spare: Record<string, number> = {};
  let spareRunes = [...runes];
  for (const domain of cost.power) {
    if (domain === "any") continue;
    const inPool = (pool.power[domain] ?? 0) - (spare[domain] ?? 0);
    if (inPool > 0) {
      spare[domain] = (spare[domain] ?? 0) + 1;
      continue;
    }
    const rune = spareRunes.find((id) => runeDomain(txn, id) === domain);
    if (!rune) return `it needs [${domain}] power and ${player} has no ${domain} power or ${domain} rune left`;
    spareRunes = spareRunes.filter((id) => id !== rune);
  }
  const anyNeeded = cost.power.filter((d) => d === "any").length;
  const poolLeft = Object.entries(pool.power).reduce((n, [d, v]) => n + Math.max(0, (v ?? 0) - (spare[d] ?? 0)), 0);
  if (anyNeeded > poolLeft + spareRunes.length) return `it needs ${anyNeeded} power of any domain and ${player} can't produce it`;
  return undefined;
}

function checkResources(txn: Txn, player: PlayerId, cost: ResourceCost): void {
  const problem = canAfford(txn, player, cost);
  if (problem) {
    txn.refuse("illegal-cost", cost.power.length && !problem.includes("energy") ? "131.3" : "131.2", `The cost can't be paid: ${problem}.`);
  }
}

function payResources(txn: Txn, player: PlayerId, cost: ResourceCost): void {
  // Energy: pool first, then exhaust ready runes (164.2.a), each adding 1 energy.
  let energyDue = cost.energy;
  while (energyDue > 0 && resourcesOf(txn, player).energy < energyDue) {
    const rune = runesOf(txn, player).find((id) => !txn.card(id).exhausted);
    if (!rune) break;
    txn.patchCard(rune, { exhausted: true });
    txn.emit({ type: "exhaust", card: rune, name: txn.card(rune).def.name });
    addEnergy(txn, player, 1, "164.2");
  }
  if (energyDue > 0) addEnergy(txn, player, -energyDue, "131.2");
  energyDue = 0;

  // Power: pool first, then recycle a rune of the domain, exhausted ones first (they can't make energy any more).
  const byPreference = () =>
    [...runesOf(txn, player)].sort((a, b) => Number(txn.card(b).exhausted) - Number(txn.card(a).exhausted));
  for (const need of [...cost.power.filter((d) => d !== "any"), ...cost.power.filter((d) => d === "any")]) {
    const pool = resourcesOf(txn, player).power;
    const fromPool = need === "any" ? (Object.keys(pool) as Domain[]).find((d) => (pool[d] ?? 0) > 0) : (pool[need] ?? 0) > 0 ? need : undefined;
    if (fromPool) {
      addPower(txn, player, fromPool, -1, "131.3");
      continue;
    }
    const rune = byPreference().find((id) => need === "any" || runeDomain(txn, id) === need);
    if (!rune) continue; // unreachable after checkResources
    const domain = runeDomain(txn, rune) ?? "fury";
    recycleCards(txn, player, [rune]);
    addPower(txn, player, domain, 1, "164.2");
    addPower(txn, player, domain, -1, "131.3");
  }
}
