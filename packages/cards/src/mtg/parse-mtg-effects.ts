/**
 * What a spell or ability does, sentence by sentence: "draw a card", "create an X/X blue Shark
 * creature token with flying", "you may pay {1}. If you do, …". A sentence no pattern reads
 * becomes `{ kind: "unmodelled", text }`, which the engine skips with a note: never a guess.
 */
import type { MtgAbility, MtgAmount, MtgEffect, MtgTargetCount, MtgTargetSpec, MtgTokenSpec, MtgTriggeredAbility } from "@recycle-rules/engine";
import { sentenceSpans, type Span } from "../text-spans.js";
import { ASSORTED_EFFECT_READERS } from "./assorted-templates.js";
import { BECOMES_EFFECT_READERS } from "./becomes-text.js";
import { COMBAT_EFFECT_READERS } from "./combat-text.js";
import { CONTROL_EFFECT_READERS } from "./control-text.js";
import { COUNTER_EFFECT_READERS } from "./counter-text.js";
import { LIBRARY_TEMPLATE_READERS } from "./library-templates.js";
import { readPermanentEffect } from "./parse-permanent-effects.js";
import { qualifyDestruction, readRegenerate } from "./regeneration-text.js";
import { PREVENTION_EFFECT_READERS } from "./prevention-text.js";
import { EXILE_TOP_READERS, readMayPlayExiled } from "./play-exiled-text.js";
import { searchQueries } from "./search-queries.js";
import { normalizeSentence, type SelfName } from "./self-name.js";
import { SPELL_TEMPLATE_READERS } from "./spell-templates.js";
import { readTargetCount, type CountedTarget } from "./target-count.js";
import { anotherOf, graveyardTargetIn, permanentTargetIn } from "./target-phrase.js";
import { FOOD_TOKEN, quotedTokenAbility } from "./token-specs.js";
import { typeQueryFromWords } from "./type-line.js";
import { COLOR_WORDS, NUMBER_PATTERN, numberWord, readKeywords, simpleKeyword, singular } from "./words.js";

export interface ParsedEffect {
  readonly effect: MtgEffect[];
  /** It began "you may …" (603.5: chosen on resolution). */
  readonly optional: boolean;
  readonly target?: MtgTargetSpec;
  /** "Up to two target creatures": how many (601.2c); absent, one. */
  readonly targetCount?: MtgTargetCount;
}

interface Sentence {
  /** Normalised, lower case, card's names as "~". */
  readonly words: string;
  /** As written (reminder text masked), for unmodelled effects and transcripts. */
  readonly text: string;
}

/** Reads the effect text in `span` of `masked` (the text with reminders blanked). */
export function parseMtgEffect(masked: string, span: Span, self: SelfName): ParsedEffect {
  const sentences: Sentence[] = sentenceSpans(masked, span).map((s) => {
    const text = masked.slice(s.start, s.end).replace(/\s+/g, " ").trim();
    return { text, words: normalizeSentence(text, self) };
  });
  const first = sentences[0];
  let optional = false;
  if (first && /^you may (have )?/.test(first.words)) {
    optional = true;
    sentences[0] = { ...first, words: first.words.replace(/^you may (have )?/, "") };
  }
  const reflexive = readReflexive(sentences);
  if (reflexive) return { effect: [reflexive], optional };
  // Dismantling Wave: "For each opponent, destroy up to one target … that player controls": one
  // counted target per opponent, read as "… an opponent controls" with the count per opponent.
  const forEach = sentences.length === 1 && first ? /^for each opponent, (.+) that player controls$/.exec(sentences[0]?.words ?? "") : null;
  if (forEach) sentences[0] = { text: sentences[0]?.text ?? "", words: `${forEach[1]} an opponent controls` };
  const counted = countedTarget(sentences);
  if (forEach && !counted) return { effect: [{ kind: "unmodelled", text: sentences[0]?.text ?? "" }], optional };
  if (counted) {
    const read = sentences.map((s, i) => (i === counted.at ? { ...s, words: counted.words } : s));
    const effect = readSentences(read);
    const target = targetIn(read.map((s) => s.words).join(". "), effect.some((e) => e.kind !== "unmodelled"));
    // The count stands only where its sentence was read and its target found; else the text is read as printed.
    const countRead = !effect.some((e) => (e.kind === "unmodelled" && e.text === sentences[counted.at]?.text) || ONE_TARGET_ONLY.has(e.kind) || ("who" in e && e.who === "target"));
    if (countRead && target) return { effect, optional, target, targetCount: forEach ? { ...counted.count, perOpponent: true } : counted.count };
    if (forEach) return { effect: [{ kind: "unmodelled", text: sentences[0]?.text ?? "" }], optional };
  }
  const effect = readSentences(sentences);
  const target = targetIn(sentences.map((s) => s.words).join(". "), effect.some((e) => e.kind !== "unmodelled"));
  return { effect, optional, ...(target ? { target } : {}) };
}

