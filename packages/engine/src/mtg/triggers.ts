/**
 * Triggered abilities: noticing that they trigger (603.2) and putting them on the stack the next
 * time a player would receive priority (603.3), active player's first (603.3b), each with its
 * target chosen then (603.3d). Triggers ignore effects that stop activation (603.2a).
 */
import { takeTriggerOrder } from "../kernel/trigger-order.js";
import { playersAfter, zoneOf } from "../kernel/zones.js";
import type { MtgAbility, MtgTriggeredAbility } from "./cards.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefield, characteristicsOf, isCreature, matchesQuery } from "./characteristics.js";
import { isEndStepAbility, isGraveyardEntersAbility, worksFromGraveyard } from "./end-step.js";
import { isPermanentTarget } from "./target-filters.js";
import { chooseMode } from "./modes.js";
import { playerOf } from "./players.js";
import { pushStackAll } from "./stack-objects.js";
import { chooseTarget, describeTarget } from "./targets.js";
import { chooseTargets } from "./several-targets.js";
import type { MtgCard, MtgStackObject, MtgTargetRef } from "./state.js";
import type { MtgTxn, PendingTrigger } from "./txn.js";
import { interveningIfsOf, queueTrigger } from "./intervening-if.js";
import { triggerWard } from "./ward-trigger.js";
import { bindCountX, bindTargetX } from "./x-targets.js";


/**
 * `player` cycled `cycled` (paying `x` for X). The card's own "when you cycle this card" triggers
 * from wherever it is now, graveyard or exile (702.29c); permanents' "whenever you cycle" and
 * "whenever a player cycles" trigger from the battlefield. Typecycling is cycling (702.29f).
 */
export function triggerOnCycle(txn: MtgTxn, player: PlayerId, cycled: CardId, x: number): void {
  const card = txn.state.cards.get(cycled);
  for (const ability of card?.def.abilities ?? []) {
    if (ability.kind === "triggered" && ability.trigger === "when-you-cycle-this") queueTrigger(txn, { source: cycled, controller: player, ability, x });
  }
  const count = playerOf(txn, player).cycledThisTurn;
  for (const permanent of battlefield(txn.state)) {
    for (const ability of characteristicsOf(permanent).abilities) {
      if (ability.kind !== "triggered") continue;
      const mine = permanent.controller === player && !(ability.another && permanent.id === cycled);
      if (ability.trigger === "whenever-you-cycle" && mine && !(ability.firstEachTurn && count !== 1)) {
        queueTrigger(txn, { source: permanent.id, controller: permanent.controller, ability, x });
      }
      if (ability.trigger === "whenever-a-player-cycles") queueTrigger(txn, { source: permanent.id, controller: permanent.controller, ability, x });
    }
  }
}

/**
 * `player` discarded the cards `discarded` at once (one event: a cycle's one card, cleanup's
 * discard to seven). "Whenever you cycle or discard a card" listens only here, once per card, and
 * a cycled card is discarded exactly once, so such an ability triggers once per cycle (702.29d).
 * "Whenever you discard one or more cards" triggers once for the event (603.2c), its X the number
 * of cards ("that many").
 */
export function triggerOnDiscard(txn: MtgTxn, player: PlayerId, discarded: readonly CardId[]): void {
  if (discarded.length === 0) return;
  for (const permanent of battlefield(txn.state)) {
    if (permanent.controller !== player) continue;
    for (const ability of characteristicsOf(permanent).abilities) {
      if (ability.kind !== "triggered") continue;
      if (ability.trigger === "whenever-you-discard-one-or-more") queueTrigger(txn, { source: permanent.id, controller: player, ability, x: discarded.length });
      if (ability.trigger !== "whenever-you-cycle-or-discard") continue;
      for (const card of discarded) {
        if (!(ability.another && permanent.id === card)) queueTrigger(txn, { source: permanent.id, controller: player, ability, x: 0 });
      }
    }
  }
}

