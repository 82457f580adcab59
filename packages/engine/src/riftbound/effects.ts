import { hideIgnoringCostsThisTurn } from "./hide.js";
import { playersAfter, relocate, cardsIn, zoneOf } from "../kernel/zones.js";
import { counterSpell } from "./counter.js";
import { returnBanishedToHand, revealHandBanishUntilHold } from "./banish-until-hold.js";
import { lookBeforeRevealing } from "./reveal-replacement.js";
import { attachSelf } from "./equip-effect.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { DOMAINS, type CardFilter, type Domain, type Effect } from "./cards.js";
import { banishChosenUnit, disempowerThenKillIfWeak, giveKeywordThisTurn, killEnemyWeakerThanFriendly, setBaseMightThisTurn, stunUnit } from "./combat-effects.js";
import { empower, empowerPlayed } from "./empower.js";
import { moveUnitByEffect, swapLocationsWith } from "./effect-move.js";
import { chosenOpponent, choosePlayer, youMay } from "./choose-player.js";
import { ifPaidAdditionalCost } from "./optional-cost.js";
import { readySelf } from "./ready.js";
import { gainPoints, ifPlayedThisTurn } from "./played-this-turn.js";
import { ifSpentAtLeast } from "./spell-played.js";
import { grantFlow } from "./flow.js";
import { handToDeckTopOrBottom, playFromHandByEffect } from "./hand-effects.js";
import { costThen, discardFromHand } from "./instruction-cost.js";
import { keepThenRecycleRest } from "./keep-the-rest.js";
import { mightOf } from "./might.js";
import { revealTopDealPerKeyword } from "./reveal-top.js";
import { channelRunes, drawOne, moveCard } from "./moves.js";
import { playByEffect, topCards } from "./effect-play.js";
import { burn, lookThenDraw, revealTopThen, revealUntilThenPlay } from "./look-effects.js";
import { rememberKilled } from "./killed.js";
import { doThisIfKilledMightAtMost, playThisFromTrashFor } from "./self-replay.js";
import { withSpellResponsible } from "./spell-kills.js";
import { returnChosenChampionFromTrash } from "./chosen-champion.js";
import {
  banishFromTrash,
  banishOrReturnUnit,
  banishSelf,
  banishTriggerSubject,
  ifBanishedWithMe,
  banishUnitThenPlay,
  playBanishedWithThis,
  playFromTrashByEffect,
  returnFromTrash,
  banishOwnZones,
} from "./trash-effects.js";
import { continueWith, effectsWork } from "./pending.js";
import { pickCardsToRecycle, recycleCards } from "./recycle.js";
import { addEnergy, addPoints, addPower, gainXp, reachedVictory, runesOf, VICTORY_SCORE } from "./resources.js";
import { candidatesFor, describeSelector } from "./selectors.js";
import { fireRecycleTriggers } from "./triggers.js";
import { playTokens } from "./tokens.js";
import { dealToUnit, giveMightThisTurn, ifBurnedGiveItsMight, killChosen, unitToOwnersDeck } from "./unit-effects.js";
import type { Txn } from "./txn.js";

/**
 * Resolves one effect for `player`, the controller of `source`. What it sets off (triggers, a
 * card to play) is scheduled on `txn.pending` and done before the next effect of the list.
 */
export function resolveEffect(txn: Txn, player: PlayerId, source: CardId, effect: Effect): void {
  withSpellResponsible(txn, player, source, () => resolveOne(txn, player, source, effect));
}

