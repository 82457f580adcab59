/**
 * Resolving what a spell or ability does (608.2). Effects the engine doesn't model are skipped
 * with a transcript note, never guessed at.
 */
import { withArticle } from "../kernel/article.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf, cardsIn } from "../kernel/zones.js";
import type { MtgAmount, MtgEffect, MtgPlayerRef } from "./cards.js";
import { battlefield, describeQuery, hasCycling, matchesAny, matchesQuery, isCreaturePermanent, characteristicsOf } from "./characteristics.js";
import { becomeCreatureUntilEndOfTurn, payTapOtherCreatures } from "./crew.js";
import { discardCards } from "./discard.js";
import { drawForCyclingAbility } from "./cycling-draw-replacement.js";
import { exileUntilSourceLeaves } from "./exile-until.js";
import { resolveMadness } from "./madness-cast.js";
import { formatNeed, needFor, parseManaCost } from "./mana.js";
import { drawCard, moveCard } from "./moves.js";
import { canPayMana, offerManaPayment, payDuringResolution } from "./payment.js";
import { createShield } from "./prevention.js";
import { attachAura, canEnchant, enchantSpecOf } from "./auras.js";
import { sacrificePermanents } from "./sacrifice-cost.js";
import type { EffectContext } from "./effect-context.js";
import { dealEffectDamage } from "./damage.js";
import { destroyAll, exileTopOfLibrary, loseKeywordUntilEndOfTurn, mill, returnAllToHand } from "./mass-effects.js";
import { reorderTopOfLibrary, returnDiscardedThisTurn, shuffleGraveyardIntoLibrary, shuffleLibrary, shuffleSelfIntoLibrary, targetToLibraryTopOrBottom } from "./library-effects.js";
import { blockingTargetIs, combatThisTurn, creaturesSkipNextUntap, preventCombatDamage } from "./combat-effects.js";
import { becomeUntilEndOfTurn, destroyPermanent, gainKeywordsIndefinitely, pump, putCounters, tapAll, tapTarget } from "./pump.js";
import { changeLife, inGame, playerOf, updatePlayer } from "./players.js";
import type { MtgStackObject, MtgTargetRef } from "./state.js";
import { legalCardTargets, targetsOf } from "./several-targets.js";
import { stillLegal } from "./targets.js";
import { protectionFromChosenColor } from "./chosen-color.js";
import { drawThenDiscardDrawn, eachPlayerMayDiscardHandAndDraw, exileFromRevealedHand } from "./hand-effects.js";
import { damageEach, exileAll } from "./sweeps.js";
import { createToken, transformSelf } from "./tokens.js";
import { createTokenCopyOfSelf } from "./token-copy.js";
import { regenerateSelf } from "./regenerate.js";
import { resolveWard } from "./ward.js";
import { tapOrUntapTarget, untapCreaturesYouControl, untapLands } from "./untaps.js";
import { triggerOnEnter, triggerReflexive } from "./triggers.js";
import { lifeLeader } from "./intervening-if.js";
import { gainControl } from "./control.js";
import { connive } from "./connive.js";
import { becomeCopyOfTarget } from "./copy-effects.js";
import { turnTargetFaceDown } from "./face-down.js";
import { flickerTarget } from "./flicker.js";
import { exchangeControlOfTargets, fightTargets, secondTargetBlocksFirst } from "./two-targets.js";
import { exileUnearthed, unearth } from "./unearth.js";
import { getEnergy, mayPayEnergyForTarget } from "./energy.js";
import { mayPlayExiled } from "./play-from-exile.js";
import type { MtgTxn } from "./txn.js";

export type { EffectContext } from "./effect-context.js";

export function resolveEffects(txn: MtgTxn, ctx: EffectContext, effects: readonly MtgEffect[]): void {
  // "That card": the cards the effect just before exiled (Kulrath Zealot's "exile the top card of your library").
  let exiled: readonly CardId[] = [];
  for (const effect of effects) {
    if (effect.kind === "may-play-exiled") mayPlayExiled(txn, ctx, exiled);
    exiled = resolveEffect(txn, ctx, effect) || [];
  }
}