/**
 * "[You may] pay {2}. When you do, ~ deals 2 damage to target creature and you gain 2 life." (603.12):
 * the payment is made as the ability resolves, and making it triggers the reflexive ability after
 * "When you do", which chooses its own target as it is put on the stack (603.3d). The ability that
 * holds it targets nothing. Only a payment of mana is read before "When you do"; otherwise nothing.
 */
function readReflexive(sentences: readonly Sentence[]): MtgEffect | undefined {
  const at = sentences.findIndex((s) => /^when you do, /.test(s.words));
  if (at !== 1) return undefined;
  const pay = /^pay ((?:\{[0-9]+\})+)$/.exec(sentences[0]?.words ?? "");
  if (!pay) return undefined;
  const inner = sentences.slice(at).map((s, i) => (i === 0 ? { text: s.text.replace(/^when you do,\s*/i, ""), words: s.words.replace(/^when you do, /, "") } : s));
  const effect = readSentences(inner);
  const target = targetIn(inner.map((s) => s.words).join(". "), effect.some((e) => e.kind !== "unmodelled"));
  const text = sentences.slice(at).map((s) => s.text).join(" ");
  const ability: MtgTriggeredAbility = { kind: "triggered", trigger: "when-you-do", optional: false, ...(target ? { target } : {}), effect, text };
  return { kind: "pay", cost: { mana: (pay[1] ?? "").toUpperCase() }, then: [{ kind: "reflexive-trigger", ability }] };
}

/** Effects the engine carries out on one target only: a count beside them would be ignored. */
const ONE_TARGET_ONLY: ReadonlySet<MtgEffect["kind"]> = new Set(["counter-target", "counter-target-ability", "exile-until-next-end-step", "pay"]);