function resolveOne(txn: Txn, player: PlayerId, source: CardId, effect: Effect): void {
  const sourceName = txn.state.cards.get(source)?.def.name ?? source;
  switch (effect.kind) {
    case "draw":
      drawCards(txn, player, effect.count);
      return;
    case "discard":
      discardFromHand(txn, player, effect.count, `${effect.count} to discard`);
      return;
    case "might":
      giveMightThisTurn(txn, player, source, effect);
      return;
    case "add-energy":
      addEnergy(txn, player, effect.amount, addRule(txn, source));
      return;
    case "add-power": {
      if (effect.domain === "any") return addPowerOfAnyDomain(txn, player, effect.amount);
      const domain: Domain | undefined = effect.domain === "this" ? txn.state.cards.get(source)?.def.domains[0] : effect.domain;
      if (domain) addPower(txn, player, domain, effect.amount, addRule(txn, source));
      return;
    }
    case "recycle": {
      const where = describeSelector(effect.from, effect.filter);
      const candidates = candidatesFor(txn, player, effect.from, effect.filter, source);
      // "Recycle all" chooses nothing; "recycle N" is the player's choice, completed when short (416.4, R4).
      const picked =
        effect.count === "all"
          ? candidates
          : pickCardsToRecycle(txn, player, {
              candidates,
              count: effect.count,
              upTo: effect.upTo,
              where,
              at: (invalid) => ({ part: "choice", index: invalid[0]?.index ?? 0 }),
            });
      if (effect.byOwners) {
        // "Their owners recycle them": each owner recycles their own, and "when you recycle" is theirs.
        for (const owner of txn.state.players) {
          const theirs = picked.filter((id) => txn.card(id).owner === owner);
          if (theirs.length > 0) fireRecycleTriggers(txn, owner, recycleCards(txn, owner, theirs));
        }
        return;
      }
      const done = recycleCards(txn, player, picked);
      fireRecycleTriggers(txn, player, done);
      return;
    }
    case "choose-one":
      chooseOne(txn, player, source, effect.modes);
      return;
    case "banish-then-play":
      banishThenPlay(txn, player, source, effect);
      return;
    case "look-then-recycle":
      lookThenRecycle(txn, player, effect);
      return;
    case "ready-runes":
      for (const id of runesOf(txn, player)) {
        if (txn.card(id).exhausted) {
          txn.patchCard(id, { exhausted: false });
          txn.emit({ type: "ready", card: id, name: txn.card(id).def.name });
        }
      }
      return;
    case "buff-friendly-unit": {
      const units = candidatesFor(txn, player, { zone: "board", whose: "you" }, "friendly-unit").filter((id) => !txn.card(id).buffed);
      const { picked } = txn.pickCards(player, "a friendly unit to buff", units, 1, "426");
      for (const id of picked) {
        txn.patchCard(id, { buffed: true });
        txn.emit({ type: "stat", card: id, name: txn.card(id).def.name, stat: "might (buff)", delta: 1, total: mightOf(txn.state, id) ?? 0 });
      }
      return;
    }
    case "recycle-unit-to-play-from-trash":
      recycleUnitToPlay(txn, player, source, effect.tag);
      return;
    case "recycle-self": {
      if (!txn.state.cards.get(source)) return;
      const done = recycleCards(txn, player, [source]);
      fireRecycleTriggers(txn, player, done);
      return;
    }
    case "kill-friendly-unit": {
      const units = candidatesFor(txn, player, { zone: "board", whose: "you" }, "friendly-unit");
      const victim = txn.pickCards(player, "a friendly unit to kill", units, 1, "428").picked[0];
      if (!victim) {
        txn.emit({ type: "note", text: `${player} has no friendly unit to kill` });
        return;
      }
      rememberKilled(txn, victim);
      moveCard(txn, victim, "trash", "kill", { rule: "428" });
      return;
    }
    case "draw-if-hand-at-most":
      drawIfHandAtMost(txn, player, effect.count, effect.max);
      return;
    case "reveal-hand-recycle":
      revealHandRecycle(txn, player, effect);
      return;
    case "reveal-hand-banish-until-hold":
      revealHandBanishUntilHold(txn, player, source);
      return;
    case "return-banished-to-hand":
      returnBanishedToHand(txn, effect.card);
      return;
    case "attach-self":
      attachSelf(txn, player, source);
      return;
    case "reveal-rune-then-by-domain":
      revealRuneThenByDomain(txn, player, source, effect.branches);
      return;
    case "look-then-draw":
      lookThenDraw(txn, player, source, effect);
      return;
    case "return-from-trash":
      returnFromTrash(txn, player, effect);
      return;
    case "play-from-trash":
      playFromTrashByEffect(txn, player, source, effect);
      return;
    case "play-from-hand":
      playFromHandByEffect(txn, player, effect);
      return;
    case "banish-unit-then-play":
      banishUnitThenPlay(txn, player, source, effect);
      return;
    case "banish-self":
      banishSelf(txn, source);
      return;
    case "banish-own-zones":
      banishOwnZones(txn, player, effect.zones);
      return;
    case "hand-to-deck-top-or-bottom":
      handToDeckTopOrBottom(txn, player);
      return;
    case "each-player-keeps-then-recycle-rest":
      keepThenRecycleRest(txn, player, source, effect.keep);
      return;
    case "extra-turn":
      // After this turn, and after any extra turns already given: each is taken in turn.
      txn.state = { ...txn.state, extraTurns: [...(txn.state.extraTurns ?? []), player] };
      txn.emit({ type: "note", text: `${player} will take a turn after this one` });
      return;
    case "reveal-until-then-play":
      revealUntilThenPlay(txn, player, effect);
      return;
    case "reveal-top-then":
      revealTopThen(txn, player, source, effect);
      return;
    case "banish-or-return-unit":
      banishOrReturnUnit(txn, player, effect);
      return;
    case "counter-spell":
      counterSpell(txn, player, source, effect);
      return;
    case "banish-from-trash":
      banishFromTrash(txn, player, source, effect);
      return;
    case "play-banished-with-this":
      playBanishedWithThis(txn, player, source, effect);
      return;
    case "burn": {
      const burner = effect.who === "chosen-player" ? choosePlayer(txn, player, `a player to [Burn ${effect.count}]`) : effect.who === "chosen-opponent" ? chosenOpponent(txn, player, `an opponent to [Burn ${effect.count}]`) : player;
      if (burner === undefined) return;
      burn(txn, burner, effect.count, (nth) => burnOut(txn, burner, nth, "burn a card"));
      return;
    }
    case "you-may":
      youMay(txn, player, source, effect);
      return;
    case "reveal-top-deal-per-keyword":
      revealTopDealPerKeyword(txn, player, source, effect);
      return;
    case "deal":
      dealToUnit(txn, player, source, effect);
      return;
    case "play-token":
      playTokens(txn, player, effect);
      return;
    case "kill":
      killChosen(txn, player, source, effect);
      return;
    case "move-unit":
      moveUnitByEffect(txn, player, source, effect);
      return;
    case "swap-locations-with":
      swapLocationsWith(txn, player, source, effect.name);
      return;
    case "unit-to-owners-deck":
      unitToOwnersDeck(txn, player, source, effect);
      return;
    case "cost-then":
      costThen(txn, player, source, effect);
      return;
    case "grant-flow":
      grantFlow(txn, player);
      return;
    case "hide-ignoring-costs-this-turn":
      hideIgnoringCostsThisTurn(txn, player);
      return;
    case "empower-self":
      empower(txn, source);
      return;
    case "empower-played":
      empowerPlayed(txn);
      return;
    case "banish-trigger-subject":
      banishTriggerSubject(txn, player, source);
      return;
    case "if-banished-with-me":
      ifBanishedWithMe(txn, player, source, effect);
      return;
    case "channel":
      channelRunes(txn, player, effect.count);
      return;
    case "if-paid-additional-cost":
      ifPaidAdditionalCost(txn, player, source, effect);
      return;
    case "if-spent-at-least":
      ifSpentAtLeast(txn, player, source, effect);
      return;
    case "ready-self":
      readySelf(txn, source);
      return;
    case "if-played-this-turn":
      ifPlayedThisTurn(txn, player, source, effect);
      return;
    case "gain-points":
      gainPoints(txn, player, effect.count);
      return;
    case "stun":
      stunUnit(txn, player, source, effect);
      return;
    case "give-keyword-this-turn":
      giveKeywordThisTurn(txn, player, source, effect);
      return;
    case "base-might-this-turn":
      setBaseMightThisTurn(txn, player, source, effect);
      return;
    case "disempower-then-kill-if-weak":
      disempowerThenKillIfWeak(txn, player, source, effect);
      return;
    case "if-burned-give-its-might":
      ifBurnedGiveItsMight(txn, player, source, effect);
      return;
    case "banish-unit":
      banishChosenUnit(txn, player, source, effect);
      return;
    case "kill-enemy-weaker-than-friendly":
      killEnemyWeakerThanFriendly(txn, player, source);
      return;
    case "return-self-to-hand": {
      const where = txn.state.cards.get(source) ? zoneOf(txn.state, source) : undefined;
      // "Return this from your trash": only from there (it may have left in the meantime).
      if (where?.zone === "trash") moveCard(txn, source, "hand", "put");
      else txn.emit({ type: "note", text: `${sourceName} is no longer in the trash: nothing to return` });
      return;
    }
    case "do-this-if-killed-might-at-most":
      doThisIfKilledMightAtMost(txn, player, source, effect);
      return;
    case "return-chosen-champion-from-trash":
      returnChosenChampionFromTrash(txn, player);
      return;
    case "gain-xp":
      gainXp(txn, player, effect.amount);
      return;
    case "play-this-from-trash-for":
      playThisFromTrashFor(txn, player, source, effect);
      return;
    case "unmodelled":
      txn.emit({ type: "note", text: `not modelled, skipped: "${effect.text}"` });
      return;
  }
}

