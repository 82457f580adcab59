/**
 * Effects on permanents that last until end of turn or for as long as a counter stays: keyword
 * counters ("put a flying counter on target creature you control", 122.1b) and keyword grants
 * with or without a power/toughness change ("target creature gains flying until end of turn",
 * "creatures you control get +1/+0 and gain first strike until end of turn", "Wizard creatures
 * gain flying until end of turn", 613.1f), and tapping or untapping a target (701.26a). Hooked
 * into the sentence readers of parse-mtg-effects.ts; `words` are normalised (see self-name.ts).
 */
import { isKeywordCounter, type MtgEffect, type TypeQuery } from "@recycle-rules/engine";
import { typeQueryFromWords } from "./type-line.js";
import { simpleKeyword, singular } from "./words.js";

type PumpOn = Extract<MtgEffect, { kind: "pump" }>["on"];

/** Who a "gets / gains" sentence is about; "have target creature gain …" after "you may have". */
const SUBJECTS: readonly (readonly [RegExp, PumpOn])[] = [
  [/^(?:have )?(?:another )?target creature(?: you control)?$/, "target"],
  [/^(?:~|this creature)$/, "self"],
  [/^all creatures$/, "each-creature"],
  [/^all other creatures$/, "other-creatures"],
  [/^creatures you control$/, "creatures-you-control"],
  [/^creatures your opponents control$/, "creatures-opponents-control"],
];

/** "flying", "flying and shroud", "trample and haste": the keywords, or undefined if any isn't one. */
export function keywordsIn(list: string): string[] | undefined {
  const parts = list.split(/, and |, | and /).filter(Boolean);
  const keywords = parts.map(simpleKeyword);
  return parts.length > 0 && keywords.every((k) => k !== undefined) ? (keywords as string[]) : undefined;
}

/** "Wizard creatures", "Elf creatures": creatures of one subtype, whoever controls them. */
function subtypeCreatures(subject: string): TypeQuery | undefined {
  const m = /^([a-z]+) creatures$/.exec(subject);
  if (!m || ["all", "other", "your", "those", "attacking", "blocking", "tapped", "untapped"].includes(m[1] ?? "")) return undefined;
  const query = typeQueryFromWords(`creature ${singular(m[1] ?? "")}`);
  // A word that is a type or supertype ("artifact creatures", "legendary creatures") is no subtype here.
  return query.subtypes.length === 1 && query.types.length === 1 && query.supertypes.length === 0 ? query : undefined;
}

const GETS_GAINS = /^(.+?) (?:gets?|get) ([+-]\d+)\/([+-]\d+)(?: and gains? (.+?))? until end of turn$/;
const GAINS = /^(.+?) gains? (.+?) until end of turn$/;
// One target and nothing more ("…, then put three stun counters on it" is more); "another target
// permanent" excludes the source, which the target reading says (target-phrase.ts).
const TAP_TARGET = /^(tap|untap) (?:another )?target (?!.*\b(?:another|then|and)\b)[a-z' ]+$/;
const KEYWORD_COUNTER = /^put an? ([a-z ]+?) counter on (target creature(?: you control)?|~|this creature)$/;

/** A sentence this module reads, or undefined. */
export function readPermanentEffect(words: string): MtgEffect[] | undefined {
  const tap = TAP_TARGET.exec(words);
  if (tap) return [{ kind: "tap-target", untap: tap[1] === "untap" }];
  const counter = KEYWORD_COUNTER.exec(words);
  if (counter) {
    const kind = counter[1] ?? "";
    if (!isKeywordCounter(kind)) return undefined;
    return [{ kind: "counters", counter: kind, count: { kind: "fixed", n: 1 }, on: counter[2]?.startsWith("target") ? "target" : "self" }];
  }
  const both = GETS_GAINS.exec(words);
  const gains = both ? undefined : GAINS.exec(words);
  const m = both ?? gains;
  if (!m) return undefined;
  const subject = m[1] ?? "";
  const keywordText = both ? m[4] : m[2];
  const keywords = keywordText === undefined ? [] : keywordsIn(keywordText);
  if (!keywords) return undefined;
  const power = both ? Number(m[2]) : 0;
  const toughness = both ? Number(m[3]) : 0;
  const on = SUBJECTS.find(([pattern]) => pattern.test(subject))?.[1];
  if (on) return [{ kind: "pump", on, power, toughness, ...(keywords.length ? { keywords } : {}) }];
  const only = subtypeCreatures(subject);
  if (only) return [{ kind: "pump", on: "each-creature", power, toughness, ...(keywords.length ? { keywords } : {}), only }];
  return undefined;
}
