import { ChoiceCursor, asYesNo } from "../kernel/choices.js";
import type { GameEvent } from "../kernel/events.js";
import type { ActionPart, CardId, ChoiceAnswer, PlayerId, Violation, ViolationCode } from "../kernel/types.js";
import type { RiftCard, RiftState } from "./state.js";

/** Thrown inside a transaction to refuse the whole action; caught by `applyRift`. */
export class Refusal extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}

/**
 * The working context of one action. The engine is pure from the outside: a transaction starts
 * from an immutable state, replaces it step by step, and either commits (state + events) or is
 * refused, in which case the caller keeps the state it had.
 */
export class Txn {
  events: GameEvent[] = [];
  violations: Violation[] = [];
  readonly choices: ChoiceCursor;
  /** What earlier effects of the same action left for later ones ("the killed unit"). */
  memory: { killedMight?: number } = {};

  constructor(
    public state: RiftState,
    answers: readonly ChoiceAnswer[],
  ) {
    this.choices = new ChoiceCursor(answers);
  }

  /** Whether `state.cards` is already this transaction's own copy (copy-on-write). */
  private ownsCards = false;

  /**
   * Replaces one card. The registry is copied once per action, then updated in place: copying a
   * registry of thousands of cards for every change made long replays quadratic. The copy is
   * private to this transaction, so the caller's states stay immutable.
   */
  patchCard(id: CardId, patch: Partial<RiftCard>): void {
    const card = this.card(id);
    if (!this.ownsCards) {
      this.state = { ...this.state, cards: { ...this.state.cards } };
      this.ownsCards = true;
    }
    (this.state.cards as Record<CardId, RiftCard>)[id] = { ...card, ...patch };
  }

  card(id: CardId): RiftCard {
    const card = this.state.cards[id];
    if (!card) throw new Error(`internal: no card ${id}`);
    return card;
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  refuse(code: ViolationCode, rule: string, message: string, at?: ActionPart): never {
    throw new Refusal({ code, rule, message, at, severity: "error" });
  }

  /** A breach the replay survives: reported, and the engine goes on as the rules say. */
  flag(code: ViolationCode, rule: string, message: string, at?: ActionPart, severity: "error" | "warning" = "error"): void {
    const violation: Violation = { code, rule, message, at, severity };
    this.violations.push(violation);
    this.emit({ type: "warning", violation });
  }

  /**
   * Asks `player` to pick up to `max` cards among `candidates`. Every string answer, up to `max`,
   * is read as a pick. One that names no remaining candidate is flagged as an invalid choice
   * citing `invalidRule` (052 when it names a rune where cards are wanted); pass `invalidRule:
   * null` to get it back in `invalid` instead, as costs do (they refuse). With no answer at all,
   * the documented default takes the first candidates in zone order, and the transcript says so.
   */
  pickCards(
    player: PlayerId,
    prompt: string,
    candidates: readonly CardId[],
    max: number,
    invalidRule: string | null = "416.6",
  ): { picked: CardId[]; invalid: { index: number; answer: string }[]; defaulted: boolean } {
    const picked: CardId[] = [];
    const invalid: { index: number; answer: string }[] = [];
    while (picked.length + invalid.length < max) {
      const next = this.choices.peek();
      if (!next || typeof next.answer !== "string" || asYesNo(next.answer) !== undefined) break;
      this.choices.take();
      const match = this.matchCard(next.answer, candidates.filter((c) => !picked.includes(c)));
      if (match) picked.push(match);
      else invalid.push({ index: next.index, answer: next.answer });
    }
    if (invalidRule !== null) {
      for (const bad of invalid) {
        const why = this.explainInvalid(bad.answer, prompt, invalidRule);
        this.flag(why.code, why.rule, why.message, { part: "choice", index: bad.index });
      }
    }
    if (picked.length > 0 || invalid.length > 0) {
      this.emit({ type: "choice", player, prompt, answer: picked.length ? this.names(picked) : "nothing", defaulted: false });
      return { picked, invalid, defaulted: false };
    }
    const chosen = candidates.slice(0, max);
    if (max > 0) {
      this.emit({ type: "choice", player, prompt, answer: chosen.length ? this.names(chosen) : "nothing", defaulted: true });
    }
    return { picked: chosen, invalid, defaulted: true };
  }

  /** Why an answer names no candidate: a rune where cards are wanted (052), or simply elsewhere. */
  explainInvalid(answer: string, where: string, rule = "416.6"): { rule: string; message: string; code: ViolationCode } {
    const all = Object.keys(this.state.cards);
    const named = this.matchCard(answer, all);
    const card = named ? this.state.cards[named] : undefined;
    if (card && card.def.type === "rune" && !where.includes("rune")) {
      return { code: "not-a-card", rule: "052", message: `${card.def.name} is a rune, and runes aren't cards: it can't be chosen for ${where}.` };
    }
    return { code: "invalid-choice", rule, message: `"${answer}" is not among the cards that can be chosen for ${where}.` };
  }

  /** A "you may" question. The default is yes, so the card being judged is exercised. */
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

  /** Resolves an answer to one of the candidates: by id first, then by name, code or short name. */
  matchCard(answer: string, candidates: readonly CardId[]): CardId | undefined {
    const wanted = answer.trim().toLowerCase();
    const byId = candidates.find((c) => c.toLowerCase() === wanted);
    if (byId) return byId;
    return candidates.find((c) => {
      const def = this.state.cards[c]?.def;
      return def !== undefined && (def.name.toLowerCase() === wanted || def.code?.toLowerCase() === wanted);
    });
  }

  names(ids: readonly CardId[]): string {
    // "; " because card names themselves contain commas ("Vi, Destructive").
    return ids.map((id) => this.state.cards[id]?.def.name ?? id).join("; ");
  }
}