/** Does `effect`; an effect that exiles cards gives them back, for a "that card" after it. */
function resolveEffect(txn: MtgTxn, ctx: EffectContext, effect: MtgEffect): readonly CardId[] | void {
  switch (effect.kind) {
    case "draw": {
      const n = amount(txn, ctx, effect.count);
      // Each card is one draw (121.2), so a replacement of a cycling ability's draw meets each.
      for (let i = 0; i < n; i++) {
        if (ctx.cycling) drawForCyclingAbility(txn, ctx.controller, ctx.source);
        else drawCard(txn, ctx.controller);
      }
      return;
    }
    case "search":
      return search(txn, ctx, effect);
    case "create-token": {
      const n = amount(txn, ctx, effect.count);
      for (let i = 0; i < n; i++) createToken(txn, ctx.controller, effect.token, ctx.x);
      return;
    }
    case "lose-life":
      for (const p of playersFor(txn, ctx, effect.who)) changeLife(txn, p, -amount(txn, ctx, effect.amount));
      return;
    case "gain-life":
      for (const p of playersFor(txn, ctx, effect.who)) changeLife(txn, p, amount(txn, ctx, effect.amount));
      return;
    case "damage":
      return damage(txn, ctx, effect.to, effect.amount);
    case "pay":
      return payThen(txn, ctx, effect);
    case "counters":
      return putCounters(txn, ctx, effect, amount(txn, ctx, effect.count));
    case "pump":
      return pump(txn, ctx, effect);
    case "tap-target":
      return tapTarget(txn, ctx, effect.untap);
    case "tap-all":
      return tapAll(txn, ctx, effect.on);
    case "combat-this-turn":
      return combatThisTurn(txn, ctx, effect);
    case "if-target-blocking": {
      const blocking = blockingTargetIs(txn, ctx);
      txn.note(blocking ? `the target is blocking, so the "instead" effect applies` : `the target isn't blocking`, "608.2c");
      return resolveEffects(txn, ctx, blocking ? effect.then : effect.otherwise);
    }
    case "target-player-creatures-skip-next-untap":
      return creaturesSkipNextUntap(txn, ctx);
    case "prevent-combat-damage":
      return preventCombatDamage(txn, ctx, effect.by);
    case "prevent-damage":
      return createShield(txn, ctx, effect);
    case "skip-next-untap":
      for (const id of legalCardTargets(txn, ctx)) {
        txn.writeCard({ ...txn.card(id), skipsNextUntap: true });
        txn.note(`${txn.name(id)} doesn't untap during its controller's next untap step`, "502.3");
      }
      return;
    case "shuffle-self-into-library":
      return shuffleSelfIntoLibrary(txn, ctx, effect.battlefieldIfCycledNamedAtLeast);
    case "unearth":
      return unearth(txn, ctx);
    case "exile-linked-unearthed":
      return exileUnearthed(txn, ctx);
    case "surveil":
      return surveil(txn, ctx.controller, effect.count);
    case "scry":
      return scry(txn, ctx.controller, effect.count);
    case "exile-until-next-end-step":
      return exileUntilEndStep(txn, ctx);
    case "exile-until-source-leaves":
      return exileUntilSourceLeaves(txn, ctx);
    case "becomes-creature-until-end-of-turn":
      return becomeCreatureUntilEndOfTurn(txn, ctx);
    case "becomes-until-end-of-turn":
    case "becomes-indefinitely":
      return becomeUntilEndOfTurn(txn, ctx, effect);
    case "become-copy-of-target":
      return becomeCopyOfTarget(txn, ctx, effect);
    case "turn-target-face-down":
      return turnTargetFaceDown(txn, ctx);
    case "return-linked-to-battlefield": {
      const linked = ctx.linked;
      if (linked === undefined || zoneOf(txn.state, linked)?.zone !== "exile") {
        txn.note(`the exiled card is no longer in exile, so nothing returns`, "603.7c");
        return;
      }
      const zone = moveCard(txn, linked, "battlefield", "return", { controller: txn.card(linked).owner, rule: "603.7" });
      if (zone === "battlefield") triggerOnEnter(txn, linked);
      return;
    }
    case "exile-all-graveyards":
      for (const p of txn.state.players) for (const id of [...cardsIn(txn.state, { player: p, zone: "graveyard" })]) moveCard(txn, id, "exile", "exile");
      return;
    case "return-self-to-hand":
      if (zoneOf(txn.state, ctx.source)?.zone === "graveyard") moveCard(txn, ctx.source, "hand", "return");
      else txn.note(`${ctx.sourceName} is no longer in the graveyard, so it isn't returned`, "608.2b");
      return;
    case "transform-self":
      return transformSelf(txn, ctx.source, ctx.sourceName);
    case "get-energy":
      return getEnergy(txn, ctx.controller, effect.count);
    case "may-pay-energy-equal-to-target-mana-value":
      return mayPayEnergyForTarget(txn, ctx, effect.then, resolveEffects);
    case "exile-self-from-graveyard":
      if (zoneOf(txn.state, ctx.source)?.zone !== "graveyard") {
        txn.note(`${ctx.sourceName} is no longer in the graveyard, so it isn't exiled and nothing more happens`, "603.12");
        return;
      }
      moveCard(txn, ctx.source, "exile", "exile", { rule: "406.2" });
      return resolveEffects(txn, ctx, effect.then);
    case "destroy-target":
      for (const card of legalCardTargets(txn, ctx)) destroyPermanent(txn, card, "701.8a", effect.cantBeRegenerated === true);
      return;
    case "regenerate-self":
      return regenerateSelf(txn, ctx);
    case "destroy-all": {
      const destroyed = destroyAll(txn, effect.filters, effect.cantBeRegenerated === true);
      if (!effect.drawForEachDestroyed) return;
      txn.note(`${destroyed} creature${destroyed === 1 ? " was" : "s were"} destroyed this way, so ${ctx.controller} draws ${destroyed}`, "701.8a");
      for (let i = 0; i < destroyed; i++) drawCard(txn, ctx.controller);
      return;
    }
    case "mill":
      for (const p of playersFor(txn, ctx, effect.who)) mill(txn, p, amount(txn, ctx, effect.count));
      return;
    case "reorder-top-of-library":
      for (const p of playersFor(txn, ctx, effect.who)) reorderTopOfLibrary(txn, ctx, p, effect.count);
      return;
    case "each-player-may-discard-hand-and-draw":
      return eachPlayerMayDiscardHandAndDraw(txn, ctx, effect.count);
    case "lose-keyword-until-end-of-turn":
      return loseKeywordUntilEndOfTurn(txn, effect.filters, effect.keyword);
    case "exile-top-of-library":
      return playersFor(txn, ctx, effect.who).flatMap((p) => exileTopOfLibrary(txn, p, amount(txn, ctx, effect.count)));
    case "discard":
      for (const p of playersFor(txn, ctx, effect.who)) discardCards(txn, p, amount(txn, ctx, effect.count), effect.random);
      return;
    case "exile-target":
      return legalCardTargets(txn, ctx).filter((card) => moveCard(txn, card, "exile", "exile", { rule: "406.2" }) === "exile");
    case "may-play-exiled":
      return undefined; // done by resolveEffects, which knows what the effect before exiled
    case "if-kicked":
      if (ctx.kicked) return void resolveEffects(txn, ctx, effect.then);
      txn.note(`${ctx.sourceName} wasn't kicked, so "if this spell was kicked" does nothing`, "702.33d");
      return;
    case "return-self-from-battlefield":
      if (zoneOf(txn.state, ctx.source)?.zone === "battlefield") moveCard(txn, ctx.source, "hand", "return", { rule: "400.3" });
      else txn.note(`${ctx.sourceName} is no longer on the battlefield, so it isn't returned`, "608.2b");
      return;
    case "target-to-library-top-or-bottom":
      return targetToLibraryTopOrBottom(txn, ctx);
    case "return-discarded-this-turn-to-hand":
      return returnDiscardedThisTurn(txn, ctx);
    case "return-all-to-hand":
      return returnAllToHand(txn, effect.filters);
    case "shuffle-graveyard-into-library":
      return shuffleGraveyardIntoLibrary(txn, ctx, effect.cards);
    case "target-to-library-bottom":
      for (const card of legalCardTargets(txn, ctx)) moveCard(txn, card, "library", "put", { position: "bottom", rule: "400.3" });
      return;
    case "return-target-to-battlefield":
      for (const card of legalCardTargets(txn, ctx)) {
        if (moveCard(txn, card, "battlefield", "return", { controller: ctx.controller }) !== "battlefield") continue;
        if (effect.gains?.length) gainKeywordsIndefinitely(txn, card, effect.gains);
        triggerOnEnter(txn, card);
      }
      return;
    case "gain-control-of-target":
      for (const card of legalCardTargets(txn, ctx)) gainControl(txn, card, ctx.controller, { from: ctx.sourceName, untilEndOfTurn: effect.untilEndOfTurn });
      return;
    case "gain-control-of-owned":
      return gainControlOfOwned(txn, ctx);
    case "life-leader-gains-control-of-self":
      return lifeLeaderGainsControl(txn, ctx);
    case "return-target-to-hand":
      for (const card of legalCardTargets(txn, ctx)) moveCard(txn, card, "hand", "return", { rule: "400.3" });
      return;
    case "counter-target-ability":
      return counterTargetAbility(txn, ctx);
    case "counter-target":
      return counterTarget(txn, ctx, effect.unlessPaysGeneric ? `{${amount(txn, ctx, effect.unlessPaysGeneric)}}` : effect.unlessPays);
    case "token-copy-of-self":
      return createTokenCopyOfSelf(txn, ctx, effect);
    case "ward-counter":
      return resolveWard(txn, ctx, effect);
    case "madness-cast":
      return resolveMadness(txn, ctx.source, effect.mana);
    case "target-to-library-top":
      for (const card of legalCardTargets(txn, ctx)) moveCard(txn, card, "library", "put", { position: "top", rule: "400.3" });
      return;
    case "damage-each":
      return damageEach(txn, ctx.source, amount(txn, ctx, effect.amount), effect.creatures, effect.players, effect.planeswalkers === true);
    case "exile-all":
      return exileAll(txn, effect.permanents, effect.graveyards, effect.hands);
    case "untap-creatures-you-control":
      return untapCreaturesYouControl(txn, ctx);
    case "untap-lands":
      return untapLands(txn, ctx, effect.max);
    case "tap-or-untap-target":
      return tapOrUntapTarget(txn, ctx);
    case "draw-then-discard-drawn":
      return drawThenDiscardDrawn(txn, ctx.controller, amount(txn, ctx, effect.count));
    case "exile-from-revealed-hand":
      return exileFromRevealedHand(txn, ctx, effect.filters, effect.graveyardToo === true);
    case "protection-from-chosen-color":
      return protectionFromChosenColor(txn, ctx);
    case "unless-you-pay":
      return unlessYouPay(txn, ctx, effect);
    case "sacrifice-self":
      if (zoneOf(txn.state, ctx.source)?.zone === "battlefield") moveCard(txn, ctx.source, "graveyard", "sacrifice", { rule: "701.21a" });
      else txn.note(`${ctx.sourceName} is no longer on the battlefield, so it isn't sacrificed`, "608.2b");
      return;
    case "sacrifice-permanents":
      for (const p of playersFor(txn, ctx, effect.who)) sacrificePermanents(txn, p, amount(txn, ctx, effect.count), ctx.sourceName);
      return;
    case "counter-that-spell": {
      const spell = ctx.linked === undefined ? undefined : txn.state.stack.find((o) => o.kind === "spell" && o.source === ctx.linked);
      if (!spell) return txn.note(`that spell is no longer on the stack, so it isn't countered`, "608.2b");
      return counterSpell(txn, spell);
    }
    case "return-self-attached-to-that-permanent":
      return returnSelfAttached(txn, ctx);
    case "if-self-counters-at-least": {
      const here = zoneOf(txn.state, ctx.source)?.zone === "battlefield";
      const n = here ? (txn.card(ctx.source).counters[effect.counter] ?? 0) : 0;
      if (!here) return txn.note(`${ctx.sourceName} is no longer on the battlefield, so nothing more happens`, "608.2c");
      if (n < effect.atLeast) return txn.note(`${ctx.sourceName} has ${n} ${effect.counter} counter${n === 1 ? "" : "s"}, fewer than ${effect.atLeast}`, "608.2c");
      txn.note(`${ctx.sourceName} has ${n} ${effect.counter} counters, ${effect.atLeast} or more`, "608.2c");
      return resolveEffects(txn, ctx, effect.then);
    }
    case "you-gain-shroud":
      updatePlayer(txn, ctx.controller, (p) => ({ ...p, shroudUntilEndOfTurn: true }));
      txn.note(`${ctx.controller} has shroud until end of turn: no spell or ability can target them`, "702.18a");
      return;
    case "reflexive-trigger":
      return triggerReflexive(txn, ctx.source, ctx.controller, effect.ability, ctx.x);
    case "flicker-target":
      return flickerTarget(txn, ctx);
    case "connive":
      return connive(txn, ctx);
    case "if-you-control-at-most": {
      const n = battlefield(txn.state).filter((c) => c.controller === ctx.controller && matchesQuery(c.def, effect.query)).length;
      const what = describeQuery(effect.query);
      if (n <= effect.atMost) {
        txn.note(`${ctx.controller} controls ${n} ${what}${n === 1 ? "" : "s"}, ${effect.atMost} or fewer`, "608.2c");
        return resolveEffects(txn, ctx, effect.then);
      }
      txn.note(`${ctx.controller} controls ${n} ${what}s, more than ${effect.atMost}, so nothing happens`, "608.2c");
      return;
    }
    case "fight":
    case "deals-damage-equal-to-power":
      return fightTargets(txn, ctx, effect.kind === "deals-damage-equal-to-power");
    case "exchange-control-of-targets":
      return exchangeControlOfTargets(txn, ctx);
    case "second-target-blocks-first":
      return secondTargetBlocksFirst(txn, ctx);
    case "unmodelled":
      txn.note(`not modelled, skipped: "${effect.text}"`);
      return;
  }
}