/**
 * "Add [A]": one power of any domain, chosen by the player who adds it (an answer naming a domain:
 * `choose: [Order]`); unanswered, the first domain in the rules' order, marked as a default.
 */
function addPowerOfAnyDomain(txn: Txn, player: PlayerId, amount: number): void {
  for (let i = 0; i < amount; i++) {
    const next = txn.choices.peek();
    const named = typeof next?.answer === "string" ? DOMAINS.find((d) => d === next.answer.toString().trim().toLowerCase()) : undefined;
    if (named) txn.choices.take();
    else txn.misfit(next, `a domain (${DOMAINS.join(", ")})`, "the domain of the power to add ([A])");
    const domain = named ?? DOMAINS[0];
    txn.emit({ type: "choice", player, prompt: "the domain of the power to add ([A])", answer: domain, defaulted: named === undefined });
    addPower(txn, player, domain, 1, "429");
  }
}

/**
 * "Choose one —" (355.3): the answer names a mode by the start of its text ("Draw 1") or by its
 * number ("2"); unanswered, the first mode, marked as a default (R3). The mode's effects follow.
 */
function chooseOne(txn: Txn, player: PlayerId, source: CardId, modes: Extract<Effect, { kind: "choose-one" }>["modes"]): void {
  const next = txn.choices.peek();
  const answer = typeof next?.answer === "string" ? next.answer.trim().toLowerCase() : typeof next?.answer === "number" ? String(next.answer) : undefined;
  const byText = answer === undefined || answer === "" ? -1 : modes.findIndex((m) => m.text.toLowerCase().startsWith(answer));
  const byNumber = answer !== undefined && /^\d+$/.test(answer) ? Number(answer) - 1 : -1;
  const index = byText >= 0 ? byText : byNumber >= 0 && byNumber < modes.length ? byNumber : -1;
  if (index >= 0) txn.choices.take();
  const mode = modes[Math.max(index, 0)];
  if (!mode) return;
  txn.emit({ type: "choice", player, prompt: "a mode (Choose one)", answer: mode.text, defaulted: index < 0 });
  txn.pending.schedule(...effectsWork(player, source, mode.effect));
}

