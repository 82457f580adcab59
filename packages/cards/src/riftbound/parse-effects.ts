/**
 * Effect text → Effect[]. Works sentence by sentence; a few recipes read several sentences at
 * once because the card says one thing across them ("Look at the top 3 … Put 1 into your hand
 * and recycle the rest."). Anything not recognised becomes `unmodelled` with its own wording, so
 * the engine can show what it skipped.
 */
import { predictEffect, type CardType, type Domain, type Effect, type IgnoreCost, type InstructionCost } from "@recycle-rules/engine";
import { normalizedBody, sentenceSpans, type Span } from "../text-spans.js";
import {
  banishOrReturnUnit,
  chosenPlayerBurns,
  deckAndTrashSentence,
  lookThenDraw,
  ownersRecycle,
  playFromTrashThenRecycle,
  revealTopThen,
  revealUntilThenPlay,
} from "./parse-deck-and-trash.js";
import { chooseThenPlayFromTrash, keywordSentence } from "./parse-keyword-effects.js";
import { counterSpell } from "./parse-counter.js";
import { parseRecyclePhrase } from "./recycle-phrase.js";
import { dealWithRider, mightThenUnchoosable, moveToYourBattlefield, unitSentence, unitToOwnersDeck } from "./parse-unit-effects.js";
import { combatSentence, combatSentences } from "./parse-combat-effects.js";
import { tokenSentence } from "./parse-tokens.js";
import { revealHandBanishUntilHold } from "./parse-hand-banish.js";
import { doThisIfKilledMight, replaySentence } from "./parse-self-replay.js";
import { readBracketRun } from "./symbol-runs.js";
import { describeRiftSymbol } from "./symbols.js";

/** Parse the effect span of an ability or spell. `text` is reminder-masked; `original` is not. */
export function parseEffects(text: string, original: string, span: Span): Effect[] {
  const paid = /^\s*if you paid the additional cost,\s*(?=\S)/i.exec(text.slice(span.start, span.end));
  if (paid) return [{ kind: "if-paid-additional-cost", effect: parseEffects(text, original, { start: span.start + paid[0].length, end: span.end }) }];
  const spent = ifSpent(text, span);
  if (spent) return [{ kind: "if-spent-at-least", amount: spent.amount, effect: parseEffects(text, original, spent.rest) }];
  const played = ifPlayedThisTurn(text, span);
  if (played) return [{ kind: "if-played-this-turn", types: played.types, effect: parseEffects(text, original, played.rest) }];
  const cost = instructionCost(text, span);
  if (cost) return [{ kind: "cost-then", cost: cost.cost, effect: parseEffects(text, original, cost.rest) }];
  const sentences = sentenceSpans(text, span);
  const bodies = sentences.map((s) => stripThen(normalizedBody(text, s)));
  const effects: Effect[] = [];
  let i = 0;
  while (i < sentences.length) {
    // Diana, Lunari: "[Predict], then reveal the top card …": the Predict, then the sentence read on.
    const predictFirst = /^\[predict\],? then (reveal the top card of your main deck)$/i.exec(bodies[i] ?? "");
    if (predictFirst && revealTopThen(bodies.map((b, k) => (k === i ? (predictFirst[1] ?? "") : b)), i, singleSentence)) {
      effects.push(predictEffect(1));
      bodies[i] = predictFirst[1] ?? "";
    }
    const multi =
      lookThenRecycle(bodies, i) ??
      lookThenDraw(bodies, i, singleSentence) ??
      banishThenPlay(bodies, i) ??
      revealUntilThenPlay(bodies, i) ??
      revealTopThen(bodies, i, singleSentence) ??
      ownersRecycle(bodies, i) ??
      banishOrReturnUnit(bodies, i) ??
      counterSpell(bodies, i) ??
      playFromTrashThenRecycle(bodies, i) ??
      revealHandRecycle(bodies, i) ??
      revealHandBanishUntilHold(bodies, i) ??
      keepThenRecycleRest(bodies, i) ??
      recycleUnitThenReduce(bodies, i) ??
      revealTopDealPerKeyword(bodies, i) ??
      chooseThenPlayFromTrash(bodies, i) ??
      dealWithRider(bodies, i) ??
      mightThenUnchoosable(bodies, i) ??
      unitToOwnersDeck(bodies, i) ??
      moveToYourBattlefield(bodies, i) ??
      chosenPlayerBurns(bodies, i) ??

      combatSentences(bodies, i, singleSentence);
    if (multi) {
      effects.push(multi.effect);
      i += multi.consumed;
      continue;
    }
    const body = bodies[i] ?? "";
    const sentence = sentences[i] ?? span;
    effects.push(...(singleSentence(body) ?? [unmodelled(original, sentence)]));
    i += 1;
  }
  return effects;
}