/** The number `a` stands for now; `player` is "that player" of an effect that reaches each player in turn. */
function amount(txn: MtgTxn, ctx: EffectContext, a: MtgAmount, player?: PlayerId): number {
  switch (a.kind) {
    case "fixed":
      return a.n;
    case "x":
      return ctx.x;
    case "count":
      return battlefield(txn.state).filter((c) => matchesQuery(characteristicsOf(c), a.query)).length;
    case "cycling-cards-in-your-graveyard":
      return [...cardsIn(txn.state, { player: ctx.controller, zone: "graveyard" })].filter((id) => hasCycling(txn.card(id).def)).length;
    case "permanents-that-player-controls":
      // Only an effect that reaches players one by one has "that player"; elsewhere it counts nothing.
      return player === undefined ? 0 : battlefield(txn.state).filter((c) => c.controller === player && matchesQuery(characteristicsOf(c), a.query)).length;
    case "cards-in-your":
      return cardsIn(txn.state, { player: ctx.controller, zone: a.zone }).size;
  }
}

function playersFor(txn: MtgTxn, ctx: EffectContext, who: MtgPlayerRef): PlayerId[] {
  if (who === "you") return [ctx.controller];
  if (who === "each-opponent") return txn.state.players.filter((p) => p !== ctx.controller && inGame(txn, p));
  if (who === "each-player") return txn.state.players.filter((p) => inGame(txn, p));
  if (who === "that-player") return ctx.player !== undefined && inGame(txn, ctx.player) ? [ctx.player] : [];
  return ctx.target && "player" in ctx.target ? [ctx.target.player] : [];
}