/** Jinx, Loose Cannon: "draw 1 if you have one or fewer cards in your hand", checked as it resolves. */
function drawIfHandAtMost(txn: Txn, player: PlayerId, count: number, max: number): void {
  const inHand = cardsIn(txn.state, { player, zone: "hand" }).size;
  if (inHand > max) {
    txn.emit({ type: "note", text: `${player} has ${inHand} cards in hand, more than ${max}: no draw` });
    return;
  }
  drawCards(txn, player, count);
}

/**
 * Sabotage / Decree of Strength: an opponent reveals their hand; the caster chooses a card that
 * fits (Decree: of one domain) and it is recycled, by the caster (Sabotage) or by the opponent
 * (Decree: "They recycle that card"), whose "when you recycle" it then is. Either way it goes to
 * the bottom of its owner's Main Deck (416.1.c).
 */
function revealHandRecycle(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "reveal-hand-recycle" }>): void {
  const { count, filter, domain } = effect;
  const opponent = txn.chooseOpponent(player, "an opponent to reveal their hand");
  if (opponent === undefined) return;
  const hand = [...(txn.state.zones[opponent]?.["hand"] ?? [])];
  txn.emit({ type: "note", text: `${opponent} reveals their hand: ${hand.length > 0 ? txn.names(hand) : "nothing"}`, rule: "424" });
  const fitting = candidatesFor(txn, player, { zone: "hand", whose: "opponents" }, filter).filter(
    (id) => txn.card(id).owner === opponent && (domain === undefined || txn.card(id).def.domains.includes(domain)),
  );
  const where = `${opponent}'s hand (${domain === undefined ? describeFilter(filter) : `a ${domain} card`})`;
  const { picked } = txn.pickCards(player, `${count} to recycle from ${where}`, fitting, count);
  // An answer that named no card that fits was reported; the card is still chosen, by default (R4).
  const rest = fitting.filter((id) => !picked.includes(id)).slice(0, Math.min(count, fitting.length) - picked.length);
  if (rest.length > 0) txn.emit({ type: "choice", player, prompt: `${rest.length} more to recycle from ${where}`, answer: txn.names(rest), defaulted: true });
  const recycler = effect.by === "opponent" ? opponent : player;
  const done = recycleCards(txn, recycler, [...picked, ...rest]);
  fireRecycleTriggers(txn, recycler, done);
}

