/**
 * Cycling and typecycling (702.29): "[Cost], Discard this card: Draw a card" / "… Search your
 * library for a [type] card, reveal it, put it into your hand, then shuffle." Activating follows
 * 602.2: announce (the card is revealed from hand, 701.20a), determine and lock in the total cost
 * (601.2f), pay it all (601.2h) — the discard included — and only then do "when you cycle"
 * triggers wait to go on the stack above the cycling ability (603.3).
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { CyclingAbility, MtgEffect } from "./cards.js";
import { covers, cyclingAbilities, cyclingName, matchesTypeOrHistoric, staticsInForce } from "./characteristics.js";
import { cyclingCostPermissions, cyclingTotalCost } from "./costs.js";
import { moveCard } from "./moves.js";
import { payCost } from "./payment.js";
import { checkSacrifice, paySacrifice } from "./sacrifice-cost.js";
import { playerOf, updatePlayer } from "./players.js";
import { takePriority } from "./priority.js";
import { pushStack } from "./stack-objects.js";
import type { MtgCard, MtgState } from "./state.js";
import { triggerOnCycle, triggerOnDiscard } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

export interface CycleRequest {
  readonly player: PlayerId;
  readonly card: CardId;
  readonly ability?: string;
  readonly x?: number;
  readonly tap?: readonly CardId[];
  readonly search?: string;
}

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, "");

/**
 * A card's cycling abilities as it has them now: its printed ones, and, while it is in a hand,
 * those a permanent grants to cards of its type there (Homing Sliver's "Each Sliver card in each
 * player's hand has slivercycling {3}"; 702.29e, 113.6m: it works only from the hand). A granted
 * ability identical to one the card prints adds nothing to choose between.
 */
export function currentCyclingAbilities(state: MtgState, card: MtgCard): CyclingAbility[] {
  const printed = cyclingAbilities(card.def);
  const where = zoneOf(state, card.id);
  if (where?.zone !== "hand") return printed;
  const granted = staticsInForce(state, "grant-cycling")
    .filter(({ source, effect }) => (effect.whose === "all" || source.controller === where.player) && !(effect.other && source.id === card.id) && matchesTypeOrHistoric(card.def, effect.type))
    .map(({ effect }) => effect.ability);
  const out = [...printed];
  for (const ability of granted) if (!out.some((a) => a.text.toLowerCase() === ability.text.toLowerCase())) out.push(ability);
  return out;
}

/** The cycling ability a step means: by name, else the only one, else the first (a recorded default). */
export function pickCyclingAbility(txn: MtgTxn, player: PlayerId, card: MtgCard, name: string | undefined): CyclingAbility {
  const abilities = currentCyclingAbilities(txn.state, card);
  const names = abilities.map(cyclingName);
  if (abilities.length === 0) {
    txn.refuse("unknown-target", "702.29a", `${card.def.name} has no cycling ability.`, { part: name === undefined ? "card" : "ability" });
  }
  if (name !== undefined) {
    const found = abilities.find((a) => squash(cyclingName(a)) === squash(name));
    if (!found) txn.refuse("unknown-target", "702.29a", `${card.def.name} has no ${name} ability (it has: ${names.join(", ")}).`, { part: "ability" });
    return found;
  }
  const first = abilities[0] as CyclingAbility;
  if (abilities.length > 1) txn.emit({ type: "choice", player, prompt: `which of ${card.def.name}'s abilities (${names.join(", ")})`, answer: cyclingName(first), defaulted: true });
  return first;
}

