/**
 * Counter wording the older readers don't cover (122): "+1/+1 counters on each creature you
 * control" (Decree of Savagery), stun counters (122.1d: Ice Flan's "Put a stun counter on it.",
 * Monstrosity of the Lake's "tap all creatures your opponents control, then put a stun counter on
 * each of those creatures"), and a loot's "draw a card, then discard a card". Words are normalised
 * (self-name.ts).
 */
import type { MtgEffect } from "@recycle-rules/engine";
import { readTargetPhrase } from "./target-phrase.js";
import { NUMBER_PATTERN, numberWord } from "./words.js";

const N = NUMBER_PATTERN;
const fixed = (word: string | undefined) => ({ kind: "fixed", n: numberWord(word ?? "") ?? 0 }) as const;

const counterKind = (word: string | undefined): "+1/+1" | "-1/-1" | "stun" => (word === "+1/+1" ? "+1/+1" : word === "-1/-1" ? "-1/-1" : "stun");

/** Counter effects, read like the other effect sentences (parse-mtg-effects.ts). */
export const COUNTER_EFFECT_READERS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgEffect[] | undefined])[] = [
  [new RegExp(`^put (${N}) \\+1/\\+1 counters? on each creature you control$`), (m) => [{ kind: "counters", counter: "+1/+1", count: fixed(m[1]), on: "each-creature-you-control" }]],
  // Withering Hex's own counter, read by its "for each plague counter on ~" (aura-text.ts); Ominous Seas's, removed by its own cost.
  [/^put a (plague|foreshadow|depletion) counter on ~$/, (m) => [{ kind: "counters", counter: m[1] === "plague" ? "plague" : m[1] === "foreshadow" ? "foreshadow" : "depletion", count: { kind: "fixed", n: 1 }, on: "self" }]],
  // Decree of Silence: "If there are three or more depletion counters on ~, sacrifice it", checked as it resolves (608.2c).
  [
    new RegExp(`^if there are (${N}) or more ([a-z]+) counters on ~, sacrifice (?:it|~)$`),
    (m) => {
      const atLeast = numberWord(m[1] ?? "");
      return atLeast ? [{ kind: "if-self-counters-at-least", counter: m[2] ?? "", atLeast, then: [{ kind: "sacrifice-self" }] }] : undefined;
    },
  ],
  // "it": the target of the sentence before (Ice Flan's "tap target artifact or creature … Put a stun counter on it").
  [/^put a stun counter on (?:it|that creature|that permanent)$/, () => [{ kind: "counters", counter: "stun", count: { kind: "fixed", n: 1 }, on: "target" }]],
  // "Put two +1/+1 counters on target creature or Vehicle" (Agonasaur Rex): any target phrase read whole (target-phrase.ts).
  [
    new RegExp(`^put (${N}) (\\+1/\\+1|-1/-1|stun) counters? on target (.+)$`),
    (m) => (readTargetPhrase(m[3] ?? "") ? [{ kind: "counters", counter: counterKind(m[2]), count: fixed(m[1]), on: "target" }] : undefined),
  ],
  // Stall Out: "Tap target creature or Vehicle, then put three stun counters on it" (701.26a, 122.1d): the tap, then the counters, on the one target.
  [
    new RegExp(`^tap target (.+), then put (${N}) stun counters? on it$`),
    (m) => (readTargetPhrase(m[1] ?? "") ? [{ kind: "tap-target", untap: false }, { kind: "counters", counter: "stun", count: fixed(m[2]), on: "target" }] : undefined),
  ],
  [
    /^tap all creatures your opponents control, then put a stun counter on each of those creatures$/,
    () => [
      { kind: "tap-all", on: "creatures-opponents-control" },
      // "Those creatures" are every creature the opponents control as it resolves: the same set the tap took.
      { kind: "counters", counter: "stun", count: { kind: "fixed", n: 1 }, on: "each-creature-opponents-control" },
    ],
  ],
  [
    new RegExp(`^draw (${N}) cards?, then discard (${N}) cards?$`),
    (m) => [
      { kind: "draw", count: fixed(m[1]) },
      { kind: "discard", who: "you", count: fixed(m[2]), random: false },
    ],
  ],
];