function fitsBanishFilter(txn: Txn, id: CardId, filter: Extract<Effect, { kind: "banish-then-play" }>["filter"]): boolean {
  const type = txn.card(id).def.type;
  return filter === "any" || type === "unit" || (filter === "unit-or-gear" && type === "gear");
}

function describeFilter(filter: CardFilter): string {
  return filter === "non-unit-card" ? "not a unit" : filter.replace(/-/g, " ");
}

/**
 * Twisted Fate, Gambler: reveal the top rune of your Rune Deck and recycle it (to the bottom,
 * 416.1.b), then the effect for that rune's domain.
 */
function revealRuneThenByDomain(
  txn: Txn,
  player: PlayerId,
  source: CardId,
  branches: Extract<Effect, { kind: "reveal-rune-then-by-domain" }>["branches"],
): void {
  const rune = cardsIn(txn.state, { player, zone: "rune-deck" }).first();
  if (rune === undefined) {
    txn.emit({ type: "note", text: `${player}'s Rune Deck is empty: no rune to reveal` });
    return;
  }
  const domain = txn.card(rune).def.domains[0];
  txn.emit({ type: "note", text: `${player} reveals ${txn.card(rune).def.name}` });
  const done = recycleCards(txn, player, [rune]);
  fireRecycleTriggers(txn, player, done);
  const branch = branches.find((b) => b.domain === domain);
  if (!branch) {
    txn.emit({ type: "note", text: `no effect for a ${domain ?? "domainless"} rune` });
    return;
  }
  txn.pending.schedule(...effectsWork(player, source, branch.effect));
}

/** A rune's own abilities are 164.2; any other "Add" is the Add action, 429. */
function addRule(txn: Txn, source: CardId): string {
  const type = txn.state.cards.get(source)?.def.type;
  // A rune recycled for power has left the registry of the board but is still a rune.
  return type === "rune" || type === undefined ? "164.2" : "429";
}

/**
 * A bound on Burn Outs in one draw. The points end the repetition first (each Burn Out gives one,
 * 431.3.a), unless a scenario starts a player with an absurd score; the bound keeps that finite.
 */