/** Damage to a player is life loss (120.3a); to a creature it is marked (120.3e), and lethal damage destroys it later (704.5g). */
function damage(txn: MtgTxn, ctx: EffectContext, to: "target" | "each-creature" | "each-opponent", howMuch: MtgAmount): void {
  const n = amount(txn, ctx, howMuch);
  const hit = (target: MtgTargetRef, amountDue = n) => dealEffectDamage(txn, ctx.source, target, amountDue);
  if (to === "target") {
    // Only a target is checked again, against what it was targeted as (608.2b): "each creature"
    // isn't targeted, so shroud, hexproof and protection's 702.16b don't keep a creature out of it.
    for (const target of targetsOf(ctx)) if (!("card" in target) || (txn.state.cards.has(target.card) && stillLegal(txn, target, ctx.targetSpec, ctx))) hit(target);
    return;
  }
  if (to === "each-opponent") {
    // Treacherous Terrain: "equal to the number of lands that player controls", counted for each one.
    for (const p of playersFor(txn, ctx, "each-opponent")) {
      const dealt = amount(txn, ctx, howMuch, p);
      if (howMuch.kind === "permanents-that-player-controls") txn.note(`${p} controls ${dealt} ${describeQuery(howMuch.query)}${dealt === 1 ? "" : "s"}`);
      hit({ player: p }, dealt);
    }
    return;
  }
  for (const c of battlefield(txn.state)) if (isCreaturePermanent(c)) hit({ card: c.id });
}

