import { asYesNo, isNothingAnswer } from "../kernel/choices.js";
import { Transaction, type CardChoices } from "../kernel/transaction.js";
import type { CardId, PlayerId, ViolationCode } from "../kernel/types.js";
import { WorkStack } from "../kernel/work-stack.js";
import { playersAfter } from "../kernel/zones.js";
import type { RiftCardDef } from "./cards.js";
import type { PendingTrigger, PendingWork } from "./pending.js";
import type { RiftCard, RiftState } from "./state.js";

export { Refusal } from "../kernel/transaction.js";

/** A chain item resolving, with the plays (354.3) and the triggered abilities (154.3.a) that wait for it, in order. */
export interface Resolution {
  readonly waiting: PendingWork[];
  readonly triggered: PendingTrigger[];
}

/** The Riftbound transaction: the kernel's, plus pending work, card picks, opponent choices and effect memory. */

export class Txn extends Transaction<RiftCardDef, RiftCard, RiftState> {
  /** Effects, triggers and plays the action has set off and not yet done (resolve.ts does them). */
  readonly pending = new WorkStack<PendingWork>();

  /** What earlier effects and costs of the same action left for later ones ("the killed unit"). */
  memory: {
    killedMight?: number;
    killedCost?: { readonly energy: number; readonly power: number };
    /** Forgotten Relic: the cards the last [Burn] put into the trash ("the burned card"). */
    burned?: readonly CardId[];
    /** Kharox: the opponent an ability chose ("choose an opponent"), who "they" and "their" are for the rest of it. */
    chosenPlayer?: PlayerId;
    /** Undying Loyalty: the unit chosen in the trash as the spell was played, for its "Play a unit … from your trash". */
    chosenOnPlay?: { readonly spell: CardId; readonly card: CardId | undefined };
    /** Wild Claw: the card a banish-then-play effect banished to play ("it", rulings R37). */
    banishedToPlay?: CardId;
    /** Ravenbloom Prefect: the card whose play set off the resolving triggered ability ("it", rulings R38). */
    triggerSubject?: { readonly card: CardId; readonly zone: string | undefined };
    /** The Zero Drive: the cards banished with a source that a "Banish this" cost took away (rulings R41). */
    banishedWithLeft?: { readonly source: CardId; readonly cards: readonly CardId[] };
    /** The spells waiting on the chain, oldest first (the engine keeps them where they were played from, R12; counter.ts). */
    chainSpells?: readonly CardId[];
    /** Spells countered while they waited (425.1.a): they don't resolve. */
    countered?: readonly CardId[];
    /**
     * A `play:` step's answer: the [Reaction] card another player plays while the step's spell waits
     * on the chain (rulings R42). Taken once, by the first spell the step puts on the chain.
     */
    reaction?: () => void;
  } = {};
  /**
   * While units die together (combat damage, 143.2.a), the players whose "When one or more enemy
   * units die" has been set off: it triggers once for the batch, not once per unit (rulings R22).
   */
  enemyDeathsTogether: Set<PlayerId> | undefined = undefined;
  /** The spell whose effect is resolving now, responsible for the kills it makes (415.5.b, 415.5.c; spell-kills.ts). */
  responsibleSpell: { readonly controller: PlayerId; readonly spell: CardId } | undefined = undefined;

  /**
   * The chain items resolving now, innermost last, each with what waits for it: a card played while
   * a spell or ability resolves goes on the chain, and the rest of its play waits until that spell
   * or ability has finished resolving (354.3); an ability that triggers meanwhile is addressed only
   * once it has finished too (154.3, 154.3.a).
   */
  private readonly resolving: Resolution[] = [];

  /** Abilities that triggered while nothing was resolving: they go on the chain before the next work (chain.ts). */
  private triggeredOutside: PendingTrigger[] = [];

  beginResolution(): void {
    this.resolving.push({ waiting: [], triggered: [] });
  }

  /** What waited for the chain item that has just finished resolving: plays, then triggered abilities. */
  endResolution(): Resolution {
    return this.resolving.pop() ?? { waiting: [], triggered: [] };
  }