export function cycle(txn: MtgTxn, request: CycleRequest): void {
  const { player } = request;
  const card = txn.state.cards.get(request.card);
  if (!card) txn.refuse("unknown-target", "-", `There is no card ${request.card} in this game.`, { part: "card" });
  const ability = pickCyclingAbility(txn, player, card, request.ability);
  const label = cyclingName(ability);
  const typecycling = ability.variant.kind === "typecycling";

  // Priority first: the passes it implies may resolve something (117.4) before the card is looked at.
  takePriority(txn, player);
  // 702.29a / 113.6m: the cost discards the card, so the ability works only from its owner's hand.
  const where = zoneOf(txn.state, card.id);
  if (where?.zone !== "hand") {
    txn.refuse(
      "timing",
      "702.29a",
      `${card.def.name} is ${where?.zone === "battlefield" ? "on" : "in"} the ${where?.zone ?? "nowhere"}. Cycling can be activated only while the card is in a player's hand; the card still has ${label} there (${txn.cite("702.29b")}), but it can't be cycled from there.`,
      { part: "card" },
    );
  }
  if (where.player !== player) {
    txn.refuse("timing", "602.2", `${card.def.name} is in ${where.player}'s hand; only its owner can cycle it.`, { part: "player" });
  }
  refuseIfProhibited(txn, player, card, ability, label);
  if (!typecycling && request.search !== undefined) {
    txn.flag("unused-choice", "702.29a", `search: is given, but ${card.def.name}'s cycling draws a card; it doesn't search.`, { part: "to" });
  }

  txn.emit({ type: "activate", player, card: card.id, name: card.def.name, ability: ability.text });
  if (!card.def.abilities.includes(ability)) {
    // A granted ability is cited by its own rule: typecycling 702.29e, plain cycling 702.29a.
    const grantor = staticsInForce(txn.state, "grant-cycling").find((s) => s.effect.ability === ability);
    txn.note(`${card.def.name} has ${ability.text} in ${player}'s hand from ${grantor?.source.def.name ?? "a permanent"}: "${grantor?.text ?? ""}"`, typecycling ? "702.29e" : "702.29a");
  }
  txn.note(`${player} reveals ${card.def.name} from their hand`, "701.20a");
  const cost = cyclingTotalCost(txn, player, card, ability, request.x);
  const what = `${card.def.name}'s ${label} cost`;
  if (ability.cost.sacrifice) checkSacrifice(txn, player, ability.cost.sacrifice, what);
  payCost(txn, player, cost, what, request.tap);
  if (ability.cost.sacrifice) paySacrifice(txn, player, ability.cost.sacrifice, what);
  // The discard is part of the cost (702.29a); a replacement may exile the card, and the cost is
  // still paid (118.11).
  moveCard(txn, card.id, "graveyard", "discard", { cycled: true, rule: "702.29a" });
  const byName = playerOf(txn, player).cycledByNameThisGame ?? {};
  const name = card.def.name;
  updatePlayer(txn, player, (p) => ({ ...p, cycledThisTurn: p.cycledThisTurn + 1, cycledByNameThisGame: { ...byName, [name]: (byName[name] ?? 0) + 1 } }));

  pushStack(txn, {
    kind: "cycling",
    source: card.id,
    sourceName: card.def.name,
    controller: player,
    text: ability.text,
    effect: cyclingEffect(ability),
    optional: false,
    x: cost.x,
    ...(typecycling ? { searchRule: "702.29e" } : {}),
    ...(typecycling && request.search !== undefined ? { search: request.search } : {}),
  });
  triggerOnCycle(txn, player, card.id, cost.x);
  triggerOnDiscard(txn, player, [card.id]);
}

/**
 * "Players can't cycle cards" (Stabilizer) stops the activation (602.5), typecycling too
 * (702.29f). A permission in force for the same cycle — Gavi's or New Perspectives' "you may pay
 * {0} rather than pay", Homing Sliver's granted slivercycling — doesn't get around it: when one
 * effect allows something and another says it can't happen, the "can't" wins (101.2).
 */
function refuseIfProhibited(txn: MtgTxn, player: PlayerId, card: MtgCard, ability: CyclingAbility, label: string): void {
  const typecycling = ability.variant.kind === "typecycling";
  for (const { source, effect } of staticsInForce(txn.state, "cant-cycle")) {
    if (!covers(effect.who, source.controller, player)) continue;
    const permissions = cyclingPermissions(txn.state, player, card, ability);
    const stops = typecycling
      ? `${source.def.name} stops ${player} from cycling, and that stops ${label} too: typecycling abilities are cycling abilities (${txn.cite("702.29f")}, 602.5)`
      : `${source.def.name} says players can't cycle cards, so ${player} can't begin to activate ${card.def.name}'s cycling ability (602.5)`;
    const beats = permissions.length > 0 ? `; ${permissions.join(" and ")} doesn't change that: a "can't" beats a "may" (${txn.cite("101.2")})` : "";
    txn.refuse("timing", permissions.length > 0 ? "101.2" : typecycling ? "702.29f" : "602.5", `${stops}${beats}.`, { part: typecycling ? "ability" : "card" });
  }
}

/** The effects in force that would let `player` cycle `card` some way: other costs, a granted ability. */
function cyclingPermissions(state: MtgState, player: PlayerId, card: MtgCard, ability: CyclingAbility): string[] {
  const offers = cyclingCostPermissions(state, player).map((p) => `${p.source}'s permission to pay ${p.mana} rather than the cycling cost`);
  if (!card.def.abilities.includes(ability)) {
    const grantor = staticsInForce(state, "grant-cycling").find((s) => s.effect.ability === ability);
    offers.push(`${grantor?.source.def.name ?? "a permanent"}'s grant of ${ability.text}`);
  }
  return offers;
}

/** What the ability does (702.29a, 702.29e). */
function cyclingEffect(ability: CyclingAbility): MtgEffect[] {
  if (ability.variant.kind === "draw") return [{ kind: "draw", count: { kind: "fixed", n: 1 } }];
  return [{ kind: "search", queries: [ability.variant.type], to: "hand", reveal: true }];
}
