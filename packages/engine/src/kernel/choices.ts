import type { ChoiceAnswer } from "./types.js";

/**
 * The answers a scenario gave to the choices one action raises, consumed in the order the engine
 * raises them. Answers never consumed are reported (XMage's strict mode): a scenario whose
 * choices were never used cannot pass by accident.
 */
export class ChoiceCursor {
  private index = 0;
  /** Answers already reported as not fitting a choice they were offered to (reported once each). */
  private readonly misfits = new Set<number>();
  constructor(private readonly answers: readonly ChoiceAnswer[]) {}

  /** Marks the answer at `index` as not fitting a choice; true the first time, so it is reported once. */
  markMisfit(index: number): boolean {
    if (this.misfits.has(index)) return false;
    this.misfits.add(index);
    return true;
  }

  /** Whether the answer at `index` was reported as not fitting a choice (a later choice's complaint about it would only repeat that). */
  isMisfit(index: number): boolean {
    return this.misfits.has(index);
  }

  /** The next answer without consuming it. */
  peek(): { answer: ChoiceAnswer; index: number } | undefined {
    const answer = this.answers[this.index];
    return answer === undefined ? undefined : { answer, index: this.index };
  }

  /** The next `count` answers (fewer at the end) without consuming them. */
  peekAhead(count: number): { answer: ChoiceAnswer; index: number }[] {
    return this.answers.slice(this.index, this.index + count).map((answer, i) => ({ answer, index: this.index + i }));
  }

  take(): { answer: ChoiceAnswer; index: number } | undefined {
    const next = this.peek();
    if (next) this.index++;
    return next;
  }

  /** Indices of answers nobody asked for (an answer reported as not fitting a choice was asked for). */
  unused(): number[] {
    const out: number[] = [];
    for (let i = this.index; i < this.answers.length; i++) if (!this.misfits.has(i)) out.push(i);
    return out;
  }
}

/** Reads "yes"/"no"/true/false as a yes-no answer; anything else is not one. */
/** The answer that picks no card where picking none is allowed (a failed search, 701.23b; an "up to N" choice). */
export function isNothingAnswer(answer: ChoiceAnswer): boolean {
  return typeof answer === "string" && /^\s*(?:nothing|none)\s*$/i.test(answer);
}

export function asYesNo(answer: ChoiceAnswer): boolean | undefined {
  if (typeof answer === "boolean") return answer;
  if (typeof answer === "string") {
    const a = answer.trim().toLowerCase();
    if (a === "yes" || a === "true") return true;
    if (a === "no" || a === "false") return false;
  }
  return undefined;
}

/** An answer as a message quotes it: text in single quotes, a number or yes/no as written. */
export function quoteAnswer(answer: ChoiceAnswer): string {
  if (typeof answer === "boolean") return answer ? "yes" : "no";
  return typeof answer === "number" ? String(answer) : `'${answer}'`;
}