export function unmodelled(original: string, span: Span): Effect {
  return { kind: "unmodelled", text: original.slice(span.start, span.end).trim() };
}

/** "Then recycle the rest" reads the same as "recycle the rest" for matching. */
function stripThen(body: string): string {
  return body.replace(/^then,? /i, "");
}

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

function countOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
}

type Recipe = readonly [RegExp, (m: RegExpExecArray) => Effect[] | undefined];

const SINGLE: readonly Recipe[] = [
  [/^draw (\d+|a card)$/i, (m) => [{ kind: "draw", count: countOf(m[1] ?? "") ?? 1 }]],
  // "Empower me" as an instruction (Zed, Master of Shadows), [Empower]'s own effect.
  [/^empower me$/i, () => [{ kind: "empower-self" }]],
  // Wild Claw: "Empower it", the card its banish-then-play played (rulings R37).
  [/^empower it$/i, () => [{ kind: "empower-played" }]],
  // Ravenbloom Prefect: "… to banish it", the gear whose play set the ability off (rulings R38).
  [/^banish it$/i, () => [{ kind: "banish-trigger-subject" }]],
  // Jhin, Virtuoso: "you may banish it", the spell whose play set the ability off (rulings R39).
  [/^you may banish it$/i, () => [{ kind: "you-may", text: "Banish it", effect: [{ kind: "banish-trigger-subject" }] }]],
  // "Channel 4 runes" (430).
  [/^channel (\d+|one|two|three|four|five) runes?$/i, (m) => [{ kind: "channel", count: countOf(m[1] ?? "") ?? 1 }]],
  // "Discard 1" as an instruction (422): Zed, Master of Shadows, Zaun Warrens.
  [/^discard (\d+|a card|one)$/i, (m) => [{ kind: "discard", count: countOf(m[1] ?? "") ?? 1 }]],
  // Jinx, Loose Cannon: the hand is counted as the ability resolves.
  [
    /^draw (\d+|a card) if you have (\d+|no|one|two|three|four|five) or fewer cards in your hand$/i,
    (m) => {
      const max = (m[2] ?? "").toLowerCase() === "no" ? 0 : countOf(m[2] ?? "");
      return max === undefined ? undefined : [{ kind: "draw-if-hand-at-most", count: countOf(m[1] ?? "") ?? 1, max }];
    },
  ],
  [
    /^(?:give me|i get) \+(\d+) \[m\] this turn$/i,
    (m) => [{ kind: "might", amount: Number(m[1]), target: "self", duration: "this-turn" }],
  ],
  // "Add [1]", and "[Add] [R]" as later cards print the keyword action.
  [/^(?:add|\[add\]) ((?:\[[^\]]*\] ?)+)$/i, (m) => addEffects(m[1] ?? "")],
  [/^ready your runes$/i, () => [{ kind: "ready-runes" }]],
  // Sivir, Battle Mistress.
  [/^ready me$/i, () => [{ kind: "ready-self" }]],
  // Ekko, Recurrent.
  [/^recycle me to ready your runes$/i, () => [{ kind: "recycle-self" }, { kind: "ready-runes" }]],
  [/^recycle me$/i, () => [{ kind: "recycle-self" }]],
  // Baited Hook: the killed unit's Might bounds what may be banished and played next.
  [/^kill a friendly unit$/i, () => [{ kind: "kill-friendly-unit" }]],
  // "Buff a friendly unit", and "[Buff] a friendly unit" as later cards print the keyword action.
  [/^(?:buff|\[buff\]) (?:a|one) friendly unit$/i, () => [{ kind: "buff-friendly-unit" }]],
  // Twisted Fate, Gambler's [R] branch.
  [
    /^deal (\d+) to an enemy unit here and (\d+) to all other enemy units here$/i,
    (m) => [{ kind: "deal", amount: Number(m[1]), target: "enemy-unit-here", othersHere: Number(m[2]) }],
  ],
  // Swain, Visionary: points gained by an effect (no battlefield is scored).
  [/^you score (\d+|one) points?$/i, (m) => [{ kind: "gain-points", count: countOf(m[1] ?? "") ?? 1 }]],
  // Time Warp: the controller takes the next turn.
  [/^take a turn after this one$/i, () => [{ kind: "extra-turn" }]],
  // Hallowed Tomb: every copy of the Chosen Champion's name is it (103.2.a.3).
  [/^return your chosen champion from your trash to your champion zone if it is empty$/i, () => [{ kind: "return-chosen-champion-from-trash" }]],
  // Scryer's Bloom: XP is a player's public value (729); to gain it is to increase it (730.1).
  [/^gain (\d+) xp$/i, (m) => [{ kind: "gain-xp", amount: Number(m[1]) }]],
  // Super Mega Death Rocket!: an ability that works from the trash (385.2).
  [/^return this from your trash to your hand$/i, () => [{ kind: "return-self-to-hand" }]],
  // Rumble, Hotheaded. The cost reduction that follows is part of the same instruction.
  [
    /^recycle another friendly unit to play an? ([A-Za-z][\w' -]*?) from your trash(?:[;,] .*)?$/i,
    (m) => [{ kind: "recycle-unit-to-play-from-trash", tag: m[1] ?? "" }],
  ],
];

function singleSentence(body: string): Effect[] | undefined {
  // Kharox, Wild Claw: "Then you may do this: …" — a yes/no, then what follows.
  const may = /^you may do this: (.+)$/i.exec(body);
  if (may) {
    const text = may[1] ?? "";
    const inner = singleSentence(text);
    return inner ? [{ kind: "you-may", text: text.charAt(0).toUpperCase() + text.slice(1), effect: inner }] : undefined;
  }
  for (const [pattern, build] of SINGLE) {
    const m = pattern.exec(body);
    if (m) {
      const effects = build(m);
      if (effects) return effects;
    }
  }
  const recycle = parseRecyclePhrase(body);
  if (recycle) return [{ kind: "recycle", ...recycle }];
  const moved = deckAndTrashSentence(body) ?? unitSentence(body) ?? combatSentence(body) ?? tokenSentence(body);
  if (moved) return moved;
  return keywordSentence(body) ?? replaySentence(body) ?? doThisIfKilledMight(body, singleSentence) ?? ifBanishedWithMe(body) ?? thenJoined(body);
}

/**
 * Jhin, Virtuoso: "if there are four spells banished with me, put each in its trash, channel 4
 * runes, and draw 1": the count and kind banished with the source, then a list of instructions
 * this parser knows (rulings R39).
 */
function ifBanishedWithMe(body: string): Effect[] | undefined {
  const m = /^if there are (\w+) (spells|units|gear|cards) banished with me, put each in its trash, (.+)$/i.exec(body);
  const count = m ? countOf(m[1] ?? "") : undefined;
  if (!m || count === undefined) return undefined;
  const effect: Effect[] = [];
  for (const part of (m[3] ?? "").split(/,\s*(?:and\s+)?|\s+and\s+/)) {
    const parsed = singleSentence(part.trim());
    if (!parsed) return undefined;
    effect.push(...parsed);
  }
  const noun = (m[2] ?? "").toLowerCase();
  const match = noun === "cards" ? {} : { types: [noun === "spells" ? ("spell" as const) : noun === "units" ? ("unit" as const) : ("gear" as const)] };
  return [{ kind: "if-banished-with-me", count, match, effect }];
}

/** "[Predict 2], then draw 1": two instructions in one sentence, each one this parser knows. */
function thenJoined(body: string): Effect[] | undefined {
  const m = /^(.+?),? then (.+)$/i.exec(body);
  if (!m) return undefined;
  const first = singleSentence(m[1] ?? "");
  const second = first ? singleSentence(m[2] ?? "") : undefined;
  return first && second ? [...first, ...second] : undefined;
}

/** "Add [1][G]" → 1 energy and 1 Calm power; unknown symbols leave the sentence unmodelled. */
function addEffects(symbols: string): Effect[] | undefined {
  const tokens = readBracketRun(symbols, { start: 0, end: symbols.length }) ?? [];
  const effects: Effect[] = [];
  for (const token of tokens) {
    const info = describeRiftSymbol(token.inner);
    if (info?.kind === "energy") effects.push({ kind: "add-energy", amount: info.amount });
    else if (info?.kind === "power") effects.push({ kind: "add-power", domain: info.domain, amount: 1 });
    else return undefined;
  }
  return mergeAdds(effects);
}

function mergeAdds(effects: readonly Effect[]): Effect[] {
  const merged: Effect[] = [];
  for (const effect of effects) {
    const index = merged.findIndex(
      (e) =>
        (e.kind === "add-energy" && effect.kind === "add-energy") ||
        (e.kind === "add-power" && effect.kind === "add-power" && e.domain === effect.domain),
    );
    const prev = merged[index];
    if (prev?.kind === "add-energy" && effect.kind === "add-energy") {
      merged[index] = { kind: "add-energy", amount: prev.amount + effect.amount };
    } else if (prev?.kind === "add-power" && effect.kind === "add-power") {
      merged[index] = { kind: "add-power", domain: prev.domain, amount: prev.amount + effect.amount };
    } else {
      merged.push(effect);
    }
  }
  return merged;
}

interface MultiMatch {
  readonly effect: Effect;
  readonly consumed: number;
}

/**
 * Rumble, Hotheaded as printed: "… recycle another friendly unit to play a Mech from your trash.
 * Reduce its Energy cost by the Might of the unit you recycled." One instruction over two sentences.
 */
function recycleUnitThenReduce(bodies: readonly string[], i: number): MultiMatch | undefined {
  const play = /^recycle another friendly unit to play an? ([A-Za-z][\w' -]*?) from your trash$/i.exec(bodies[i] ?? "");
  if (!play || !/^reduce its energy cost by the might of the (?:unit you recycled|recycled unit)$/i.test(bodies[i + 1] ?? "")) return undefined;
  return { effect: { kind: "recycle-unit-to-play-from-trash", tag: play[1] ?? "" }, consumed: 2 };
}

const TOP_OF_YOUR_DECK = /^look at the top (card|(\w+) cards) of your main deck$/i;

/**
 * Stacked Deck: "Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the
 * rest." Vision / The Candlelit Sanctum: "… You may recycle it / one or both of them."
 */
function lookThenRecycle(bodies: readonly string[], i: number): MultiMatch | undefined {
  const look = TOP_OF_YOUR_DECK.exec(bodies[i] ?? "");
  const next = bodies[i + 1] ?? "";
  if (!look) return undefined;
  const count = look[1] === "card" ? 1 : countOf(look[2] ?? "");
  if (count === undefined) return undefined;

  const toHand = /^put (\d+|one|a card|one of them) into your hand and recycle the rest$/i.exec(next);
  if (toHand) {
    const word = toHand[1] ?? "";
    const n = word === "a card" || word === "one of them" ? 1 : countOf(word);
    if (n === undefined) return undefined;
    return { effect: { kind: "look-then-recycle", look: count, toHand: n, recycle: "rest" }, consumed: 2 };
  }
  if (/^you may recycle (?:it|them|(?:any number|one or both|one or more|any|some) of them)$/i.test(next)) {
    // The Candlelit Sanctum: the cards not recycled go back on top in their owner's order.
    if (/^put (?:those you don't|the rest|the others) back in any order$/i.test(bodies[i + 2] ?? "")) {
      return { effect: { kind: "look-then-recycle", look: count, toHand: 0, recycle: "chosen", putBackInAnyOrder: true }, consumed: 3 };
    }
    return { effect: { kind: "look-then-recycle", look: count, toHand: 0, recycle: "chosen" }, consumed: 2 };
  }
  return undefined;
}

const REVEAL_TOP =
  /^(each opponent|each player|you)? ?(?:reveals?|looks? at) the top (card|(\w+) cards) of (?:their|your) main deck\b/i;

/**
 * The banish errata (Blind Fury, Promising Future, Reinforce, Baited Hook): look at or reveal the
 * top of a Main Deck, banish a card, then play it, then recycle the rest. Reads up to three
 * sentences and needs all three steps with "banish" before "play" — the printed wordings, which
 * play straight from the deck, are deliberately not matched (they stay unmodelled).
 */
function banishThenPlay(bodies: readonly string[], i: number): MultiMatch | undefined {
  const head = REVEAL_TOP.exec(bodies[i] ?? "");
  if (!head) return undefined;
  const look = head[2]?.toLowerCase() === "card" ? 1 : countOf(head[3] ?? "");
  if (look === undefined) return undefined;

  // Rek'Sai, Swarm Queen says the most: reveal; banish one, then play it; if a unit, here; recycle the rest.
  for (let k = 1; k <= 4 && i + k <= bodies.length; k += 1) {
    const window = bodies.slice(i, i + k).join(". ").toLowerCase();
    const banish = window.search(/\bbanish(?:es)?\b/);
    const play = window.slice(Math.max(banish, 0)).search(/\bplays? (?:it|the card|that card|their|the chosen)\b/);
    const drawRest = /\bdraw any you didn't banish\b/.test(window);
    if (banish < 0 || play < 0 || !(/\brecycles? the rest\b/.test(window) || drawRest)) continue;
    const subject = head[1]?.toLowerCase();
    return {
      effect: {
        kind: "banish-then-play",
        source:
          subject === "each opponent" ? "each-opponent-main-deck" : subject === "each player" ? "each-player-main-deck" : "your-main-deck",
        look,
        filter: /\bbanish(?:es)? a unit or gear\b/.test(window) ? "unit-or-gear" : /\bbanish(?:es)? a unit\b/.test(window) ? "unit" : "any",
        ignore: ignoredCost(window),
        optional: /\byou may banish\b/.test(window),
        ...(drawRest ? { rest: "draw" as const } : {}),
        ...(subject === undefined && /^reveal/i.test(bodies[i] ?? "") ? { reveal: true } : {}),
        ...(/\bif it is a unit, you may play it here\b/.test(window) ? { mayPlayUnitHere: true } : {}),
        ...costReduction(window),
        ...mightLimit(window),
      },
      consumed: k,
    };
  }
  return undefined;
}

function ignoredCost(window: string): IgnoreCost {
  if (/ignoring its energy cost/.test(window)) return "energy";
  if (/ignoring (?:its|any and all|all) costs?/.test(window)) return "all";
  return "none";
}

/** Reinforce: "with its cost reduced by [5]" / "reducing its cost by 5". */
function costReduction(window: string): { energyReduction?: number } {
  const m = /\b(?:cost reduced by|reducing its (?:energy )?cost by) \[?(\d+)\]?/.exec(window);
  return m ? { energyReduction: Number(m[1]) } : {};
}

/** Baited Hook: "Might up to 1 more than the killed unit". */
function mightLimit(window: string): { mightAtMostKilledPlus?: number } {
  const m = /\bmight (?:up to|of at most) (\d+|one|two) more than the killed unit\b/.exec(window);
  return m ? { mightAtMostKilledPlus: countOf(m[1] ?? "") ?? 0 } : {};
}

/**
 * Sabotage: "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and
 * recycle that card." The caster recycles. The printed wording ("… They recycle that card.") has
 * the opponent recycle, and is deliberately not matched (it stays unmodelled).
 */
function revealHandRecycle(bodies: readonly string[], i: number): MultiMatch | undefined {
  if (!/^choose an opponent$/i.test(bodies[i] ?? "")) return undefined;
  // Decree of Strength: "They reveal their hand and you choose a Mind ([U]) card from it. They recycle that card."
  const ofDomain = /^they reveal their hand and you choose an? (fury|calm|mind|body|chaos|order) card from it$/i.exec(bodies[i + 1] ?? "");
  if (ofDomain && /^they recycle (?:that card|it)$/i.test(bodies[i + 2] ?? "")) {
    const domain = (ofDomain[1] ?? "").toLowerCase() as Domain;
    return { effect: { kind: "reveal-hand-recycle", count: 1, filter: "card", domain, by: "opponent" }, consumed: 3 };
  }
  if (!/^they reveal their hand$/i.test(bodies[i + 1] ?? "")) return undefined;
  const pick = /^choose (a|an|one|\d+) (non-unit )?cards? from it,? and recycle (?:that card|them|it)$/i.exec(bodies[i + 2] ?? "");
  const count = pick ? countOf(pick[1] ?? "") : undefined;
  if (!pick || count === undefined) return undefined;
  return { effect: { kind: "reveal-hand-recycle", count, filter: pick[2] ? "non-unit-card" : "card" }, consumed: 3 };
}

/**
 * A cost within a triggered ability's instructions, after its "you may": "exhaust me to …",
 * "discard 1 to …", "pay [1] to …", "[Burn 1] to …", "banish a card from any trash to …" (383.3.b). Returns the cost and where the rest begins.
 */
function instructionCost(text: string, span: Span): { cost: InstructionCost[]; rest: Span } | undefined {
  const m = /^\s*(?:(exhaust me)|discard (\d+|one)|pay \[(\d+)\]|\[burn (\d+)\]|banish an? (card|unit) from (your|any) trash|(banish me)) to (?=\S)/i.exec(text.slice(span.start, span.end));
  if (!m) return undefined;
  // Gust Monk: "banish a card from any trash to …" (427): any player's trash.
  const banished = m[5] ? { kind: "banish-from-trash" as const, match: m[5].toLowerCase() === "unit" ? { types: ["unit" as const] } : {}, ...(m[6]?.toLowerCase() === "any" ? { whose: "any" as const } : {}) } : undefined;
  const cost: InstructionCost[] = banished
    ? [banished]
    : m[7]
    ? [{ kind: "banish-self" }]
    : m[1]
    ? [{ kind: "exhaust-self" }]
    : m[2]
      ? [{ kind: "discard", count: countOf(m[2]) ?? 1 }]
      : m[4]
        ? [{ kind: "burn", count: Number(m[4]) }]
        : [{ kind: "energy", amount: Number(m[3]) }];
  return { cost, rest: { start: span.start + m[0].length, end: span.end } };
}

/** Forgotten Library: "if you spent [4] or more, …" leads the effect it conditions. */
function ifSpent(text: string, span: Span): { amount: number; rest: Span } | undefined {
  const m = /^\s*if you spent \[(\d+)\] or more,\s*(?=\S)/i.exec(text.slice(span.start, span.end));
  return m ? { amount: Number(m[1]), rest: { start: span.start + m[0].length, end: span.end } } : undefined;
}

/**
 * Swain, Visionary: "if you've played a non-token unit, a non-token gear, and a spell this turn, …"
 * leads the effect it conditions. Each item is a card type, "non-token" or not (tokens are never
 * counted as cards played, 185, so the word changes nothing).
 */
function ifPlayedThisTurn(text: string, span: Span): { types: CardType[]; rest: Span } | undefined {
  const m = /^\s*if you['’]ve played (.+?) this turn,\s*(?=\S)/i.exec(text.slice(span.start, span.end));
  if (!m) return undefined;
  const types: CardType[] = [];
  for (const item of (m[1] ?? "").split(/,\s*(?:and\s+)?|\s+and\s+/)) {
    const type = /^an? (?:non-token )?(unit|gear|spell)$/i.exec(item.trim())?.[1]?.toLowerCase() as CardType | undefined;
    if (type === undefined) return undefined;
    types.push(type);
  }
  return { types, rest: { start: span.start + m[0].length, end: span.end } };
}

/** Teemo, Strategist after the Origins errata: the enemy unit is chosen, then the cards are revealed. */
function revealTopDealPerKeyword(bodies: readonly string[], i: number): MultiMatch | undefined {
  const head = /^choose an enemy unit here and reveal the top (\w+) cards of your main deck$/i.exec(bodies[i] ?? "");
  const deal = /^deal 1 to that unit for each card with \[([a-z-]+)\] revealed this way,? then recycle the revealed cards$/i.exec(bodies[i + 1] ?? "");
  const look = head ? countOf(head[1] ?? "") : undefined;
  if (!head || !deal || look === undefined) return undefined;
  return { effect: { kind: "reveal-top-deal-per-keyword", look, keyword: deal[1] ?? "" }, consumed: 2 };
}

/** Divine Judgment: "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest." */
function keepThenRecycleRest(bodies: readonly string[], i: number): MultiMatch | undefined {
  const m = /^each player chooses (\w+) units, (\w+) gear, (\w+) runes,? and (\w+) cards in their hands$/i.exec(bodies[i] ?? "");
  if (!m || !/^recycle the rest$/i.test(bodies[i + 1] ?? "")) return undefined;
  const [units, gear, runes, hand] = [m[1], m[2], m[3], m[4]].map((w) => countOf(w ?? ""));
  if (units === undefined || gear === undefined || runes === undefined || hand === undefined) return undefined;
  return { effect: { kind: "each-player-keeps-then-recycle-rest", keep: { units, gear, runes, hand } }, consumed: 2 };
}
