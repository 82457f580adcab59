import { ChoiceCursor, asYesNo } from "../kernel/choices.js";
import type { GameEvent } from "../kernel/events.js";
import type { ActionPart, CardId, ChoiceAnswer, PlayerId, Violation, ViolationCode } from "../kernel/types.js";
import type { MtgTriggeredAbility } from "./cards.js";
import { citeMtg } from "./rules.js";
import type { MtgCard, MtgState } from "./state.js";

/** Thrown inside a transaction to refuse the whole action; caught by `applyMtg`. */
export class MtgRefusal extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}

/** A triggered ability that has triggered and waits to be put on the stack (603.3). */
export interface PendingTrigger {
  readonly source: CardId;
  readonly controller: PlayerId;
  readonly ability: MtgTriggeredAbility;
  /** What the ability's X means: the X paid for the cycled card, a cast spell's mana value. */
  readonly x: number;
}

/**
 * The working context of one action. It starts from an immutable state and replaces it step by
 * step; a refusal throws, and `applyMtg` hands back the state it was given. Rule numbers are
 * written as the current rules number them and cited in the state's edition.
 */
export class MtgTxn {
  events: GameEvent[] = [];
  violations: Violation[] = [];
  pending: PendingTrigger[] = [];
  readonly choices: ChoiceCursor;

  constructor(
    public state: MtgState,
    answers: readonly ChoiceAnswer[],
  ) {
    this.choices = new ChoiceCursor(answers);
  }

  card(id: CardId): MtgCard {
    const card = this.state.cards[id];
    if (!card) throw new Error(`internal: no card ${id}`);
    return card;
  }

  name(id: CardId): string {
    return this.state.cards[id]?.def.name ?? id;
  }

  cite(rule: string): string {
    return citeMtg(rule, this.state.edition);
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  note(text: string, rule?: string): void {
    this.emit(rule === undefined ? { type: "note", text } : { type: "note", text, rule: this.cite(rule) });
  }

  refuse(code: ViolationCode, rule: string, message: string, at?: ActionPart): never {
    throw new MtgRefusal({ code, rule: this.cite(rule), message, at, severity: "error" });
  }

  /** A breach the replay survives: reported, and the engine goes on as the rules say. */
  flag(code: ViolationCode, rule: string, message: string, at?: ActionPart, severity: "error" | "warning" = "error"): void {
    const violation: Violation = { code, rule: this.cite(rule), message, at, severity };
    this.violations.push(violation);
    this.emit({ type: "warning", violation });
  }

  /** A "you may" question; unanswered, the default is yes so the card being judged is exercised. */
  may(player: PlayerId, prompt: string): boolean {
    const next = this.choices.peek();
    const yesNo = next ? asYesNo(next.answer) : undefined;
    if (yesNo !== undefined) {
      this.choices.take();
      this.emit({ type: "choice", player, prompt, answer: yesNo ? "yes" : "no", defaulted: false });
      return yesNo;
    }
    this.emit({ type: "choice", player, prompt, answer: "yes", defaulted: true });
    return true;
  }

  /** A yes/no question whose unanswered default is `fallback` (scry keeps the card on top). */
  yesNo(player: PlayerId, prompt: string, fallback: boolean): boolean {
    const next = this.choices.peek();
    const yesNo = next ? asYesNo(next.answer) : undefined;
    if (yesNo !== undefined) this.choices.take();
    const answer = yesNo ?? fallback;
    this.emit({ type: "choice", player, prompt, answer: answer ? "yes" : "no", defaulted: yesNo === undefined });
    return answer;
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
    const card = candidates[0];
    this.emit({ type: "choice", player, prompt, answer: card ? this.name(card) : "nothing", defaulted: true });
    return { card };
  }

  /** Reads an answer given outside `choices` (a step's `search:`); `index` -1 means "not from choices". */
  readPick(player: PlayerId, prompt: string, answer: string, index: number, candidates: readonly CardId[], allowNothing: boolean): { card: CardId | undefined; invalid?: { index: number; answer: string } } {
    if (allowNothing && /^\s*(nothing|none)\s*$/i.test(answer)) {
      this.emit({ type: "choice", player, prompt, answer: "nothing", defaulted: false });
      return { card: undefined };
    }
    const card = this.matchCard(answer, candidates);
    if (!card) return { card: undefined, invalid: { index, answer } };
    this.emit({ type: "choice", player, prompt, answer: this.name(card), defaulted: false });
    return { card };
  }

  /** Resolves an answer to one of the candidates: by id first, then by name. */
  matchCard(answer: string, candidates: readonly CardId[]): CardId | undefined {
    const wanted = answer.trim().toLowerCase();
    return (
      candidates.find((c) => c.toLowerCase() === wanted) ??
      candidates.find((c) => this.state.cards[c]?.def.name.toLowerCase() === wanted)
    );
  }

  names(ids: readonly CardId[]): string {
    return ids.map((id) => this.name(id)).join(", ");
  }
}