/** The one sentence with "two target …" / "up to three target …", in its one-target form; none if two sentences have one. */
function countedTarget(sentences: readonly Sentence[]): (CountedTarget & { at: number }) | undefined {
  const found = sentences.flatMap((s, at) => {
    const counted = readTargetCount(s.words);
    return counted ? [{ ...counted, at }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

/** "target artifact", "target artifact or enchantment", "target artifact, enchantment, or land": card types only (110.4). */
const PERMANENT_TYPES = "(?:artifact|enchantment|land|creature|planeswalker|battle)";
const PERMANENT_TARGET = new RegExp(`\\btarget (${PERMANENT_TYPES}(?:(?:, | or |, or )${PERMANENT_TYPES})*)(?=$|\\.| (?:to|on|from)\\b)`);
const permanentTypes = (list: string): string[] => list.split(/, or |, | or /).filter(Boolean);

/**
 * The one target the text mentions (115.1). Where an effect of the text is modelled and the text
 * has one target of one object, the permanent or graveyard card it describes is read whole
 * (target-phrase.ts: "creature with flying", "creature an opponent controls", "card from a
 * graveyard"); otherwise, as before, the most
 * specific wording first. A text with several targets, or "two target …"/"up to one target …",
 * is more than one object's one target and keeps the older reading.
 */
export function targetIn(words: string, modelled = true): MtgTargetSpec | undefined {
  if (/\bany target\b/.test(words)) return "any";
  const single = (words.match(/\btarget\b/g) ?? []).length === 1 && !new RegExp(`\\b(?:up to )?${NUMBER_PATTERN} target\\b`).test(words);
  const permanent = modelled && single ? (permanentTargetIn(words) ?? graveyardTargetIn(words)) : undefined;
  const spec = permanent ? permanent.spec : legacyTargetIn(words);
  // "Another target …" (Vizier of Tumbling Sands, Oliphaunt) can't be the source; a kind that can't say so isn't read.
  return spec !== undefined && /\banother target\b/.test(words) ? anotherOf(spec) : spec;
}

function legacyTargetIn(words: string): MtgTargetSpec | undefined {
  if (/\btarget creature you control\b/.test(words)) return "creature-you-control";
  if (/\btarget creature\b/.test(words)) return "creature";
  // "target opponent" excludes the controller (102.3); "target player" doesn't.
  if (/\btarget opponent\b/.test(words)) return "opponent";
  if (/\btarget player\b/.test(words)) return "player";
  if (/\btarget spell\b/.test(words)) return "spell";
  if (/\btarget activated or triggered ability you don't control\b/.test(words)) return "ability-you-dont-control";
  // "target permanent": any permanent (110.1), an empty type query matching every one.
  if (/\btarget permanent\b/.test(words)) return { permanent: [{ supertypes: [], types: [], subtypes: [] }] };
  const permanent = PERMANENT_TARGET.exec(words);
  if (permanent) return { permanent: permanentTypes(permanent[1] ?? "").map(typeQueryFromWords) };
  return undefined;
}

function readSentences(sentences: readonly Sentence[]): MtgEffect[] {
  const out: MtgEffect[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as Sentence;
    const next = sentences[i + 1];
    const ifYouDo = next && /^if you do, /.test(next.words) ? next : undefined;
    if (ifYouDo) {
      out.push(readIfYouDo(s, { text: ifYouDo.text.replace(/^if you do,\s*/i, ""), words: ifYouDo.words.replace(/^if you do, /, "") }, sentences.slice(i + 2)));
      return out;
    }
    if (s.words === "shuffle ~ into your library from your graveyard" || s.words === "shuffle it into your library from your graveyard") {
      // Yidaro, Wandering Monster: "If you've cycled a card named ~ four or more times this game, put it onto the battlefield from your graveyard instead."
      const instead = next ? new RegExp(`^if you've cycled a card named ~ (${N}) or more times this game, put (?:it|~) onto the battlefield from your graveyard instead$`).exec(next.words) : null;
      out.push({ kind: "shuffle-self-into-library", ...(instead ? { battlefieldIfCycledNamedAtLeast: numberWord(instead[1] ?? "") ?? 0 } : {}) });
      if (instead) i++;
      continue;
    }
    if (/^then shuffle( your library)?$/.test(s.words) && out[out.length - 1]?.kind === "search") continue; // the search shuffles anyway
    const mayPlay = readMayPlayExiled(s.words, out[out.length - 1]);
    if (mayPlay) {
      out.push(mayPlay);
      continue;
    }
    const qualified = qualifyDestruction(out[out.length - 1], s.words);
    if (qualified) out[out.length - 1] = qualified;
    else out.push(...(itIsTheTarget(sentences, i) ?? readSentence(s)));
  }
  return out;
}

/**
 * "It gains trample and indestructible until end of turn." after a sentence that put counters on
 * "up to one target creature or Vehicle" (Agonasaur Rex): "it" is that sentence's target, so the
 * grant is on the target too (still legal as it resolves, 608.2b). Only a pump is read this way.
 */
function itIsTheTarget(sentences: readonly Sentence[], i: number): MtgEffect[] | undefined {
  const s = sentences[i] as Sentence;
  if (!/^it (?:gets?|gains?) /.test(s.words) || !sentences.slice(0, i).some((before) => /\btarget\b/.test(before.words))) return undefined;
  const read = readPermanentEffect(s.words.replace(/^it /, "target creature "));
  return read?.length === 1 && read[0]?.kind === "pump" && read[0].on === "target" ? read : undefined;
}

/** "Pay {1}. If you do, …" (118.12) and Astral Slide's "exile target creature. If you do, return that card …". */
function readIfYouDo(first: Sentence, then: Sentence, rest: readonly Sentence[]): MtgEffect {
  const pay = /^pay ((?:\{[0-9x]+\})+)$/.exec(first.words);
  if (pay) return { kind: "pay", cost: { mana: (pay[1] ?? "").toUpperCase() }, then: readSentences([then, ...rest]) };
  // Tidal Terror: "tap two other untapped creatures you control. If you do, …" (118.12).
  const tapOthers = new RegExp(`^tap (${N}) other untapped creatures you control$`).exec(first.words);
  if (tapOthers) return { kind: "pay", cost: { tapOtherCreatures: numberWord(tapOthers[1] ?? "") ?? 0 }, then: readSentences([then, ...rest]) };
  if (first.words === "exile target creature" && /^return that card to the battlefield under its owner's control at the beginning of the next end step$/.test(then.words) && rest.length === 0) {
    return { kind: "exile-until-next-end-step" };
  }
  return { kind: "unmodelled", text: [first, then, ...rest].map((s) => s.text).join(" ") };
}

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

const N = NUMBER_PATTERN;

const amountOf = (word: string | undefined): MtgAmount => (word === "x" ? { kind: "x" } : { kind: "fixed", n: numberWord(word ?? "") ?? 0 });

const READERS: readonly (readonly [RegExp, Reader])[] = [
  [new RegExp(`^(?:you )?draw (${N}|x) cards?$`), (m) => [{ kind: "draw", count: amountOf(m[1]) }]],
  [
    /^search your library for (?:a|an) (.+?) card(?: or (?:a|an) (.+?) card)?, (reveal (?:it|that card), )?(?:and )?put (?:it|that card) (into your hand|onto the battlefield( tapped)?)(?:, then shuffle(?: your library)?)?$/,
    (m) => [
      {
        kind: "search",
        queries: [m[1], m[2]].filter((w): w is string => w !== undefined).flatMap(searchQueries),
        to: m[4] === "into your hand" ? "hand" : "battlefield",
        reveal: m[3] !== undefined,
        ...(m[5] ? { tapped: true } : {}),
      },
    ],
  ],
  [/^target (?:player|opponent) loses? (\d+) life$/, (m) => [{ kind: "lose-life", who: "target", amount: amountOf(m[1]) }]],
  [
    /^target (?:player|opponent) loses? life equal to the number of ([a-z]+) on the battlefield$/,
    (m) => [{ kind: "lose-life", who: "target", amount: { kind: "count", query: typeQueryFromWords(singular(m[1] ?? "")), zone: "battlefield" } }],
  ],
  [
    /^each opponent loses (\d+) life(?: and you gain (\d+) life)?$/,
    (m) => [{ kind: "lose-life", who: "each-opponent", amount: amountOf(m[1]) }, ...(m[2] ? [{ kind: "gain-life", who: "you", amount: amountOf(m[2]) } as const] : [])],
  ],
  // "[you may] gain 2 life": after "you may" is taken off, the subject is gone too.
  [/^(?:you )?gain (\d+) life$/, (m) => [{ kind: "gain-life", who: "you", amount: amountOf(m[1]) }]],
  [/^you lose (\d+) life$/, (m) => [{ kind: "lose-life", who: "you", amount: amountOf(m[1]) }]],
  [new RegExp(`^create (${N}|x) (x|\\d+)/(x|\\d+) ([a-z ]+?) creature tokens?(?: with ([a-z ,]+?))?(?:, where x is that spell's mana value)?$`), readToken],
  // Food (111.10b), and a creature token with a quoted ability the parser knows (token-specs.ts).
  [new RegExp(`^create (${N}) food tokens?$`), (m) => [{ kind: "create-token", count: amountOf(m[1]), token: FOOD_TOKEN }]],
  [
    new RegExp(`^create (${N}|x) (\\d+)/(\\d+) ([a-z ]+?) creature tokens? with ["“]([^"”]+)["”]$`),
    (m) => {
      const ability = quotedTokenAbility(m[5] ?? "");
      const made = ability ? tokenEffect(m[1], m[2], m[3], m[4], undefined) : undefined;
      return made?.map((e) => (e.kind === "create-token" ? { ...e, token: { ...e.token, abilities: [ability as MtgAbility] } } : e));
    },
  ],
  [/^(?:~|it) deals? (\d+) damage to any target$/, (m) => [{ kind: "damage", to: "target", amount: amountOf(m[1]) }]],
  [/^(?:~|it) deals? (\d+) damage to target (?:player|opponent)(?: or planeswalker)?$/, (m) => [{ kind: "damage", to: "target", amount: amountOf(m[1]) }]],
  [/^(?:~|it) deals? (\d+|x) damage to each creature$/, (m) => [{ kind: "damage", to: "each-creature", amount: amountOf(m[1]) }]],
  [/^(?:~|it|this creature) deals? (\d+|that much) damage to each opponent$/, (m) => [{ kind: "damage", to: "each-opponent", amount: m[1] === "that much" ? { kind: "x" } : amountOf(m[1]) }]],
  [
    /^put an? ([+-]1\/[+-]1) counter on each creature(?: your opponents control)?$/,
    (m) => [{ kind: "counters", counter: m[1] === "+1/+1" ? "+1/+1" : "-1/-1", count: { kind: "fixed", n: 1 }, on: m[0].includes("opponents") ? "each-creature-opponents-control" : "each-creature" }],
  ],
  [
    // "that many": the number the trigger counted (a discard of one or more cards).
    new RegExp(`^put (${N}|that many) ([+-]1/[+-]1) counters? on (target creature(?: you control)?|~|this creature)$`),
    (m) => [
      {
        kind: "counters",
        counter: m[2] === "+1/+1" ? "+1/+1" : "-1/-1",
        count: m[1] === "that many" ? { kind: "x" } : amountOf(m[1]),
        on: m[3]?.startsWith("target") ? "target" : "self",
      },
    ],
  ],
  [/^~ gets ([+-]\d+)\/([+-]\d+) until end of turn$/, (m) => [{ kind: "pump", on: "self", power: Number(m[1]), toughness: Number(m[2]) }]],
  // "Target creature gets +4/+4 …", and a cycle trigger's "[you may] have target creature get -1/-1 …".
  [/^(?:have )?target creature(?: you control)? gets? ([+-]\d+)\/([+-]\d+) until end of turn$/, (m) => [{ kind: "pump", on: "target", power: Number(m[1]), toughness: Number(m[2]) }]],
  [
    /^creatures (you|your opponents) control get ([+-]\d+)\/([+-]\d+) until end of turn$/,
    (m) => [{ kind: "pump", on: m[1] === "you" ? "creatures-you-control" : "creatures-opponents-control", power: Number(m[2]), toughness: Number(m[3]) }],
  ],
  [/^return target permanent to its owner's hand$/, () => [{ kind: "return-target-to-hand" }]],
  [
    /^target (?:player|opponent) loses (\d+) life and you gain (\d+) life$/,
    (m) => [{ kind: "lose-life", who: "target", amount: amountOf(m[1]) }, { kind: "gain-life", who: "you", amount: amountOf(m[2]) }],
  ],
  // Basri, Tomorrow's Champion: "Cats you control gain hexproof and indestructible until end of turn" (611.2c: fixed as it resolves).
  [
    /^(?!creatures )([a-z]+) you control gain ([a-z ,]+) until end of turn$/,
    (m) => {
      const keywords = readKeywords(m[2] ?? "");
      return keywords ? [{ kind: "pump", on: "creatures-you-control", power: 0, toughness: 0, keywords, only: typeQueryFromWords(singular(m[1] ?? "")) }] : undefined;
    },
  ],
  [/^all creatures get ([+-]\d+)\/([+-]\d+) until end of turn$/, (m) => [{ kind: "pump", on: "each-creature", power: Number(m[1]), toughness: Number(m[2]) }]],
  [/^scry (\d+)$/, (m) => [{ kind: "scry", count: Number(m[1]) }]],
  [/^surveil (\d+)$/, (m) => [{ kind: "surveil", count: Number(m[1]) }]],
  [new RegExp(`^destroy target ${PERMANENT_TYPES}(?:(?:, | or |, or )${PERMANENT_TYPES})*$`), () => [{ kind: "destroy-target" }]],
  [/^counter target spell(?: unless its controller pays (\{\d+\}))?$/, (m) => [{ kind: "counter-target", ...(m[1] ? { unlessPays: m[1] } : {}) }]],
  // Nimble Obstructionist (701.6b): an ability on the stack another player controls.
  [/^counter target activated or triggered ability you don't control$/, () => [{ kind: "counter-target-ability" }]],
  // Drifting Djinn: "sacrifice ~ unless you pay {1}{U}" (118.12, 701.21a).
  [/^sacrifice ~ unless you pay ((?:\{[0-9wubrgc]\})+)$/, (m) => [{ kind: "unless-you-pay", mana: (m[1] ?? "").toUpperCase(), otherwise: [{ kind: "sacrifice-self" }] }]],
  // Power Taint: "that player" is the one its trigger names (parse-mtg-text.ts keeps it to such triggers), and may pay (118.12).
  [
    /^that player loses (\d+) life unless they pay ((?:\{[0-9wubrgc]\})+)$/,
    (m) => [{ kind: "unless-you-pay", mana: (m[2] ?? "").toUpperCase(), payer: "that-player", otherwise: [{ kind: "lose-life", who: "that-player", amount: amountOf(m[1]) }] }],
  ],
  [/^regenerate ~$/, (m) => readRegenerate(m[0])],
  [/^exile all cards from all graveyards$/, () => [{ kind: "exile-all-graveyards" }]],
  [/^return ~ from your graveyard to your hand$/, () => [{ kind: "return-self-to-hand" }]],
  // Decree of Silence: the spell whose casting triggered the ability (only such a trigger reads it: parse-mtg-text.ts).
  [/^counter that spell$/, () => [{ kind: "counter-that-spell" }]],
  // Dragon Wings: the permanent whose entering triggered the ability (parse-mtg-text.ts keeps it to such a trigger).
  [/^return ~ from your graveyard to the battlefield attached to that (?:creature|permanent)$/, () => [{ kind: "return-self-attached-to-that-permanent" }]],
  // "When this creature enters, it connives" (701.50a): the permanent whose ability it is.
  [/^(?:~|it|this creature) connives$/, () => [{ kind: "connive" }]],
];

/** Edge of Autumn's "If you control four or fewer lands, …": a condition checked as it resolves (608.2c). */
const IF_YOU_CONTROL_AT_MOST = new RegExp(`^if you control (${N}) or fewer (artifacts|creatures|enchantments|lands), (.+)$`);

function readSentence(s: Sentence): MtgEffect[] {
  // "If this spell was kicked, …" (702.33d): the rest is done only for a kicked spell.
  const kicked = /^if (?:this spell|~) was kicked, (.+)$/.exec(s.words);
  if (kicked) {
    const then = readSentence({ words: kicked[1] ?? "", text: s.text });
    return then.some((e) => e.kind === "unmodelled") ? [{ kind: "unmodelled", text: s.text }] : [{ kind: "if-kicked", then }];
  }
  const condition = IF_YOU_CONTROL_AT_MOST.exec(s.words);
  if (condition) {
    const then = readSentence({ words: condition[3] ?? "", text: s.text });
    const atMost = numberWord(condition[1] ?? "");
    if (atMost === undefined || then.some((e) => e.kind === "unmodelled")) return [{ kind: "unmodelled", text: s.text }];
    return [{ kind: "if-you-control-at-most", query: typeQueryFromWords(singular(condition[2] ?? "")), atMost, then }];
  }
  // The spell templates' readers come after the older ones, which keep their readings.
  for (const [pattern, read] of [...READERS, ...SPELL_TEMPLATE_READERS, ...COMBAT_EFFECT_READERS, ...COUNTER_EFFECT_READERS, ...LIBRARY_TEMPLATE_READERS, ...PREVENTION_EFFECT_READERS, ...ASSORTED_EFFECT_READERS, ...BECOMES_EFFECT_READERS, ...CONTROL_EFFECT_READERS, ...EXILE_TOP_READERS]) {
    const m = pattern.exec(s.words);
    const effects = m ? read(m) : undefined;
    if (effects) return effects;
  }
  return readPermanentEffect(s.words) ?? readAndYouGain(s) ?? readAndCountersOnSelf(s) ?? [{ kind: "unmodelled", text: s.text }];
}

/** Decree of Silence's "counter that spell and put a depletion counter on ~": the first half read whole, then the counter. */
function readAndCountersOnSelf(s: Sentence): MtgEffect[] | undefined {
  const m = /^(.+) and (put an? [a-z]+ counter on ~)$/.exec(s.words);
  if (!m) return undefined;
  const first = readSentence({ words: m[1] ?? "", text: s.text });
  const counters = readSentence({ words: m[2] ?? "", text: s.text });
  return [...first, ...counters].some((e) => e.kind === "unmodelled") ? undefined : [...first, ...counters];
}

/**
 * "~ deals 2 damage to target creature and you gain 2 life" (Savai Thundermane), "~ gains flying
 * until end of turn and you gain 1 life" (Rabaroo Troop): the first half read whole, then the life.
 */
function readAndYouGain(s: Sentence): MtgEffect[] | undefined {
  const m = /^(.+) and you gain (\d+) life$/.exec(s.words);
  if (!m) return undefined;
  const first = readSentence({ words: m[1] ?? "", text: s.text });
  if (first.some((e) => e.kind === "unmodelled")) return undefined;
  return [...first, { kind: "gain-life", who: "you", amount: amountOf(m[2]) }];
}

/** "an X/X blue Shark creature token with flying", "three 2/2 black Zombie creature tokens". */
function readToken(m: RegExpExecArray): MtgEffect[] | undefined {
  return tokenEffect(m[1], m[2], m[3], m[4], m[5]);
}

/** The count, power, toughness, "colors and types" words and "with …" keywords of a creature token. */
function tokenEffect(count: string | undefined, power: string | undefined, toughness: string | undefined, kind: string | undefined, withKeywords: string | undefined): MtgEffect[] | undefined {
  const words = (kind ?? "").split(" ").filter(Boolean);
  // "red and white": the "and" joins colors (105.1), it names no creature type.
  const colorAnd = (w: string, i: number) => w === "and" && (words[i - 1] ?? "") in COLOR_WORDS && (words[i + 1] ?? "") in COLOR_WORDS;
  if (words.some((w, i) => w === "and" && !colorAnd(w, i))) return undefined;
  const colors = words.filter((w) => w in COLOR_WORDS).map((w) => COLOR_WORDS[w] as "W" | "U" | "B" | "R" | "G");
  const subtypes = words.filter((w, i) => !(w in COLOR_WORDS) && w !== "colorless" && !colorAnd(w, i)).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const keywords = (withKeywords ?? "").split(/,\s*|\s+and\s+/).filter(Boolean).map(simpleKeyword);
  if (keywords.some((k) => k === undefined)) return undefined;
  const pt = (w: string | undefined): number | "X" => (w === "x" ? "X" : Number(w));
  const token: MtgTokenSpec = {
    name: subtypes.join(" ") || "Token",
    colors,
    types: ["Creature"],
    subtypes,
    power: pt(power),
    toughness: pt(toughness),
    keywords: keywords.filter((k): k is string => k !== undefined),
  };
  return [{ kind: "create-token", count: amountOf(count), token }];
}
