/**
 * Recipes for effects that change how a unit fights this turn or kill by Might: "Stun an enemy
 * unit" (423), a keyword given for the turn ("give me [Assault 4] this turn", "Ready a unit and
 * give it [Assault 3] this turn"), "Its base Might becomes 5 this turn", "If it's [Empowered],
 * disempower it. Then kill it if it has 3 [M] or less", "Kill an enemy unit with less Might than
 * it", and "you may banish a unit from your trash. If you do, …". Each reads the general template.
 */
import type { Effect } from "@recycle-rules/engine";

interface MultiMatch {
  readonly effect: Effect;
  readonly consumed: number;
}

/** "[Assault 3]" → "Assault 3", "[assault]" → "Assault": the card data's spelling of a keyword. */
function keywordOf(name: string, value: string | undefined): string {
  const word = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return value === undefined ? word : `${word} ${value}`;
}

const COMBAT_KEYWORD = "\\[(assault|shield|tank)(?: (\\d+))?\\]";

/** One sentence that is one of these effects, or undefined. */
export function combatSentence(body: string): Effect[] | undefined {
  if (/^(?:stun|\[stun\]) an enemy unit$/i.test(body)) return [{ kind: "stun", target: "enemy-unit" }];
  let m = new RegExp(`^give me ${COMBAT_KEYWORD} this turn$`, "i").exec(body);
  if (m) return [{ kind: "give-keyword-this-turn", keyword: keywordOf(m[1] ?? "", m[2]), target: "self" }];
  // Gust Monk: "give a unit [Assault 2] this turn".
  m = new RegExp(`^give a unit ${COMBAT_KEYWORD} this turn$`, "i").exec(body);
  if (m) return [{ kind: "give-keyword-this-turn", keyword: keywordOf(m[1] ?? "", m[2]), target: "unit" }];
  m = new RegExp(`^ready a unit and give it ${COMBAT_KEYWORD} this turn$`, "i").exec(body);
  if (m) return [{ kind: "give-keyword-this-turn", keyword: keywordOf(m[1] ?? "", m[2]), target: "unit", ready: true }];
  return undefined;
}

/** Effects written over several sentences, the first choosing the unit the next ones speak of. */
export function combatSentences(bodies: readonly string[], i: number, single: (body: string) => Effect[] | undefined): MultiMatch | undefined {
  const first = bodies[i] ?? "";
  const second = bodies[i + 1] ?? "";
  if (/^choose a unit$/i.test(first)) {
    // Dragon Form.
    const base = /^its base might becomes (\d+) this turn$/i.exec(second);
    if (base) return { effect: { kind: "base-might-this-turn", might: Number(base[1]), target: "unit" }, consumed: 2 };
    // Lacerate.
    const kill = /^kill it if it has (\d+) \[m\] or less$/i.exec(bodies[i + 2] ?? "");
    if (/^if it's \[empowered\],? disempower it$/i.test(second) && kill) {
      return { effect: { kind: "disempower-then-kill-if-weak", mightAtMost: Number(kill[1]), target: "unit" }, consumed: 3 };
    }
  }
  // Public Execution.
  if (/^choose a friendly unit$/i.test(first) && /^kill an enemy unit with less might than it$/i.test(second)) {
    return { effect: { kind: "kill-enemy-weaker-than-friendly" }, consumed: 2 };
  }
  // Shadow Clone: the banish is the cost of what follows "If you do" (383.3.b).
  const ifYouDo = /^if you do,? (.+)$/i.exec(second);
  const then = ifYouDo ? single(ifYouDo[1] ?? "") : undefined;
  if (/^banish a unit from your trash$/i.test(first) && then) {
    return { effect: { kind: "cost-then", cost: [{ kind: "banish-from-trash", match: { types: ["unit"] } }], effect: then }, consumed: 2 };
  }
  return undefined;
}