const MAX_BURN_OUTS = 1000;

/**
 * Draw 1 (413). From an empty Main Deck the player Burns Out, then draws (431.2). If the Main Deck
 * is still empty (the trash was empty too), the draw is attempted again, which is another Burn
 * Out, a point each time (431.3, 431.3.a), until the draw succeeds or a point gained after the
 * first Burn Out brings a player to the Victory Score with more points than any opponent: that
 * player wins at once (431.3.c, 431.3.c.1).
 */
export function draw(txn: Txn, player: PlayerId): "drew" | "won" | "nothing" {
  if (drawOne(txn, player)) return "drew";
  for (let burnOuts = 1; burnOuts <= MAX_BURN_OUTS; burnOuts++) {
    const gainer = burnOut(txn, player, burnOuts);
    if (drawOne(txn, player)) return "drew";
    if (gainer === undefined) {
      // Nobody can gain a point, so nothing would ever end the repetition.
      txn.emit({ type: "note", text: `${player} has no opponent to gain the points, so the repeated Burn Outs are not modelled further: ${player} draws nothing`, rule: "431.3" });
      return "nothing";
    }
    if (burnOuts > 1 && reachedVictory(txn, gainer)) {
      txn.emit({
        type: "note",
        text: `${gainer} reaches the Victory Score (${VICTORY_SCORE}) with more points than any opponent and wins the game at once; the engine does not end the game, so later steps are still replayed`,
        rule: "431.3.c.1",
      });
      return "won";
    }
  }
  txn.emit({ type: "note", text: `stopped after ${MAX_BURN_OUTS} Burn Outs without a winner: ${player} draws nothing`, rule: "431.3.a" });
  return "nothing";
}

/**
 * Draw `count`, one at a time (413). Once a Burn Out has won the game (431.3.c.1) the rest of the
 * draws are not carried out: a "Draw 99999" would otherwise burn out twice per draw, for nothing.
 */
export function drawCards(txn: Txn, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    if (draw(txn, player) !== "won" || i === count - 1) continue;
    txn.emit({ type: "note", text: `the game is over, so the other ${count - i - 1} of ${player}'s draws are not carried out`, rule: "431.3.c.1" });
    return;
  }
}

/**
 * Burn Out (431.2): the trash is recycled into the Main Deck (random order, 416.5), then the
 * player chooses an opponent, who gains 1 point (431.2.c). Returns that opponent.
 */
function burnOut(txn: Txn, player: PlayerId, nth: number, doing = "draw"): PlayerId | undefined {
  if (nth === 1) {
    txn.emit({ type: "note", text: `${player} must ${doing} from an empty Main Deck and burns out`, rule: "431.2" });
  } else {
    txn.emit({ type: "note", text: `${player}'s Main Deck is still empty, so the draw is attempted again and ${player} burns out again (Burn Out ${nth})`, rule: "431.3" });
  }
  const trash = [...(txn.state.zones[player]?.["trash"] ?? [])];
  recycleCards(txn, player, trash);
  const opponent = txn.chooseOpponent(player, "an opponent to gain 1 point", "431.2.c");
  if (opponent !== undefined) addPoints(txn, opponent, 1, "431.2.c");
  return opponent;
}

/**
 * The banish errata (Blind Fury, Promising Future, Reinforce, Baited Hook, Dazzling Aurora): the
 * chosen card is banished before it is played, and one that can't be played stays banished; the
 * rest are recycled (FAQ; 427.3).
 */
