/**
 * A spell's text with two target words (115.3) whose effect joins the two targets (words
 * normalised, self-name.ts):
 *
 *   Target creature you control fights target creature you don't control.          fight (701.14a)
 *   Target creature you control deals damage equal to its power to target creature …   one-way
 *   Exchange control of target artifact … and target artifact or creature …         exchange (701.12)
 *
 * and a second sentence whose "it" / "that creature" is the first sentence's target:
 *
 *   … Then that creature deals damage equal to its power to target creature …       one-way
 *   … It fights target creature you don't control.                                  fight
 *   … Up to one other target creature blocks it this turn if able.                  509.1c
 *
 * Each target phrase must be read whole (target-phrase.ts), or nothing is.
 */
import type { MtgEffect, MtgTargetSpec, SecondTargetSpec } from "@recycle-rules/engine";
import { readTargetPhrase } from "./target-phrase.js";

/** What a whole two-target sentence gives: the effect, and both target words. */
export interface TwoTargetSentence {
  readonly effect: MtgEffect[];
  readonly target: MtgTargetSpec;
  readonly secondTarget: SecondTargetSpec;
}

/**
 * What a second sentence about the first one's target gives: its effect and its own target word.
 * Each such sentence speaks of a creature ("it fights", "its power", "blocks it"): the first
 * target must be one.
 */
export interface SecondTargetSentence {
  readonly effect: MtgEffect[];
  readonly secondTarget: SecondTargetSpec;
}

/** Whether a target spec names only creatures (its power, its fighting and its being blocked need one). */
export function onlyCreatures(spec: MtgTargetSpec): boolean {
  if (spec === "creature" || spec === "creature-you-control") return true;
  return typeof spec === "object" && "permanent" in spec && spec.permanent.every((f) => f.types.length === 1 && f.types[0] === "Creature");
}

/** "(up to one )(other |another )target <phrase>" read into a second target word. */
function second(phrase: string | undefined, other: string | undefined, upTo?: string): SecondTargetSpec | undefined {
  const spec = readTargetPhrase(phrase ?? "");
  return spec === undefined ? undefined : { spec, ...(upTo ? { optional: true } : {}), ...(other ? { notFirst: true } : {}) };
}

const FIGHT: MtgEffect = { kind: "fight" };
const ONE_WAY: MtgEffect = { kind: "deals-damage-equal-to-power" };

const SENTENCES: readonly (readonly [RegExp, MtgEffect, boolean])[] = [
  [/^target (.+?) fights (another |other )?target (.+)$/, FIGHT, true],
  [/^target (.+?) deals damage equal to its power to (another |other )?target (.+)$/, ONE_WAY, true],
  [/^exchange control of target (.+?) and (another |other )?target (.+)$/, { kind: "exchange-control-of-targets" }, false],
];

/** One sentence with both target words, or undefined. */
export function readTwoTargetSentence(words: string): TwoTargetSentence | undefined {
  for (const [pattern, effect, creatures] of SENTENCES) {
    const m = pattern.exec(words);
    if (!m) continue;
    const target = readTargetPhrase(m[1] ?? "");
    const secondTarget = second(m[3], m[2]);
    if (target === undefined || secondTarget === undefined) return undefined;
    if (creatures && !(onlyCreatures(target) && onlyCreatures(secondTarget.spec))) return undefined;
    return { effect: [effect], target, secondTarget };
  }
  return undefined;
}

const LATER: readonly (readonly [RegExp, MtgEffect])[] = [
  [/^(?:then )?(?:that creature|it) deals damage equal to its power to (another |other )?target (.+)$/, ONE_WAY],
  [/^(?:then )?(?:that creature|it) fights (another |other )?target (.+)$/, FIGHT],
];

/** A sentence after the first that speaks of the first one's target and has a target word of its own, or undefined. */
export function readSecondTargetSentence(words: string): SecondTargetSentence | undefined {
  for (const [pattern, effect] of LATER) {
    const m = pattern.exec(words);
    if (!m) continue;
    const secondTarget = second(m[2], m[1]);
    return secondTarget && onlyCreatures(secondTarget.spec) ? { effect: [effect], secondTarget } : undefined;
  }
  // Monstrous Step: "Up to one other target creature blocks it this turn if able" (509.1c).
  const blocks = /^(up to one )?(other |another )?target (.+?) blocks it this turn if able$/.exec(words);
  if (!blocks) return undefined;
  const secondTarget = second(blocks[3], blocks[2], blocks[1]);
  return secondTarget && onlyCreatures(secondTarget.spec) ? { effect: [{ kind: "second-target-blocks-first" }], secondTarget } : undefined;
}