/**
 * `player` drew their `nth` card this turn. "Whenever you draw your second card each turn" counts
 * every card drawn this turn, those drawn before the permanent was on the battlefield included,
 * and triggers only on that one draw (docs/rulings.md M12).
 */
export function triggerOnDraw(txn: MtgTxn, player: PlayerId, nth: number): void {
  for (const permanent of battlefield(txn.state)) {
    for (const ability of characteristicsOf(permanent).abilities) {
      if (ability.kind !== "triggered" || permanent.controller !== player) continue;
      if ((ability.trigger === "whenever-you-draw-nth" && ability.nth === nth) || ability.trigger === "whenever-you-draw") queueTrigger(txn, { source: permanent.id, controller: player, ability, x: 0 });
    }
  }
}

/**
 * `id` died: it went from the battlefield to a graveyard (700.4). Its own "when this dies"
 * abilities trigger, looking back in time (603.10a), under the player who controlled it there.
 */
export function triggerOnDies(txn: MtgTxn, id: CardId, controller: PlayerId, lastKnown: readonly MtgAbility[]): void {
  for (const ability of lastKnown) {
    if (ability.kind === "triggered" && ability.trigger === "when-dies") queueTrigger(txn, { source: id, controller, ability, x: 0 });
  }
}

/**
 * The beginning of the end step (513.1): "At the beginning of the end step" of permanents on the
 * battlefield, and those of cards in a graveyard that return the card from there (Spellpyre
 * Phoenix's works only in the graveyard, 113.6), under the card's owner; "your end step" only in
 * its controller's turn. An intervening "if you cycled two or more cards this turn" is the
 * queue's to check (603.4).
 */
export function triggerAtEndStep(txn: MtgTxn): void {
  const holds = (ability: MtgTriggeredAbility, player: PlayerId) => ability.yourTurnOnly !== true || txn.state.activePlayer === player;
  for (const permanent of battlefield(txn.state)) {
    for (const ability of characteristicsOf(permanent).abilities) {
      if (isEndStepAbility(ability) && !worksFromGraveyard(ability) && holds(ability, permanent.controller)) queueTrigger(txn, { source: permanent.id, controller: permanent.controller, ability, x: 0 });
    }
  }
  for (const id of txn.state.graveyardEndStepCards) {
    const where = zoneOf(txn.state, id);
    if (where?.zone !== "graveyard") continue;
    const owner = where.player;
    for (const ability of txn.card(id).def.abilities) {
      if (!isEndStepAbility(ability) || !worksFromGraveyard(ability)) continue;
      if (holds(ability, owner)) queueTrigger(txn, { source: id, controller: owner, ability, x: 0 });
    }
  }
}

/**
 * A reflexive triggered ability (603.12) triggers: "When you do, …" of the object `source`
 * resolving under `controller`. It waits with the other triggers and goes on the stack the next
 * time a player would receive priority, its target chosen then (603.3d).
 */
export function triggerReflexive(txn: MtgTxn, source: CardId, controller: PlayerId, ability: MtgTriggeredAbility, x: number): void {
  queueTrigger(txn, { source, controller, ability, x });
}

/**
 * "When this enters" (603.6a), and "whenever a land you control enters" / "another artifact enters
 * the battlefield under your control" of the permanents its controller controls (only theirs are
 * looked at).
 */