/**
 * Search your library (701.23): the step's `search:` answer, else the next answer, else the first
 * matching card from the top. "nothing" fails to find (701.23b). The found card is revealed and
 * moved before the library is shuffled (701.24b), and it is shuffled even when nothing was found.
 * Migration Path's "up to two": one pick per card, each among the cards not yet found, "nothing"
 * ending them early; the cards found move together.
 */
function search(txn: MtgTxn, ctx: EffectContext, effect: Extract<MtgEffect, { kind: "search" }>): void {
  const player = ctx.controller;
  const rule = ctx.searchRule ?? "701.23";
  // Razaketh's Rite's "a card" has no type words: any card.
  const described = effect.queries.map(describeQuery).filter(Boolean).join(" or ");
  const wanted = described ? `${described} card` : "card";
  const library = [...cardsIn(txn.state, { player, zone: "library" })];
  const matching = library.filter((id) => {
    const def = txn.state.cards.get(id)?.def;
    return def !== undefined && matchesAny(def, effect.queries);
  });
  const prompt = `${withArticle(wanted)} to find in ${player}'s library`;
  const found: CardId[] = [];
  for (let i = 0; i < (effect.upTo ?? 1); i++) {
    const candidates = matching.filter((id) => !found.includes(id));
    if (i > 0 && candidates.length === 0) break;
    const picked = i === 0 && ctx.search !== undefined ? txn.readPick(player, prompt, ctx.search, -1, candidates, true) : txn.pickCard(player, prompt, candidates, true);
    if (picked.invalid) {
      const at = picked.invalid.index < 0 ? ({ part: "to" } as const) : ({ part: "choice", index: picked.invalid.index } as const);
      txn.flag("invalid-choice", rule, `"${picked.invalid.answer}" is not a ${wanted} in ${player}'s library, so the search can't find it; it finds ${found.length > 0 ? "no more" : "nothing"}.`, at);
    }
    if (picked.card === undefined) {
      if (found.length === 0) txn.note(`${player} finds nothing`, candidates.length > 0 ? "701.23b" : rule);
      break;
    }
    found.push(picked.card);
  }
  if (effect.reveal) for (const id of found) txn.note(`${player} reveals ${txn.name(id)}`, "701.20a");
  const entered = found.filter((id) => moveCard(txn, id, effect.to, "search", { rule, controller: player, ...(effect.tapped ? { tapped: true } : {}) }) === "battlefield");
  for (const id of entered) triggerOnEnter(txn, id);
  shuffleLibrary(txn, player, ctx.searchRule ?? "701.24");
}

