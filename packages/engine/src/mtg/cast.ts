/**
 * Casting a spell (601) and playing a land (305.1), kept minimal: enough for scenarios around
 * cycling — a cycled card cast from the graveyard with Abandoned Sarcophagus, a spell cast while
 * a cycling ability waits on the stack, Shark Typhoon's cast trigger.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import type { MtgCardDef } from "./cards.js";
import { zoneOf } from "../kernel/zones.js";
import { hasCycling, hasType, isLand, staticsInForce } from "./characteristics.js";
import { chooseX } from "./costs.js";
import { needFor, parseManaCost } from "./mana.js";
import { modalSpell } from "./modes.js";
import { moveCard } from "./moves.js";
import { payCost } from "./payment.js";
import { exilePermission } from "./play-from-exile.js";
import { optionalAdditionalCosts } from "./additional-costs.js";
import { checkEscape, escapeOf, payEscapeExiles, type EscapeCost } from "./escape.js";
import { playerOf, updatePlayer } from "./players.js";
import { takePriority } from "./priority.js";
import { reducedSpellCost } from "./spell-cost.js";
import type { MtgCard } from "./state.js";
import { chooseSpellTargets } from "./several-targets.js";
import { spellBecomesCast } from "./spell-becomes-cast.js";
import { triggerOnEnter } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

export interface CastRequest {
  readonly player: PlayerId;
  readonly card: CardId;
  readonly x?: number;
  readonly tap?: readonly CardId[];
}

export function cast(txn: MtgTxn, request: CastRequest): void {
  const { player } = request;
  const card = txn.state.cards.get(request.card);
  if (!card) txn.refuse("unknown-target", "-", `There is no card ${request.card} in this game.`, { part: "card" });
  if (isLand(card.def)) txn.refuse("timing", "305.1", `${card.def.name} is a land: lands are played (a special action), not cast.`, { part: "card" });
  takePriority(txn, player);
  const alt = checkCastFrom(txn, player, card);
  checkSpellTiming(txn, player, card);

  // 601.2a: the card moves to the stack first; the rest of casting happens there.
  moveCard(txn, card.id, "stack", "cast", { rule: "601.2a" });
  // Flashback's or escape's cost is paid rather than the mana cost (118.9, 702.34a, 702.138a), then changed like any (601.2f).
  if (alt?.kind === "flashback") txn.writeCard({ ...txn.card(card.id), castWithFlashback: true });
  const printed = alt?.mana ?? card.def.manaCost ?? "";
  const what = alt ? `${card.def.name}'s ${alt.kind} cost` : `${card.def.name}'s mana cost`;
  const printedMana = parseManaCost(printed);
  if (!printedMana) txn.refuse("illegal-cost", "601.2f", `${card.def.name} has no mana cost that can be paid ("${printed}").`, { part: "card" });
  // 601.2b: a modal spell's mode is chosen first; its target and effect are then the spell's (700.2).
  const def = modalSpell(txn, player, card.def, card.id);
  if (!def) txn.refuse("illegal-cost", "700.2a", `${card.def.name} has no mode that can be chosen: each needs a target and there is none.`, { part: "card" });
  // 601.2b: then the additional costs its caster intends to pay (kicker 702.33a, buyback 702.27a), added to the total (601.2f).
  const extra = optionalAdditionalCosts(txn, player, card);
  const mana = extra.mana ? parseManaCost(printed + extra.mana) : printedMana;
  if (!mana) txn.refuse("illegal-cost", "601.2f", `${card.def.name}'s additional costs can't be paid ("${extra.mana}").`, { part: "card" });
  const x = chooseX(txn, player, mana, request.x, what);
  const targets = chooseSpellTargets(txn, player, { ...card, def }, x);
  if (!targets) txn.refuse("illegal-cost", "601.2c", `${card.def.name} needs ${targetsNeeded(def)}.`, { part: "card" });
  payCost(txn, player, { mana: reducedSpellCost(txn, player, card, needFor(mana, x)), life: 0 }, what, request.tap);
  if (alt?.escape) payEscapeExiles(txn, player, card.id, alt.escape);
  spellBecomesCast(txn, player, card, { def, x, targets, extra, paid: printedMana });
}

/** "a target and there is none", or "2 different targets and there aren't that many" (601.2c). */
function targetsNeeded(def: MtgCardDef): string {
  const min = def.spell?.targetCount?.min ?? 1;
  if (min <= 1 && def.spell?.secondTarget && !def.spell.secondTarget.optional) return `a target for each of its two words "target" (115.3), and one of them has none`;
  return min <= 1 ? "a target and there is none" : `${min} different targets and there aren't that many`;
}

