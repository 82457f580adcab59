import type { ChoiceAnswer } from "./types.js";

/**
 * The answers a scenario gave to the choices one action raises, consumed in the order the engine
 * raises them. Answers never consumed are reported (XMage's strict mode): a scenario whose
 * choices were never used cannot pass by accident.
 */
export class ChoiceCursor {
  private index = 0;
  constructor(private readonly answers: readonly ChoiceAnswer[]) {}

  /** The next answer without consuming it. */
  peek(): { answer: ChoiceAnswer; index: number } | undefined {
    const answer = this.answers[this.index];
    return answer === undefined ? undefined : { answer, index: this.index };
  }

  take(): { answer: ChoiceAnswer; index: number } | undefined {
    const next = this.peek();
    if (next) this.index++;
    return next;
  }

  /** Indices of answers nobody asked for. */
  unused(): number[] {
    const out: number[] = [];
    for (let i = this.index; i < this.answers.length; i++) out.push(i);
    return out;
  }
}

/** Reads "yes"/"no"/true/false as a yes-no answer; anything else is not one. */
export function asYesNo(answer: ChoiceAnswer): boolean | undefined {
  if (typeof answer === "boolean") return answer;
  if (typeof answer === "string") {
    const a = answer.trim().toLowerCase();
    if (a === "yes" || a === "true") return true;
    if (a === "no" || a === "false") return false;
  }
  return undefined;
}