/**
 * "[You may] pay {1}. If you do, …" (118.12): a cost paid on resolution. If it can't be paid,
 * nothing happens; X in it is chosen now (unanswered: 0).
 */
function payThen(txn: MtgTxn, ctx: EffectContext, effect: Extract<MtgEffect, { kind: "pay" }>): void {
  const player = ctx.controller;
  const taps = effect.cost.tapOtherCreatures;
  if (taps !== undefined) {
    if (payTapOtherCreatures(txn, player, ctx.source, ctx.sourceName, taps)) resolveEffects(txn, ctx, effect.then);
    return;
  }
  const mana = parseManaCost(effect.cost.mana ?? "");
  if (!mana) {
    txn.note(`not modelled, skipped: a payment of "${effect.cost.mana}"`);
    return;
  }
  let x = 0;
  if (mana.x > 0) {
    const chosen = txn.number(player, `the value of X to pay for ${ctx.sourceName}`, 0, 1000, 0);
    if (chosen.invalid !== undefined) txn.flag("invalid-choice", "107.3", `X must be a whole number, 0 or more.`, { part: "choice", index: chosen.invalid });
    x = chosen.value;
  }
  const need = needFor(mana, x);
  const life = effect.cost.life ?? 0;
  const what = `${ctx.sourceName}'s payment of ${formatNeed(need)}${life ? ` and ${life} life` : ""}`;
  if (!canPayMana(txn, player, need) || playerOf(txn, player).life < life) {
    txn.note(`${player} can't pay ${formatNeed(need)}${life ? ` and ${life} life` : ""}, so nothing happens`, "118.12");
    return;
  }
  if (payDuringResolution(txn, player, { mana: need, life }, what)) resolveEffects(txn, { ...ctx, x }, effect.then);
}