export function triggerOnEnter(txn: MtgTxn, id: CardId): void {
  const card = txn.state.cards.get(id);
  if (!card) return;
  for (const ability of card.def.abilities) {
    if (ability.kind !== "triggered" || ability.trigger !== "when-enters") continue;
    // "if you cast it" (603.4) is the queue's to check.
    queueTrigger(txn, { source: id, controller: card.controller, ability, x: 0 });
  }
  triggerFromGraveyardsOnEnter(txn, card);
  if (!txn.state.abilitiesInGame.permanentEnters) return;
  for (const other of txn.state.zones[card.controller]?.["battlefield"] ?? []) {
    const permanent = txn.card(other);
    for (const ability of characteristicsOf(permanent).abilities) {
      if (ability.kind !== "triggered" || ability.trigger !== "whenever-permanent-you-control-enters" || !ability.enters) continue;
      if (ability.another && other === id) continue;
      if (matchesQuery(characteristicsOf(card), ability.enters)) queueTrigger(txn, { source: other, controller: card.controller, ability, x: 0 });
    }
  }
}

/**
 * Dragon Wings in a graveyard: "When a creature with converted mana cost 6 or greater enters the
 * battlefield, …" triggers there (113.6) under the card's owner, whoever controls the entering
 * permanent; "that creature" is linked to it. Only the few cards set up with such an ability are
 * looked at (end-step.ts).
 */
function triggerFromGraveyardsOnEnter(txn: MtgTxn, entered: MtgCard): void {
  for (const id of txn.state.graveyardEntersCards) {
    const where = zoneOf(txn.state, id);
    if (where?.zone !== "graveyard") continue;
    for (const ability of txn.card(id).def.abilities) {
      if (!isGraveyardEntersAbility(ability) || !ability.entering) continue;
      if (isPermanentTarget(entered, ability.entering, where.player)) queueTrigger(txn, { source: id, controller: where.player, ability, x: 0, linked: entered.id });
    }
  }
}

/**
 * `player` cast `spell` (601.2i). The spell's own "when you cast" abilities trigger from the stack;
 * permanents' "Whenever you cast a noncreature spell" have X the spell's mana value.
 */
export function triggerOnCast(txn: MtgTxn, player: PlayerId, spell: CardId, manaValue: number): void {
  for (const ability of txn.card(spell).def.abilities) {
    if (ability.kind === "triggered" && ability.trigger === "when-you-cast-this") queueTrigger(txn, { source: spell, controller: player, ability, x: 0 });
  }
  const noncreature = !isCreature(txn.card(spell).def);
  // A creature spell triggers only "when an opponent casts a spell" abilities, when the game has any.
  if (!noncreature && !txn.state.abilitiesInGame.opponentCasts) return;
  for (const permanent of battlefield(txn.state)) {
    for (const ability of characteristicsOf(permanent).abilities) {
      if (ability.kind !== "triggered") continue;
      if (ability.trigger === "whenever-you-cast-noncreature" && noncreature && permanent.controller === player) {
        queueTrigger(txn, { source: permanent.id, controller: player, ability, x: manaValue });
      }
      // Veiled Serpent: "When an opponent casts a spell, if ~ is an enchantment, …" (603.4: the queue checks the "if").
      if (ability.trigger === "whenever-an-opponent-casts" && permanent.controller !== player) {
        queueTrigger(txn, { source: permanent.id, controller: permanent.controller, ability, x: 0, linked: spell });
      }
    }
  }
}

/**
 * A modal triggered ability's mode is chosen as it is put on the stack, before its target
 * (603.3c, 700.2): the trigger then has that mode's target and effect. Undefined when no mode can
 * be chosen.
 */
function withMode(txn: MtgTxn, t: PendingTrigger): PendingTrigger | undefined {
  const modes = t.ability.modes;
  if (!modes || modes.length === 0) return t;
  const mode = chooseMode(txn, t, modes, `${txn.name(t.source)}'s "${t.ability.text}"`);
  if (!mode) return undefined;
  const { target: _, targetCount: __, ...rest } = t.ability;
  return { ...t, ability: { ...rest, effect: mode.effect, ...(mode.target ? { target: mode.target } : {}), ...(mode.targetCount ? { targetCount: mode.targetCount } : {}) } };
}

