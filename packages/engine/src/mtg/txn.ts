import { asYesNo, isNothingAnswer } from "../kernel/choices.js";
import { Transaction } from "../kernel/transaction.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import type { MtgCardDef, MtgTriggeredAbility } from "./cards.js";
import type { CombatDeclaration } from "./combat-declaration.js";
import { citeMtg } from "./rules.js";
import type { MtgCard, MtgStackObject, MtgState } from "./state.js";

export { Refusal as MtgRefusal } from "../kernel/transaction.js";

/** A triggered ability that has triggered and waits to be put on the stack (603.3). */
export interface PendingTrigger {
  readonly source: CardId;
  readonly controller: PlayerId;
  readonly ability: MtgTriggeredAbility;
  /** What the ability's X means: the X paid for the cycled card, a cast spell's mana value. */
  readonly x: number;
  /** "That player": the player a "deals combat damage to a player" trigger is about, annihilator's defending player. */
  readonly player?: PlayerId;
  /** "That spell", "that creature": the object the event that triggered it was about (Decree of Silence's spell). */
  readonly linked?: CardId;
}

/**
 * The working context of one action. It starts from an immutable state and replaces it step by
 * step; a refusal throws, and `applyMtg` hands back the state it was given. Rule numbers are
 * written as the current rules number them and cited in the state's edition.
 */
export class MtgTxn extends Transaction<MtgCardDef, MtgCard, MtgState> {
  pending: PendingTrigger[] = [];

  /** What the next declare attackers / declare blockers step declares (an `attack` or `block` action); empty: nothing. */
  declaration: CombatDeclaration = {};

  /**
   * Tokens that may have left the battlefield since state-based actions last looked at every
   * card (704.5d); undefined until that first full look. Only `moveCard` moves a card, so it
   * records each token it moves, and later checks in the same action read this set instead of
   * the whole registry.
   */
  tokensToCheck: Set<CardId> | undefined;

  /** The stack this transaction copied and now changes in place (see `writableStack`). */
  private ownStack: MtgStackObject[] | undefined;

  /**
   * The stack, as an array this transaction may push to and pop from. It is copied once per
   * action, so resolving thousands of triggers doesn't copy the stack once per object; the states
   * the caller holds never change.
   */
  writableStack(): MtgStackObject[] {
    if (this.ownStack === undefined || this.state.stack !== this.ownStack) {
      this.ownStack = [...this.state.stack];
      this.state = { ...this.state, stack: this.ownStack };
    }
    return this.ownStack;
  }

  override cite(rule: string): string {
    return citeMtg(rule, this.state.edition);
  }

  note(text: string, rule?: string): void {
    this.emit(rule === undefined ? { type: "note", text } : { type: "note", text, rule: this.cite(rule) });
  }

  /**
   * A number from `min` to `max`. A numeric answer is taken; one out of range comes back as
   * `invalid` with its index so the caller can refuse or flag. Unanswered: `fallback`.
   */
  number(player: PlayerId, prompt: string, min: number, max: number, fallback: number): { value: number; invalid?: number } {
    const next = this.choices.peek();
    if (next && typeof next.answer === "number") {
      this.choices.take();
      if (!Number.isInteger(next.answer) || next.answer < min || next.answer > max) return { value: fallback, invalid: next.index };
      this.emit({ type: "choice", player, prompt, answer: String(next.answer), defaulted: false });
      return { value: next.answer };
    }
    this.misfit(next, `a whole number from ${min} to ${max}`, prompt);
    this.emit({ type: "choice", player, prompt, answer: String(fallback), defaulted: true });
    return { value: fallback };
  }

  /**
   * One card among `candidates`, or "nothing" when `allowNothing`. The next string answer that is
   * not a yes/no is read as the pick; one that names no candidate comes back as `invalid`.
   * Unanswered, the default is the first candidate in zone order.
   */
  pickCard(
    player: PlayerId,
    prompt: string,
    candidates: readonly CardId[],
    allowNothing: boolean,
  ): { card: CardId | undefined; invalid?: { index: number; answer: string } } {
    const next = this.choices.peek();
    if (next && typeof next.answer === "string" && asYesNo(next.answer) === undefined) {
      this.choices.take();
      return this.readPick(player, prompt, next.answer, next.index, candidates, allowNothing);
    }
    this.misfit(next, allowNothing ? "a card or nothing" : "a card", prompt);
    const card = candidates[0];
    this.emit({ type: "choice", player, prompt, answer: card ? this.name(card) : "nothing", defaulted: true });
    return { card };
  }

  /** Reads an answer given outside `choices` (a step's `search:`); `index` -1 means "not from choices". */
  readPick(player: PlayerId, prompt: string, answer: string, index: number, candidates: readonly CardId[], allowNothing: boolean): { card: CardId | undefined; invalid?: { index: number; answer: string } } {
    if (allowNothing && isNothingAnswer(answer)) {
      this.emit({ type: "choice", player, prompt, answer: "nothing", defaulted: false });
      return { card: undefined };
    }
    const card = this.matchCard(answer, candidates);
    if (!card) return { card: undefined, invalid: { index, answer } };
    this.emit({ type: "choice", player, prompt, answer: this.name(card), defaulted: false });
    return { card };
  }
}