function banishThenPlay(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "banish-then-play" }>): void {
  const decks: PlayerId[] =
    effect.source === "your-main-deck"
      ? [player]
      : effect.source === "each-opponent-main-deck"
        ? playersAfter(txn.state.players, player)
        : [player, ...playersAfter(txn.state.players, player)];

  if (effect.source === "each-player-main-deck") {
    // Each player looks at their own top cards, banishes one and recycles the rest; then, starting
    // with the next player, each plays the card they banished.
    const banished: { who: PlayerId; card: CardId }[] = [];
    for (const who of decks) {
      const seen = topCards(txn, who, effect.look);
      const fitting = seen.filter((id) => fitsBanishFilter(txn, id, effect.filter));
      const { picked } = txn.pickCards(who, `a card for ${who} to banish from the top ${effect.look}`, fitting, 1, "427");
      const chosen = picked[0];
      if (chosen) {
        moveCard(txn, chosen, "banishment", "banish", { rule: "427", by: who });
        banished.push({ who, card: chosen });
      }
      const done = recycleCards(txn, who, seen.filter((id) => id !== chosen));
      fireRecycleTriggers(txn, who, done);
    }
    for (const who of playersAfter(txn.state.players, player).concat(player)) {
      const entry = banished.find((b) => b.who === who);
      // Whether a card can be played is judged when its turn comes, after the plays before it.
      if (entry) playByEffect(txn, who, entry.card, { ignore: effect.ignore, staysWhere: "banished" });
    }
    return;
  }

  // Each player who reveals (Blind Fury's opponents, or the player) may first look and recycle (Void Hatchling).
  if (effect.source === "each-opponent-main-deck" || effect.reveal) for (const who of decks) lookBeforeRevealing(txn, who);
  const seen = decks.flatMap((who) => topCards(txn, who, effect.look));
  if (effect.source === "each-opponent-main-deck") {
    for (const id of seen) txn.emit({ type: "note", text: `${txn.card(id).owner} reveals ${txn.card(id).def.name}` });
  } else if (effect.reveal && seen.length > 0) {
    txn.emit({ type: "note", text: `${player} reveals ${txn.names(seen)}`, rule: "424" });
  }
  const limit = effect.mightAtMostKilledPlus === undefined ? undefined : (txn.memory.killedMight ?? 0) + effect.mightAtMostKilledPlus;
  const fitting = seen.filter(
    (id) => fitsBanishFilter(txn, id, effect.filter) && (limit === undefined || (txn.card(id).def.might ?? 0) <= limit),
  );
  let chosen: CardId | undefined;
  if (!effect.optional || txn.may(player, `banish a card from among ${txn.names(seen)} and play it?`)) {
    // A card looked at in a Main Deck is private, not a target: a wrong pick cites the look (424), as R15 has it.
    chosen = txn.pickCards(player, "the card to banish, then play", fitting, 1, "424").picked[0];
  }
  // "It" is this effect's card or none: an earlier banish-then-play of the same action isn't it (R37).
  txn.memory.banishedToPlay = chosen;
  if (chosen) {
    const here = effect.mayPlayUnitHere ? unitHere(txn, player, source, chosen) : undefined;
    moveCard(txn, chosen, "banishment", "banish", { rule: "427", by: player });
    playByEffect(txn, player, chosen, { ignore: effect.ignore, energyReduction: effect.energyReduction ?? 0, staysWhere: "banished", ...(here !== undefined ? { to: "battlefield" as const, at: here } : {}) });
  }
  const rest = seen.filter((id) => id !== chosen);
  // The played card waits for the rest of this effect (354.3): the rest are dealt with first.
  if (effect.rest === "draw") {
    for (const id of rest) moveCard(txn, id, "hand", "draw", { rule: "413" });
    return;
  }
  const done = recycleCards(txn, player, rest);
  fireRecycleTriggers(txn, player, done);
}

/**
 * Rek'Sai, Swarm Queen: "If it is a unit, you may play it here": the battlefield the source is at
 * when the card is chosen, if the card is a unit and its player says yes; otherwise its base.
 */
function unitHere(txn: Txn, player: PlayerId, source: CardId, chosen: CardId): CardId | undefined {
  const at = txn.state.cards.get(source)?.at;
  const card = txn.card(chosen);
  if (at === undefined || card.def.type !== "unit") return undefined;
  return txn.may(player, `play ${card.def.name} here, at ${txn.card(at).def.name}?`) ? at : undefined;
}