/**
 * "Sacrifice ~ unless you pay {1}{U}" (118.12): the controller may pay as it resolves (a "you
 * may", yes by default when they can pay, M5); if they don't, or can't, the rest happens.
 */
function unlessYouPay(txn: MtgTxn, ctx: EffectContext, effect: Extract<MtgEffect, { kind: "unless-you-pay" }>): void {
  const mana = parseManaCost(effect.mana);
  if (!mana) {
    txn.note(`not modelled, skipped: a payment of "${effect.mana}"`);
    return;
  }
  const need = needFor(mana, 0);
  const payer = effect.payer === "that-player" ? ctx.player : ctx.controller;
  if (payer === undefined) return txn.note(`not modelled, skipped: "that player" of ${ctx.sourceName}'s ability names no player`);
  const what = `${formatNeed(need)} for ${ctx.sourceName}`;
  if (offerPayment(txn, payer, need, what)) {
    txn.note(`${payer} pays ${formatNeed(need)}, so the rest of ${ctx.sourceName}'s ability doesn't happen`, "118.12");
    return;
  }
  resolveEffects(txn, ctx, effect.otherwise);
}

/** The offer of an "unless … pays" effect's payer, in this module's words (118.12). */
function offerPayment(txn: MtgTxn, payer: PlayerId, need: ReturnType<typeof needFor>, what: string): boolean {
  return offerManaPayment(txn, payer, need, { ask: `pay ${what} [${txn.cite("118.12")}]`, unable: `${payer} can't pay ${formatNeed(need)}`, paying: what });
}

/**
 * "Counter target spell [unless its controller pays {N}]" (701.6a): the spell is removed from the
 * stack and put into its owner's graveyard. With "unless", the spell's controller may pay as this
 * resolves (118.12: a "you may" of theirs, yes by default when they can pay); if they do, nothing
 * happens.
 */
function counterTarget(txn: MtgTxn, ctx: EffectContext, unlessPays: string | undefined): void {
  const target = ctx.target;
  if (!target || !("card" in target) || !stillLegal(txn, target, "spell", ctx)) return;
  const spell = txn.state.stack.find((o) => o.kind === "spell" && o.source === target.card);
  if (!spell) return;
  const mana = unlessPays === undefined ? undefined : parseManaCost(unlessPays);
  if (mana) {
    const need = needFor(mana, 0);
    const payer = spell.controller;
    const what = `${formatNeed(need)} so ${ctx.sourceName} doesn't counter ${spell.sourceName}`;
    if (offerPayment(txn, payer, need, what)) {
      txn.note(`${payer} pays, so ${spell.sourceName} isn't countered`, "118.12");
      return;
    }
  }
  counterSpell(txn, spell);
}

/** 701.6a: the spell leaves the stack for its owner's graveyard. */
function counterSpell(txn: MtgTxn, spell: MtgStackObject): void {
  const stack = txn.writableStack();
  stack.splice(stack.indexOf(spell), 1);
  moveCard(txn, spell.source, "graveyard", "counter", { rule: "701.6a" });
}

/**
 * "Counter target activated or triggered ability you don't control" (701.6b): the ability, if it is
 * still on the stack and still not its controller's (608.2b), is removed from it and does nothing.
 */
function counterTargetAbility(txn: MtgTxn, ctx: EffectContext): void {
  const target = ctx.target;
  if (!target || !("card" in target) || !stillLegal(txn, target, "ability-you-dont-control", ctx)) return;
  const stack = txn.writableStack();
  const at = stack.findIndex((o) => o.id === target.stackObject);
  const ability = stack[at];
  if (!ability) return;
  stack.splice(at, 1);
  txn.note(`${ability.sourceName}'s ability "${ability.text}" is countered: it is removed from the stack`, "701.6b");
}

/**
 * Dragon Wings: the Aura card returns from its owner's graveyard to the battlefield under their
 * control attached to "that creature" (303.4f: the effect names what it enchants; nothing is
 * targeted). With that permanent no longer on the battlefield, or one the Aura can't enchant, it
 * stays in the graveyard (303.4g).
 */