/** An alternative cost a card is cast for from its owner's graveyard (118.9): flashback's, or escape's with its exiles. */
interface GraveyardCost {
  readonly kind: "flashback" | "escape";
  readonly mana: string;
  readonly escape?: EscapeCost;
}

/**
 * 601.3: from hand; from the graveyard with flashback (702.34a) or escape (702.138a), which give
 * their cost, then paid; with a permission such as Abandoned Sarcophagus's, or from exile with
 * one such as Kulrath Zealot's.
 */
function checkCastFrom(txn: MtgTxn, player: PlayerId, card: MtgCard): GraveyardCost | undefined {
  const where = zoneOf(txn.state, card.id);
  if (where?.zone === "hand" && where.player === player) return undefined;
  const flashback = card.def.abilities.find((a) => a.kind === "static" && a.effect.kind === "flashback");
  if (where?.zone === "graveyard" && card.owner === player && flashback?.kind === "static" && flashback.effect.kind === "flashback") {
    txn.note(`${player} casts ${card.def.name} from their graveyard with flashback for ${flashback.effect.mana}`, "702.34a");
    return { kind: "flashback", mana: flashback.effect.mana };
  }
  const escape = where?.zone === "graveyard" && card.owner === player ? escapeOf(card) : undefined;
  if (escape) {
    checkEscape(txn, player, card, escape);
    txn.note(`${player} casts ${card.def.name} from their graveyard for its escape cost`, "702.138a");
    return { kind: "escape", mana: escape.mana, escape };
  }
  if (where?.zone === "exile" && exilePermission(txn.state, player, card.id)) {
    txn.note(`${exilePermission(txn.state, player, card.id)?.from} lets ${player} cast ${card.def.name} from exile`, "601.3");
    return undefined;
  }
  if (where?.zone === "graveyard" && card.owner === player && hasCycling(card.def)) {
    const permission = staticsInForce(txn.state, "cast-cycling-from-graveyard").find((s) => s.source.controller === player);
    if (permission) {
      txn.note(`${permission.source.def.name} lets ${player} cast ${card.def.name} from their graveyard`, "601.3");
      return undefined;
    }
  }
  txn.refuse("timing", "601.3", `${card.def.name} is in ${where ? `${where.player}'s ${where.zone}` : "no zone"}; ${player} can cast only cards in their hand, unless an effect allows another zone.`, { part: "card" });
}

/** 117.1a: an instant any time its caster has priority; anything else in their main phase with an empty stack. */
function checkSpellTiming(txn: MtgTxn, player: PlayerId, card: MtgCard): void {
  if (hasType(card.def, "Instant")) return;
  const s = txn.state;
  if (s.activePlayer !== player || (s.step !== "main1" && s.step !== "main2") || s.stack.length > 0) {
    txn.refuse("timing", "117.1a", `${card.def.name} isn't an instant, so it can be cast only in ${player}'s own main phase while the stack is empty (it is ${s.activePlayer}'s ${s.step} step${s.stack.length ? ", and the stack isn't empty" : ""}).`, { part: "card" });
  }
}

/** 305.1–305.2: a land from hand, in your main phase, stack empty, once a turn. */
export function playLand(txn: MtgTxn, player: PlayerId, id: CardId): void {
  const card = txn.state.cards.get(id);
  if (!card) txn.refuse("unknown-target", "-", `There is no card ${id} in this game.`, { part: "card" });
  if (!isLand(card.def)) txn.refuse("timing", "305.1", `${card.def.name} isn't a land; cast it instead.`, { part: "card" });
  takePriority(txn, player);
  const where = zoneOf(txn.state, id);
  const permission = where?.zone === "exile" ? exilePermission(txn.state, player, id) : undefined;
  if ((where?.zone !== "hand" || where.player !== player) && !permission) txn.refuse("timing", "305.1", `${card.def.name} isn't in ${player}'s hand, so ${player} can't play it.`, { part: "card" });
  const s = txn.state;
  if (s.activePlayer !== player || (s.step !== "main1" && s.step !== "main2") || s.stack.length > 0) {
    txn.refuse("timing", "305.1", `A land can be played only in its player's own main phase while the stack is empty.`, { part: "card" });
  }
  if (playerOf(txn, player).landsPlayed >= 1) txn.refuse("timing", "305.2", `${player} has already played a land this turn.`, { part: "card" });
  if (permission) txn.note(`${permission.from} lets ${player} play ${card.def.name} from exile; it is their land for the turn`, "305.2");
  txn.emit({ type: "play", player, card: id, name: card.def.name });
  moveCard(txn, id, "battlefield", "play", { controller: player, rule: "305.1" });
  updatePlayer(txn, player, (p) => ({ ...p, landsPlayed: p.landsPlayed + 1 }));
  triggerOnEnter(txn, id);
}
