/**
 * Effect sentences written around a qualified target, read after the older readers: damage to,
 * destruction, exile, a pump or counters on "target <phrase>" where the phrase is read whole by
 * target-phrase.ts ("creature with flying", "creature an opponent controls", "nonartifact,
 * nonblack creature"); and life gained by a target player or by each player. The target itself
 * is found by targetIn; a phrase not read whole leaves the sentence unmodelled.
 */
import type { MtgAmount, MtgEffect } from "@recycle-rules/engine";
import { readTargetPhrase } from "./target-phrase.js";
import { NUMBER_PATTERN, numberWord } from "./words.js";

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

const fixed = (word: string | undefined): MtgAmount => ({ kind: "fixed", n: numberWord(word ?? "") ?? 0 });

/** The reading, only if `phrase` names a permanent target whole. */
const onTarget = (phrase: string | undefined, effects: MtgEffect[]): MtgEffect[] | undefined => (phrase !== undefined && readTargetPhrase(phrase) !== undefined ? effects : undefined);

export const SPELL_TEMPLATE_READERS: readonly (readonly [RegExp, Reader])[] = [
  // "Fiery Fall deals 5 damage to target creature", Deem Worthy's "[you may have] it deal 2 damage to target creature".
  [/^(?:~|it) deals? (\d+) damage to target (.+)$/, (m) => onTarget(m[2], [{ kind: "damage", to: "target", amount: fixed(m[1]) }])],
  [/^destroy target (.+)$/, (m) => onTarget(m[1], [{ kind: "destroy-target" }])],
  [/^exile target (.+)$/, (m) => onTarget(m[1], [{ kind: "exile-target" }])],
  [/^(?:have )?target (.+?) gets? ([+-]\d+)\/([+-]\d+) until end of turn$/, (m) => onTarget(m[1], [{ kind: "pump", on: "target", power: Number(m[2]), toughness: Number(m[3]) }])],
  [
    new RegExp(`^put (${NUMBER_PATTERN}) ([+-]1/[+-]1) counters? on target (.+)$`),
    (m) => onTarget(m[3], [{ kind: "counters", counter: m[2] === "+1/+1" ? "+1/+1" : "-1/-1", count: fixed(m[1]), on: "target" }]),
  ],
  [/^target player gains (\d+) life$/, (m) => [{ kind: "gain-life", who: "target", amount: fixed(m[1]) }]],
  [/^each player gains (\d+) life$/, (m) => [{ kind: "gain-life", who: "each-player", amount: fixed(m[1]) }]],
];