function returnSelfAttached(txn: MtgTxn, ctx: EffectContext): void {
  if (zoneOf(txn.state, ctx.source)?.zone !== "graveyard") return txn.note(`${ctx.sourceName} is no longer in the graveyard, so it isn't returned`, "608.2b");
  const to = ctx.linked;
  const spec = enchantSpecOf(txn.card(ctx.source).def);
  const there = to !== undefined && zoneOf(txn.state, to)?.zone === "battlefield";
  if (to === undefined || !there || !spec || !canEnchant(txn.card(to), spec, ctx.controller)) {
    const why = !there ? "that creature is no longer on the battlefield" : `${ctx.sourceName} can't enchant ${txn.name(to as CardId)}`;
    return txn.note(`${why}, so ${ctx.sourceName} stays in the graveyard`, "303.4g");
  }
  if (moveCard(txn, ctx.source, "battlefield", "return", { controller: ctx.controller }) !== "battlefield") return;
  attachAura(txn, ctx.source, to, "303.4f");
  triggerOnEnter(txn, ctx.source);
}

/** Scry (701.22): each of the top cards may go to the bottom; unanswered, it stays on top. */
function scry(txn: MtgTxn, player: PlayerId, count: number): void {
  const top = [...cardsIn(txn.state, { player, zone: "library" }).take(count)];
  const bottom = top.filter((id) => txn.yesNo(player, `scry: put ${txn.name(id)} on the bottom of ${player}'s library`, false));
  for (const id of bottom) moveCard(txn, id, "library", "put", { position: "bottom", rule: "701.22" });
}

/**
 * Surveil N (701.25a): as scry, one question per card looked at, but a card not kept goes to its
 * owner's graveyard; the rest stay on top in their order (docs/rulings.md M42).
 */
function surveil(txn: MtgTxn, player: PlayerId, count: number): void {
  const top = [...cardsIn(txn.state, { player, zone: "library" }).take(count)];
  const binned = top.filter((id) => txn.yesNo(player, `surveil: put ${txn.name(id)} into ${player}'s graveyard`, false));
  for (const id of binned) moveCard(txn, id, "graveyard", "put", { rule: "701.25a" });
}

/** Astral Slide: exile the target creature; at the beginning of the next end step, return it (603.7). */
function exileUntilEndStep(txn: MtgTxn, ctx: EffectContext): void {
  const target = ctx.target;
  if (!target || !("card" in target) || !stillLegal(txn, target, ctx.targetSpec, ctx)) return;
  const card = txn.card(target.card);
  moveCard(txn, target.card, "exile", "exile");
  if (card.token) return; // a token in exile ceases to exist (704.5d); there is nothing to return
  txn.state = {
    ...txn.state,
    delayed: [...txn.state.delayed, { id: `delayed-${txn.state.nextId}`, when: "next-end-step", card: target.card, controller: ctx.controller, source: ctx.source, text: `return ${card.def.name} to the battlefield under its owner's control` }],
    nextId: txn.state.nextId + 1,
  };
}

/** "It gains haste" with no duration (611.2a): the keyword stays until the permanent leaves the battlefield (400.7). */

/**
 * Brand: its controller gains control of every permanent they own that another player controls
 * (613.1b); the permanents are fixed as it resolves (611.2c) and the effect has no end (611.2a).
 */
function gainControlOfOwned(txn: MtgTxn, ctx: EffectContext): void {
  const taken = battlefield(txn.state).filter((c) => c.owner === ctx.controller && c.controller !== ctx.controller);
  if (taken.length === 0) txn.note(`${ctx.controller} already controls every permanent they own`, "613.1b");
  for (const card of taken) gainControl(txn, card.id, ctx.controller, { from: ctx.sourceName });
}

/** Wild Dogs: the leader gains control of it for good (611.2a); its intervening "if" was checked again as it began to resolve (603.4). */
function lifeLeaderGainsControl(txn: MtgTxn, ctx: EffectContext): void {
  const leader = lifeLeader(txn);
  if (leader === undefined) return txn.note(`no player has more life than each other player now, so nothing happens`, "603.4");
  if (zoneOf(txn.state, ctx.source)?.zone !== "battlefield") return txn.note(`${ctx.sourceName} is no longer on the battlefield, so no one gains control of it`, "608.2b");
  gainControl(txn, ctx.source, leader, { from: ctx.sourceName });
}