  /** Work that waits until the chain item resolving now has finished (354.3); with none, it is scheduled at once. */
  afterResolution(work: PendingWork): void {
    const current = this.resolving[this.resolving.length - 1];
    if (current) current.waiting.push(work);
    else this.pending.schedule(work);
  }

  /**
   * A triggered ability has triggered (383.3). It waits for the chain item resolving now, if any
   * (154.3.a); otherwise it goes on the chain with whatever else triggered in the same work.
   */
  trigger(trigger: PendingTrigger): void {
    const current = this.resolving[this.resolving.length - 1];
    if (current) current.triggered.push(trigger);
    else this.triggeredOutside.push(trigger);
  }

  /** The abilities that triggered while nothing was resolving, in the order they triggered; taking them clears the list. */
  takeTriggeredOutside(): PendingTrigger[] {
    const taken = this.triggeredOutside;
    this.triggeredOutside = [];
    return taken;
  }

  /**
   * "Choose an opponent" (Burn Out's point, 431.2.c; Sabotage): the next answer when it names one
   * of `player`'s opponents, otherwise the first opponent in turn order, marked "(default)". With
   * a single opponent there is nothing to choose, so no choice is shown unless an answer names
   * one. With `rule`, an answer naming a player who is no opponent (oneself) is taken and reported
   * as an invalid choice citing it; an answer naming no player is left for the next question.
   */
  chooseOpponent(player: PlayerId, prompt: string, rule?: string): PlayerId | undefined {
    const opponents = playersAfter(this.state.players, player);
    const fallback = opponents[0];
    if (fallback === undefined) return undefined;
    const next = this.choices.peek();
    const wanted = typeof next?.answer === "string" ? next.answer.trim().toLowerCase() : undefined;
    const named = wanted === undefined ? undefined : this.state.players.find((p) => p.toLowerCase() === wanted);
    if (next !== undefined && named !== undefined && opponents.includes(named)) {
      this.choices.take();
      this.emit({ type: "choice", player, prompt, answer: named, defaulted: false });
      return named;
    }
    // A card name or a yes/no where an opponent is asked (with a choice to make): expected a player.
    if (named === undefined && opponents.length > 1) this.misfit(next, `an opponent (${opponents.join(" or ")})`, prompt);
    const rejected = next !== undefined && named !== undefined && rule !== undefined;
    if (rejected) {
      this.choices.take();
      this.flag("invalid-choice", rule, `"${named}" is not an opponent of ${player}: ${player} chooses ${prompt} among ${opponents.join(", ")}.`, { part: "choice", index: next.index });
    }
    if (opponents.length > 1 || rejected) this.emit({ type: "choice", player, prompt, answer: fallback, defaulted: true });
    return fallback;
  }

  /**
   * The battlefields a unit has left, or stopped being its controller's at, since the last check of
   * who controls them (battlefield-control.ts, 190.4.c).
   */
  readonly battlefieldsLeft = new Set<CardId>();

  /** Replaces one card with a copy of it with `patch` applied (see `writeCard`). */
  patchCard(id: CardId, patch: Partial<Omit<RiftCard, "id" | "def" | "token" | "owner">>): void {
    const card = this.card(id);
    // Every change of a card's location or controller passes here (moves, recalls, new objects).
    if (card.at !== undefined && card.def.type === "unit" && (("at" in patch && patch.at !== card.at) || ("controller" in patch && patch.controller !== card.controller))) {
      this.battlefieldsLeft.add(card.at);
    }
    this.writeCard({ ...card, ...patch });
  }

