import { ChoiceCursor, asYesNo, quoteAnswer } from "./choices.js";
import type { GameEvent } from "./events.js";
import { redefineCard } from "./zones.js";
import type { ActionPart, CardId, CardInstance, ChoiceAnswer, KernelState, PlayerId, Violation, ViolationCode } from "./types.js";

/**
 * Cards a player may choose among, as a choice reads them: the one an answer names, or the first
 * few for a default. A list is one; a ruleset may offer a lazy one over whole zones, so that
 * choosing one card from a trash of thousands doesn't list them all.
 */
export interface CardChoices {
  /**
   * The candidate an answer names, skipping those `taken`: its exact id, else by name or code,
   * else an id written in other case (a made-up id "mech" must not beat the name "Mech").
   */
  match(answer: string, taken: ReadonlySet<CardId>): CardId | undefined;
  /** The first `n` candidates, in order. */
  first(n: number): CardId[];
}

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
   * Puts `card` into the registry under its id. The registry is persistent (see CardRegistry), so
   * this costs O(log n) and the states the caller holds, the one given and every checkpoint, stay
   * unchanged. A card keeps its definition and token-ness for life: the zone index files it by
   * them (kernel/zones.ts), so a write that changed either would leave the index wrong.
   */
  writeCard(card: C): void {
    const before = this.state.cards.get(card.id);
    if (before && (before.def !== card.def || before.token !== card.token)) throw new Error(`internal: ${card.id}'s definition or token-ness changed`);
    this.state = { ...this.state, cards: this.state.cards.set(card.id, card) };
  }

  /**
   * Writes `card` with a definition other than the one it had (a copy effect, 707.2), keeping
   * the zone index right (kernel/zones.ts). Token-ness still never changes.
   */
  redefineCard(card: C): void {
    const before = this.state.cards.get(card.id);
    if (before && before.token !== card.token) throw new Error(`internal: ${card.id}'s token-ness changed`);
    this.state = redefineCard(this.state, card);
  }

  card(id: CardId): C {
    const card = this.state.cards.get(id);
    if (!card) throw new Error(`internal: no card ${id}`);
    return card;
  }

  name(id: CardId): string {
    return this.state.cards.get(id)?.def.name ?? id;
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

  /**
   * The next answer is there but is not the kind `prompt` asks for (a card name where a yes/no
   * is asked, a number where a card is): an error naming what was expected, never a silent
   * default. The answer is left for the next choice (a forgotten `yes` before a card is the usual
   * slip, and the card then goes where it was meant); if no choice takes it, this report stands
   * for it and it is not also reported unused. Format: no rule decides it (rulings R3).
   */
  misfit(next: { answer: ChoiceAnswer; index: number } | undefined, expected: string, prompt: string): void {
    if (next === undefined || !this.choices.markMisfit(next.index)) return;
    this.flag("invalid-choice", "-", `Expected ${expected} for '${prompt}'; got ${quoteAnswer(next.answer)}.`, { part: "choice", index: next.index });
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
    else this.misfit(next, "yes or no", prompt);
    const answer = yesNo ?? fallback;
    this.emit({ type: "choice", player, prompt, answer: answer ? "yes" : "no", defaulted: yesNo === undefined });
    return answer;
  }

  /** A list of candidates as choices (see matchCard). */
  among(candidates: readonly CardId[]): CardChoices {
    return {
      match: (answer, taken) => this.matchCard(answer, taken.size === 0 ? candidates : candidates.filter((c) => !taken.has(c))),
      first: (n) => candidates.slice(0, n),
    };
  }

  /** Resolves an answer to one of the candidates, in the order CardChoices.match gives. */
  matchCard(answer: string, candidates: readonly CardId[]): CardId | undefined {
    const exact = answer.trim();
    if (candidates.includes(exact)) return exact;
    const wanted = exact.toLowerCase();
    return (
      candidates.find((c) => {
        const def = this.state.cards.get(c)?.def;
        return def !== undefined && (def.name.toLowerCase() === wanted || def.code?.toLowerCase() === wanted);
      }) ?? candidates.find((c) => c.toLowerCase() === wanted)
    );
  }
}