/** Stacked Deck, Vision, The Candlelit Sanctum: look at the top N, maybe take some, recycle the rest or the chosen. */
function lookThenRecycle(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "look-then-recycle" }>): void {
  const seen = topCards(txn, player, effect.look);
  // Fewer cards than asked: as many as there are, and no Burn Out (436.4, 431.1.c); none: nothing to do.
  if (seen.length === 0) {
    txn.emit({ type: "note", text: `${player}'s Main Deck is empty: nothing to look at`, rule: "436.4" });
    return;
  }
  const taken = effect.toHand > 0 ? txn.pickCards(player, `${effect.toHand} to put into hand`, seen, effect.toHand, "416.6").picked : [];
  for (const id of taken) moveCard(txn, id, "hand", "put");
  const left = seen.filter((id) => !taken.includes(id));
  let toRecycle = left;
  if (effect.recycle === "chosen") {
    toRecycle = txn.may(player, `recycle any of ${txn.names(left)}?`) ? txn.pickCards(player, "the cards to recycle", left, left.length).picked : [];
  }
  const done = recycleCards(txn, player, toRecycle);
  if (effect.putBackInAnyOrder) putBackInAnyOrder(txn, player, left.filter((id) => !toRecycle.includes(id)));
  fireRecycleTriggers(txn, player, done);
}

/**
 * The Candlelit Sanctum: "Put those you don't back in any order." The cards kept stay on top of
 * the Main Deck in the order their owner chooses (the answers name them, top first); unanswered,
 * they keep the order they were in, marked as a default.
 */
function putBackInAnyOrder(txn: Txn, player: PlayerId, kept: readonly CardId[]): void {
  if (kept.length < 2) return;
  const { picked } = txn.pickCards(player, `the order to put ${txn.names(kept)} back on top of the Main Deck (top first)`, kept, kept.length);
  const order = [...picked, ...kept.filter((id) => !picked.includes(id))];
  const deck = { player, zone: "main-deck" };
  // The last one placed on top ends up on top, so they are placed bottom-most first.
  txn.state = relocate(txn.state, [...order].reverse().map((id) => ({ id, to: deck, position: "top" as const }))).state;
  txn.emit({ type: "note", text: `${player} puts ${txn.names(order)} back on top of their Main Deck, in that order (top first)` });
}

/** Rumble, Hotheaded: you may recycle another friendly unit to play a Mech from your trash, its Energy cost reduced by that unit's Might. */
function recycleUnitToPlay(txn: Txn, player: PlayerId, source: CardId, tag: string): void {
  const others = candidatesFor(txn, player, { zone: "board", whose: "you" }, "another-friendly-unit", source);
  if (others.length === 0) {
    txn.emit({ type: "note", text: "no other friendly unit to recycle" });
    return;
  }
  // The "you may" belongs to the triggered ability and was asked when it resolved.
  const unit = txn.pickCards(player, "another friendly unit to recycle", others, 1).picked[0];
  if (!unit) return;
  const reduction = mightOf(txn.state, unit) ?? 0;
  const done = recycleCards(txn, player, [unit]);
  fireRecycleTriggers(txn, player, done);
  // The Mech is chosen once the recycle's own triggers have resolved (they may fill the trash).
  txn.pending.schedule(continueWith(() => playFromTrash(txn, player, tag, reduction)));
}

/** The second half of Rumble's ability: play a `tag` unit from the trash, its Energy cost reduced. */
function playFromTrash(txn: Txn, player: PlayerId, tag: string, reduction: number): void {
  const mechs = [...cardsIn(txn.state, { player, zone: "trash" })].filter((id) => txn.card(id).def.tags.some((t) => t.toLowerCase() === tag.toLowerCase()) && txn.card(id).def.type === "unit");
  const mech = txn.pickCards(player, `a ${tag} to play from your trash`, mechs, 1).picked[0];
  if (!mech) {
    txn.emit({ type: "note", text: `no ${tag} in ${player}'s trash to play` });
    return;
  }
  playByEffect(txn, player, mech, { ignore: "none", energyReduction: reduction, staysWhere: "in the trash" });
}