  /**
   * Asks `player` to pick up to `max` cards among `candidates`. Every string answer, up to `max`,
   * is read as a pick. One that names no remaining candidate is flagged as an invalid choice
   * citing `invalidRule` (052 when it names a rune where cards are wanted); pass `invalidRule:
   * null` to get it back in `invalid` instead, as costs do (they refuse). With no answer at all,
   * the documented default takes the first candidates in zone order, and the transcript says so.
   * For an "up to N" choice (`upTo`), the answer `nothing` (or `none`) picks none: "up to" allows
   * zero, and without that word a scenario could not say so.
   */
  pickCards(
    player: PlayerId,
    prompt: string,
    candidates: readonly CardId[] | CardChoices,
    max: number,
    invalidRule: string | null = "416.6",
    upTo = false,
  ): { picked: CardId[]; invalid: { index: number; answer: string }[]; defaulted: boolean } {
    const pool = "match" in candidates ? candidates : this.among(candidates);
    // An effect with nothing to pick from raises no choice, so a yes/no or a number is the next
    // choice's, not a misfit of this one. A card named here is still read, and told why it can't
    // be picked (the author meant this choice). A cost reads its answers: they are refused with it.
    const next = this.choices.peek();
    const cardLike = next !== undefined && typeof next.answer === "string" && asYesNo(next.answer) === undefined;
    if (invalidRule !== null && !cardLike && pool.first(1).length === 0) {
      if (max > 0) this.emit({ type: "choice", player, prompt, answer: "nothing", defaulted: true });
      return { picked: [], invalid: [], defaulted: true };
    }
    const first = this.choices.peek();
    if (upTo && first !== undefined && isNothingAnswer(first.answer)) {
      this.choices.take();
      this.emit({ type: "choice", player, prompt, answer: "nothing", defaulted: false });
      return { picked: [], invalid: [], defaulted: false };
    }
    const picked: CardId[] = [];
    const taken = new Set<CardId>();
    const invalid: { index: number; answer: string }[] = [];
    while (picked.length + invalid.length < max) {
      const next = this.choices.peek();
      if (!next || typeof next.answer !== "string" || asYesNo(next.answer) !== undefined) {
        // Nothing picked yet: the answer was meant for this choice and is no card. After some
        // picks it may be the next choice's (an "up to" takes fewer).
        if (picked.length + invalid.length === 0) this.misfit(next, max === 1 ? "a card" : `up to ${max} cards`, prompt);
        break;
      }
      this.choices.take();
      const match = pool.match(next.answer, taken);
      if (match) {
        picked.push(match);
        taken.add(match);
      }
      else invalid.push({ index: next.index, answer: next.answer });
    }
    if (invalidRule !== null) {
      for (const bad of invalid) {
        if (this.choices.isMisfit(bad.index)) continue;
        const why = this.explainInvalid(bad.answer, prompt, invalidRule);
        this.flag(why.code, why.rule, why.message, { part: "choice", index: bad.index });
      }
    }
    if (picked.length > 0 || invalid.length > 0) {
      this.emit({ type: "choice", player, prompt, answer: picked.length ? this.names(picked) : "nothing", defaulted: false });
      return { picked, invalid, defaulted: false };
    }
    const chosen = pool.first(max);
    if (max > 0) {
      this.emit({ type: "choice", player, prompt, answer: chosen.length ? this.names(chosen) : "nothing", defaulted: true });
    }
    return { picked: chosen, invalid, defaulted: true };
  }

  /** Why an answer names no candidate: a rune where cards are wanted (052), or simply elsewhere. */
  explainInvalid(answer: string, where: string, rule = "416.6"): { rule: string; message: string; code: ViolationCode } {
    // A player where a card is asked is the wrong kind of answer, whatever the cards are.
    const player = this.state.players.find((p) => p.toLowerCase() === answer.trim().toLowerCase());
    if (player !== undefined && this.matchCard(answer, [...this.state.cards.keys()]) === undefined) {
      return { code: "invalid-choice", rule: "-", message: `Expected a card for '${where}'; got the player '${player}'.` };
    }
    const all = [...this.state.cards.keys()];
    const named = this.matchCard(answer, all);
    const card = named ? this.state.cards.get(named) : undefined;
    if (card && card.def.type === "rune" && !where.includes("rune")) {
      return { code: "not-a-card", rule: "052", message: `${card.def.name} is a rune, and runes aren't cards: it can't be chosen where cards are asked for (${where}).` };
    }
    return { code: "invalid-choice", rule, message: `"${answer}" is not among the cards that can be chosen for ${where}.` };
  }
}
