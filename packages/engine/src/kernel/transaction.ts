import { ChoiceCursor, asYesNo } from "./choices.js";
import type { GameEvent } from "./events.js";
import type { ActionPart, CardId, CardInstance, ChoiceAnswer, KernelState, PlayerId, Violation, ViolationCode } from "./types.js";

/** Thrown inside a transaction to refuse the whole action; each ruleset's `apply` catches it. */
export class Refusal extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}

/**
 * The working context of one action, shared by every ruleset. It starts from an immutable state,
 * replaces it step by step, and either commits (state + events) or is refused, in which case the
 * caller keeps the state it had. Rulesets add their own helpers by extending it.
 */
export class Transaction<Def extends { readonly name: string; readonly code?: string }, C extends CardInstance<Def>, S extends KernelState<Def, C>> {
  events: GameEvent[] = [];
  violations: Violation[] = [];
  readonly choices: ChoiceCursor;

  constructor(
    public state: S,
    answers: readonly ChoiceAnswer[],
  ) {
    this.choices = new ChoiceCursor(answers);
  }

  /** How a rule number is cited; a ruleset with several editions overrides it. */
  cite(rule: string): string {
    return rule;
  }

  /**
   * The card registry this transaction copied and now changes in place (see `writeCard`), or
   * undefined before its first change.
   */
  private ownCards: Record<CardId, C> | undefined;

  /**
   * Puts `card` into the registry under its id. The registry is copied once per action and then
   * changed in place: copying a registry of thousands of cards for every change made an action
   * that touches many cards quadratic. The copy belongs to this transaction alone (the identity
   * check notices when some pure helper has replaced it since), so every state the caller holds,
   * the one given and every checkpoint, stays unchanged.
   */
  writeCard(card: C): void {
    if (this.ownCards === undefined || this.state.cards !== this.ownCards) {
      this.ownCards = { ...this.state.cards };
      this.state = { ...this.state, cards: this.ownCards };
    }
    this.ownCards[card.id] = card;
  }

  card(id: CardId): C {
    const card = this.state.cards[id];
    if (!card) throw new Error(`internal: no card ${id}`);
    return card;
  }

  name(id: CardId): string {
    return this.state.cards[id]?.def.name ?? id;
  }

  /** Names joined with "; ", because card names themselves contain commas ("Vi, Destructive"). */
  names(ids: readonly CardId[]): string {
    return ids.map((id) => this.name(id)).join("; ");
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  refuse(code: ViolationCode, rule: string, message: string, at?: ActionPart): never {
    throw new Refusal({ code, rule: this.cite(rule), message, at, severity: "error" });
  }

  /** A breach the replay survives: reported, and the engine goes on as the rules say. */
  flag(code: ViolationCode, rule: string, message: string, at?: ActionPart, severity: "error" | "warning" = "error"): void {
    const violation: Violation = { code, rule: this.cite(rule), message, at, severity };
    this.violations.push(violation);
    this.emit({ type: "warning", violation });
  }

  /** A "you may" question. Unanswered, the default is yes, so the card being judged is exercised. */
  may(player: PlayerId, prompt: string): boolean {
    return this.yesNo(player, prompt, true);
  }

  /** A yes/no question with a documented default for when the scenario doesn't answer it. */
  yesNo(player: PlayerId, prompt: string, fallback: boolean): boolean {
    const next = this.choices.peek();
    const yesNo = next ? asYesNo(next.answer) : undefined;
    if (yesNo !== undefined) this.choices.take();
    const answer = yesNo ?? fallback;
    this.emit({ type: "choice", player, prompt, answer: answer ? "yes" : "no", defaulted: yesNo === undefined });
    return answer;
  }

  /** Resolves an answer to one of the candidates: by id first, then by name or code. */
  matchCard(answer: string, candidates: readonly CardId[]): CardId | undefined {
    const wanted = answer.trim().toLowerCase();
    return (
      candidates.find((c) => c.toLowerCase() === wanted) ??
      candidates.find((c) => {
        const def = this.state.cards[c]?.def;
        return def !== undefined && (def.name.toLowerCase() === wanted || def.code?.toLowerCase() === wanted);
      })
    );
  }
}