/** 603.3: the waiting triggers go on the stack, APNAP order (603.3b); returns whether any did. */
export function putTriggersOnStack(txn: MtgTxn): boolean {
  if (txn.pending.length === 0) return false;
  const pending = txn.pending;
  txn.pending = [];
  const order = [txn.state.activePlayer, ...playersAfter(txn.state.players, txn.state.activePlayer)];
  for (const player of order) {
    const mine = orderedByController(txn, player, pending.filter((t) => t.controller === player));
    // Targets are chosen as each goes on the stack (603.3d); none reads the stack, so they are
    // put there together.
    for (const object of pushStackAll(txn, mine.flatMap((t) => stackObjectFor(txn, t) ?? []))) triggerWard(txn, object);
  }
  return true;
}

/**
 * 603.3b: a player puts their own simultaneous triggers on the stack in the order they choose,
 * answered with the triggers' sources, the one to put on the stack first (which resolves last)
 * first (kernel/trigger-order.ts; docs/rulings.md M13). Unanswered, the order they triggered in
 * is the default.
 */
function orderedByController(txn: MtgTxn, player: PlayerId, mine: PendingTrigger[]): PendingTrigger[] {
  if (mine.length < 2) return mine;
  const chosen = takeTriggerOrder(txn, mine);
  const ordered = chosen ?? mine;
  const describe = ordered.map((t) => `${txn.name(t.source)}: "${t.ability.text}"`);
  txn.emit({ type: "order", player, zone: { player, zone: "stack" }, cards: describe, how: chosen ? "chosen" : "default", rule: txn.cite("603.3b") });
  return ordered;
}

function stackObjectFor(txn: MtgTxn, pending: PendingTrigger): Omit<MtgStackObject, "id"> | undefined {
  const name = txn.name(pending.source);
  const moded = withMode(txn, pending);
  if (!moded) {
    txn.note(`${name}'s "${pending.ability.text}" has no mode that can be chosen and is removed from the stack`, "700.2a");
    return undefined;
  }
  const t = moded;
  let target: MtgTargetRef | undefined;
  let targets: MtgTargetRef[] | undefined;
  const what = `${name}'s "${t.ability.text}"`;
  // "with mana value X", "up to X target …": the trigger's X, known now (x-targets.ts).
  const spec = t.ability.target ? bindTargetX(t.ability.target, t.x) : undefined;
  // Checked again as it resolves (603.4).
  const interveningIfs = interveningIfsOf(t.ability);
  if (spec && t.ability.targetCount) {
    // "Up to two target …" may have none (601.2c via 603.3d); "two target …" needs both.
    targets = chooseTargets(txn, t, spec, bindCountX(t.ability.targetCount, t.x, txn.state.players.filter((p) => p !== t.controller).length), what);
    if (!targets) {
      txn.note(`${what} hasn't enough legal targets and is removed from the stack`, "603.3d");
      return undefined;
    }
  } else if (spec) {
    target = chooseTarget(txn, t, spec, what);
    if (!target) {
      txn.note(`${what} has no legal target and is removed from the stack`, "603.3d");
      return undefined;
    }
  }
  const chosen = targets ?? (target ? [target] : []);
  txn.emit({ type: "trigger", card: t.source, name, ability: chosen.length ? `${t.ability.text} (target${chosen.length > 1 ? "s" : ""}: ${chosen.map((c) => describeTarget(txn, c)).join(", ")})` : t.ability.text });
  return {
    kind: "triggered",
    source: t.source,
    sourceName: name,
    controller: t.controller,
    text: t.ability.text,
    effect: t.ability.effect,
    optional: t.ability.optional,
    ...(interveningIfs.length > 0 ? { interveningIfs } : {}),
    ...(t.player !== undefined ? { player: t.player } : {}),
    ...(t.linked !== undefined ? { linked: t.linked } : {}),
    x: t.x,
    ...(spec ? { targetSpec: spec } : {}),
    ...(target ? { target } : {}),
    ...(targets ? { targets } : {}),
  };
}

