/**
 * Riftbound rules text → abilities. One line usually holds one ability; within a line, an
 * activated or triggered ability runs to the end of the line, and other sentences stand alone.
 *
 *   [Ganking]                                          keyword line
 *   Recycle 1 from your trash: Give me +1 [M] this turn.   activated: cost parts ":" effects
 *   At the start of your Beginning Phase, recycle 3 …      triggered: trigger "," effects
 *   My Might is increased by the number of cards …         static
 *   As you play me, kill a friendly unit.                  additional play cost
 *
 * Offsets in problems always index the text as given. Reminder text "(…)" is masked with spaces
 * first, which keeps every offset valid while hiding reminder wording from the matchers.
 */
import { ENFORCED_RIFT_KEYWORDS, TRASH_TRIGGER_CONDITIONS, visionAbility, type Ability, type CardType, type CostPart, type Domain, type Effect, type InstructionCost, type PrintedCost, type StaticEffect, type TriggerCondition } from "@recycle-rules/engine";
import type { TextProblem } from "../problems.js";
import { CARD_TEXT_LIMITS, parseWithinLimits } from "../text-limits.js";
import {
  commaSpans,
  costAndColonSpan,
  firstSentenceSpan,
  indexOfTopLevel,
  lineSpans,
  maskReminders,
  normalizedBody,
  sentenceSpans,
  trimSpan,
  type Span,
} from "../text-spans.js";
import { readEmpoweredLine, readEmpowerLine, readEquipLine, readKeywordCostLine, readLegionTrashPlayLine } from "./keyword-costs.js";
import { mergeCostParts, parseCostPart } from "./parse-cost-parts.js";
import { keywordStaticEffect } from "./parse-keyword-effects.js";
import { parseEffects, unmodelled } from "./parse-effects.js";
import { canonicalKeyword, describeRiftSymbol } from "./symbols.js";
import { checkBrackets, checkRecycleWording } from "./text-checks.js";

export interface RiftTextContext {
  /** The card's domains; used to check "[C]" (this card's domain). */
  readonly domains?: readonly Domain[];
  /** A spell's loose sentences are its on-play effect; any other card's are static abilities. */
  readonly type?: CardType;
}

export interface ParsedRiftText {
  readonly abilities: readonly Ability[];
  /** The card's own keywords, canonical spelling ("Ganking", "Assault 2"). */
  readonly keywords: readonly string[];
  readonly problems: readonly TextProblem[];
  /** What a spell does when it resolves (empty for other types). */
  readonly onPlay: readonly Effect[];
  /** "As you play me, kill a friendly unit." */
  readonly additionalPlayCost: readonly CostPart[];
  /** "You may discard 1 as an additional cost to play me": an optional additional cost (356). */
  readonly optionalPlayCost?: readonly InstructionCost[];
  /**
   * Text the engine does not model (it resolves as a "not modelled, skipped" note), located in
   * `text`: not a problem with the text, but never skipped silently — linters show it.
   */
  readonly notModelled: readonly TextProblem[];
  /** A spell's "[Flow] [4][R]": the cost to play it from the trash. */
  readonly flowCost?: PrintedCost;
  /** A spell's "[Repeat] [2]": the optional additional cost that repeats it (820). */
  readonly repeatCost?: PrintedCost;
}

/** Mutable accumulator for one parse; kept private so the exported function stays pure. */
interface Builder {
  readonly original: string;
  readonly masked: string;
  readonly isSpell: boolean;
  readonly abilities: Ability[];
  readonly keywords: string[];
  readonly problems: TextProblem[];
  readonly onPlay: Effect[];
  readonly additionalPlayCost: CostPart[];
  readonly optionalPlayCost: InstructionCost[];
  readonly domains: readonly Domain[];
  keywordCosts: { flowCost?: PrintedCost; repeatCost?: PrintedCost };
}

/** Parse card text; see `CARD_TEXT_LIMITS` for how much of it is read and how many problems are listed. */
export function parseRiftText(text: string, context: RiftTextContext = {}): ParsedRiftText {
  return parseWithinLimits(text, (readable) => parseWholeText(readable, context));
}

function parseWholeText(text: string, context: RiftTextContext): ParsedRiftText {
  const masked = maskReminders(text);
  const b: Builder = {
    original: text,
    masked,
    isSpell: context.type === "spell",
    abilities: [],
    keywords: [],
    problems: [...checkBrackets(text, context.domains), ...checkRecycleWording(masked)],
    onPlay: [],
    additionalPlayCost: [],
    optionalPlayCost: [],
    domains: context.domains ?? [],
    keywordCosts: {},
  };
  const lines = lineSpans(masked);
  for (let i = 0; i < lines.length; ) {
    const line = lines[i] as Span;
    const consumed = tryDomainBranches(b, lines, i) || tryModes(b, lines, i);
    if (consumed === 0) parseLine(b, line);
    i += Math.max(consumed, 1);
  }
  nameRuneStyleAbilities(b.abilities);
  keepChoiceDiscountHonest(b);
  return {
    abilities: b.abilities,
    keywords: b.keywords,
    problems: [...b.problems].sort((x, y) => x.start - y.start || x.end - y.end),
    notModelled: notModelledFindings(text, b.abilities, b.onPlay),
    onPlay: b.onPlay,
    additionalPlayCost: mergeCostParts(b.additionalPlayCost),
    ...(b.optionalPlayCost.length > 0 ? { optionalPlayCost: b.optionalPlayCost } : {}),
    ...b.keywordCosts,
  };
}

/**
 * Void Hatchling: "If you would reveal cards from a deck, look at the top card first. You may
 * recycle it. Then reveal those cards." Three sentences, one replacement (365), read as a whole line.
 */
function tryRevealReplacement(b: Builder, rest: Span): boolean {
  const body = b.masked.slice(rest.start, rest.end).replace(/\s+/g, " ").trim();
  if (!/^if you would reveal cards from a deck, look at the top card first\. you may recycle it\. then reveal those cards\.?$/i.test(body)) return false;
  b.abilities.push({ kind: "static", effect: { kind: "look-recycle-before-reveal" }, text: slice(b, rest) });
  return true;
}

/** "This costs [2] less if you choose …" means something only with an instruction that chooses a unit from the trash. */
function keepChoiceDiscountHonest(b: Builder): void {
  if (b.onPlay.some((e) => e.kind === "play-from-trash")) return;
  b.abilities.forEach((a, i) => {
    if (a.kind === "static" && a.effect.kind === "cost-less-if-chosen") b.abilities[i] = { ...a, effect: { kind: "unmodelled" } };
  });
}

function parseLine(b: Builder, line: Span): void {
  if (tryKeywordCostLine(b, line)) return;
  let start = readLeadingKeywords(b, line);
  while (start < line.end) {
    const rest = trimSpan(b.masked, { start, end: line.end });
    if (rest.start >= rest.end) return;
    // Abilities that run to the end of the line.
    if (tryActivated(b, rest) || tryTriggered(b, rest)) return;
    if (b.isSpell) {
      start = spellSentences(b, rest);
      continue;
    }
    if (tryRevealReplacement(b, rest)) return;
    const sentence = firstSentenceSpan(b.masked, rest) ?? rest;
    parseStandaloneSentence(b, sentence);
    start = sentence.end;
  }
}

/** A spell: an additional cost sentence first, then the rest of the line is what it does. */
function spellSentences(b: Builder, rest: Span): number {
  const first = firstSentenceSpan(b.masked, rest) ?? rest;
  if (tryAdditionalCost(b, first)) return first.end;
  const chosen = costLessIfChosen(normalizedBody(b.masked, first));
  if (chosen) {
    b.abilities.push({ kind: "static", effect: chosen, text: slice(b, first) });
    return first.end;
  }
  b.onPlay.push(...parseEffects(b.masked, b.original, rest));
  return rest.end;
}

function parseStandaloneSentence(b: Builder, sentence: Span): void {
  if (tryAdditionalCost(b, sentence)) return;
  const body = normalizedBody(b.masked, sentence);
  const text = slice(b, sentence);
  b.abilities.push({ kind: "static", effect: staticEffectOf(body), text });
}

/**
 * Undying Loyalty: "This costs [2] less if you choose a Bird, Cat, Dog, or Poro." The choice is the
 * unit its "Play a unit … from your trash" plays, made as the spell is played (the engine's
 * chosen-on-play.ts); a spell without such an instruction keeps the sentence unmodelled.
 */
function costLessIfChosen(body: string): StaticEffect | undefined {
  const m = /^this costs \[(\d+)\] less if you choose an? ((?:[A-Z][A-Za-z'-]*,? )*(?:or )?[A-Z][A-Za-z'-]*)$/i.exec(body);
  if (!m) return undefined;
  const tags = (m[2] ?? "").split(/,\s*(?:or\s+)?|\s+or\s+/).map((t) => t.trim()).filter((t) => t.length > 0);
  return { kind: "cost-less-if-chosen", amount: Number(m[1]), tags };
}

/** A standalone sentence of a permanent: a passive ability (364) the engine knows, or unmodelled. */
function staticEffectOf(body: string): StaticEffect {
  if (/^(?:my might is increased by the number of cards in your trash|i get \+1 \[m\] for each card in your trash)$/i.test(body)) {
    return { kind: "might-per-card-in-trash" };
  }
  const discount = /^i cost \[(\d+)\] less for each card (with my name )?in your trash$/i.exec(body);
  if (discount) return { kind: "cost-less-per-card-in-trash", amount: Number(discount[1]), sameName: discount[2] !== undefined };
  if (/^other friendly units have \[vision\]$/i.test(body)) return { kind: "grant-vision", to: "other-friendly-units" };
  if (/^i enter ready if you have a card with my name in your trash$/i.test(body)) return { kind: "enter-ready-if-name-in-trash" };
  // Scryer's Bloom (a gear, which otherwise enters ready, 149.1).
  if (/^this enters exhausted$/i.test(body)) return { kind: "enters-exhausted" };
  // Endless Riches: lasting rule changes while it is on the board (362.1; rulings R40).
  if (/^skip your draw phase$/i.test(body)) return { kind: "skip-draw-phase" };
  if (/^you may play cards from your trash$/i.test(body)) return { kind: "play-cards-from-trash" };
  if (/^if a card would go to your trash from anywhere other than your main deck, banish it instead$/i.test(body)) return { kind: "banish-instead-of-trash" };
  // Sai Scout: a place beside the base and the battlefields its player controls (355.2.b, 170.11.c).
  if (/^you may play me to an open battlefield$/i.test(body)) return { kind: "may-be-played-to", where: "open-battlefield" };
  // "Your Mechs have [Vision]": a tag, written as a plural.
  const tagged = /^[Yy]our ([A-Z][a-z'-]+?)s (?:each )?have \[[Vv]ision\]$/.exec(body);
  if (tagged) return { kind: "grant-vision", to: { tag: tagged[1] ?? "" } };
  // "Your Mechs each have [Assault]" (Rumble, Hotheaded): the keyword on each unit of theirs with the tag.
  const combat = /^[Yy]our ([A-Z][a-z'-]+?)s (?:each )?have \[(Assault|Shield|Tank)(?: (\d+))?\]$/.exec(body);
  if (combat) return { kind: "tagged-units-have-keyword", tag: combat[1] ?? "", keyword: combat[3] === undefined ? (combat[2] ?? "") : `${combat[2]} ${combat[3]}` };
  return keywordStaticEffect(body) ?? { kind: "unmodelled" };
}

// --- keywords -------------------------------------------------------------------------------

const KEYWORD_TOKEN = /^\[([A-Za-z][A-Za-z-]*)(?:\s+(\d+))?\]/;
const DASH = /^\s*[—–-]\s*/;

/**
 * Consume "[Ganking]", "[Vision], [Shield]" at the start of a line. A keyword followed by a dash
 * ("[Deathknell] — …") is left for the trigger parser. Returns where the rest of the line starts.
 */
function readLeadingKeywords(b: Builder, line: Span): number {
  let i = line.start;
  for (;;) {
    const sep = /^[\s,.;]*/.exec(b.masked.slice(i, line.end))?.[0].length ?? 0;
    const at = i + sep;
    const m = KEYWORD_TOKEN.exec(b.masked.slice(at, line.end));
    const keyword = m ? canonicalKeyword(m[1] ?? "") : undefined;
    if (!m || keyword === undefined) return i === line.start ? i : at;
    const after = at + m[0].length;
    const arrowAfter = /^\[>\]/.test(b.masked.slice(after, line.end));
    // "[Action][>] Kill this, [E]: …" is an ability's timing (813.1.d), not the card's keyword:
    // the activated ability reads it.
    if (arrowAfter && (keyword === "Action" || keyword === "Reaction")) return at;
    // "[Deathknell][>]" prints the dash as an arrow; other keywords' arrows stay as they were read.
    const arrow = keyword === "Deathknell" && arrowAfter;
    if (DASH.test(b.masked.slice(after, line.end)) || arrow) {
      addKeyword(b, keyword);
      return at;
    }
    addKeyword(b, m[2] === undefined ? keyword : `${keyword} ${m[2]}`);
    addKeywordAbility(b, keyword, { start: at, end: after });
    i = after;
  }
}

/**
 * A spell's "[Flow] [4][R]" or "[Repeat] [2]" line: the keyword and its cost; a unit's "[Empower]
 * [2]" and "[Empowered][>] …" lines: abilities (keyword-costs.ts).
 */
function tryKeywordCostLine(b: Builder, line: Span): boolean {
  const legion = b.isSpell ? undefined : readLegionTrashPlayLine(b.masked, b.original, line);
  if (legion) {
    addKeyword(b, "Legion");
    b.abilities.push(legion);
    return true;
  }
  const equip = b.isSpell ? undefined : readEquipLine(b.masked, b.original, line);
  if (equip) {
    addKeyword(b, "Equip");
    b.abilities.push(equip);
    return true;
  }
  const ability = b.isSpell ? undefined : (readEmpowerLine(b.masked, b.original, line) ?? readEmpoweredLine(b.masked, b.original, line));
  if (ability) {
    addKeyword(b, ability.kind === "activated" ? "Empower" : "Empowered");
    b.abilities.push(ability);
    return true;
  }
  const read = b.isSpell ? readKeywordCostLine(b.masked, line, b.domains) : undefined;
  if (!read) return false;
  addKeyword(b, read.keyword);
  b.keywordCosts = { ...b.keywordCosts, [read.keyword === "Flow" ? "flowCost" : "repeatCost"]: read.cost };
  return true;
}

function addKeyword(b: Builder, keyword: string): void {
  if (!b.keywords.includes(keyword)) b.keywords.push(keyword);
}

/**
 * Keywords whose meaning is an ability the engine can run; a keyword the engine doesn't enforce
 * ([Deflect], [Accelerate], …) is an unmodelled clause of its own, never a silent no-op.
 */
function addKeywordAbility(b: Builder, keyword: string, token: Span): void {
  // "When this is played, predict" (817.1.b): look at the top card of your Main Deck; you may recycle it.
  if (keyword === "Vision") b.abilities.push(visionAbility(slice(b, token)));
  else if (!ENFORCED_RIFT_KEYWORDS.has(keyword)) b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text: slice(b, token) });
}

// --- activated ------------------------------------------------------------------------------

/** "<cost>, <cost>: [Reaction] — <effect>". Returns false if the line isn't shaped like one. */
function tryActivated(b: Builder, whole: Span): boolean {
  // "[Action][>] <cost>: <effect>": the ability's timing, printed before its cost (813.1.d).
  const timed = /^\[(action|reaction)\]\s*\[>\]\s*/i.exec(b.masked.slice(whole.start, whole.end));
  const rest = timed ? { start: whole.start + timed[0].length, end: whole.end } : whole;
  const colon = indexOfTopLevel(b.masked, ":", costAndColonSpan(b.masked, rest));
  if (colon < 0) return false;
  const costSpan = trimSpan(b.masked, { start: rest.start, end: colon });
  // A cost never holds a full stop; a colon after one belongs to a later sentence.
  if (costSpan.end <= costSpan.start || sentenceSpans(b.masked, costSpan).length > 1) return false;

  const results = commaSpans(b.masked, costSpan).map((part) => parseCostPart(b.masked, part));
  const allKnown = results.every((r) => r.ok);
  const looksLikeCost = results.some((r) => r.ok || r.costLike);
  if (!looksLikeCost) return false;
  for (const r of results) b.problems.push(...r.problems);

  if (!allKnown) {
    // A cost we can't model: keep the ability as text rather than let it be paid wrongly.
    b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text: slice(b, whole) });
    return true;
  }

  let effectStart = colon + 1;
  const timing: ("action" | "reaction")[] = timed ? [(timed[1] ?? "").toLowerCase() === "reaction" ? "reaction" : "action"] : [];
  for (;;) {
    const m = /^\s*\[(reaction|action)\]\s*(?:[—–-]\s*)?/i.exec(b.masked.slice(effectStart, rest.end));
    if (!m) break;
    const word = (m[1] ?? "").toLowerCase() === "reaction" ? "reaction" : "action";
    if (!timing.includes(word)) timing.push(word);
    effectStart += m[0].length;
  }
  const effectSpan = trimSpan(b.masked, { start: effectStart, end: rest.end });
  if (effectSpan.end <= effectSpan.start) {
    b.problems.push({ start: colon, end: colon + 1, message: "This ability has a cost but no effect after the colon." });
  }
  b.abilities.push({
    kind: "activated",
    cost: mergeCostParts(results.flatMap((r) => (r.ok ? r.parts : []))),
    effect: effectSpan.end > effectSpan.start ? parseEffects(b.masked, b.original, effectSpan) : [],
    timing,
    text: slice(b, whole),
  });
  return true;
}

/** Rune abilities go by name in scenarios: "exhaust" ([E]: …) and "recycle" (Recycle this: …). */
function nameRuneStyleAbilities(abilities: Ability[]): void {
  const taken = new Set<string>();
  abilities.forEach((ability, index) => {
    if (ability.kind !== "activated" || ability.cost.length !== 1) return;
    const only = ability.cost[0]?.kind;
    const name = only === "exhaust-self" ? "exhaust" : only === "recycle-self" ? "recycle" : undefined;
    if (name === undefined || taken.has(name)) return;
    taken.add(name);
    abilities[index] = { ...ability, name };
  });
}

// --- triggered ------------------------------------------------------------------------------

const TRIGGERS: readonly (readonly [RegExp, readonly TriggerCondition[]])[] = [
  // "At start of …" is the official wording of Jinx, Loose Cannon.
  [/^at (?:the )?start of your beginning phase,\s*/i, ["start-of-beginning-phase"]],
  [/^when i conquer,\s*/i, ["when-conquer"]],
  // A battlefield's "here" is itself (053.3); its "you" is the player who scores or defends there.
  [/^when you conquer here,\s*/i, ["you-conquer-here"]],
  [/^when you hold here,\s*/i, ["you-hold-here"]],
  [/^when you defend here,\s*/i, ["you-defend-here"]],
  [/^when you conquer,\s*/i, ["you-conquer"]],
  [/^when you hold,\s*/i, ["you-hold"]],
  [/^when i hold,\s*/i, ["when-hold"]],
  // Ornn, Blacksmith and Ivern, Nurturer: one effect on two conditions, two abilities.
  [/^when you play me or when i hold,\s*/i, ["when-played", "when-hold"]],
  // Forgotten Relic: a gear's play and each Beginning Phase.
  [/^when you play this or at the start of your beginning phase,\s*/i, ["when-played", "start-of-beginning-phase"]],
  [/^when a showdown begins here,\s*/i, ["showdown-begins-here"]],
  [/^when i move to a battlefield,\s*/i, ["when-move-to-battlefield"]],
  [/^when i move,\s*/i, ["when-move"]],
  // Blade Twirler: the unit's first move of the turn, by any means.
  [/^the first time i move each turn,\s*/i, ["first-move-each-turn"]],
  [/^when you recycle one or more cards,\s*/i, ["you-recycle-cards"]],
  // Sivir, Battle Mistress.
  [/^when you recycle a rune,\s*/i, ["you-recycle-rune"]],
  [/^when one or more enemy units die,\s*/i, ["enemy-units-die"]],
  // Immortal Phoenix: a kill a spell of yours is responsible for (415.5).
  [/^when you kill a unit with a spell,\s*/i, ["you-kill-unit-with-spell"]],
  // Forgotten Library: a battlefield's ability for the player who controls it.
  [/^while you control this battlefield, when you play a spell,\s*/i, ["you-play-spell-while-you-control-here"]],
  // Karma, Channeler after the Origins errata (2025-10-28).
  [/^when you recycle one or more cards to your main deck,\s*/i, ["you-recycle-cards-to-your-main-deck"]],
  // "When you play this," is how later printings of gear word it (Forge of the Future).
  [/^when (?:you play (?:me|this)|i['’]m played|i am played),\s*/i, ["when-played"]],
  [/^when i attack,\s*/i, ["when-attack"]],
  [/^when i become \[empowered\],\s*/i, ["when-empowered"]],
  // Zed, Master of Shadows.
  [/^when you banish a card you own,\s*/i, ["you-banish-own-card"]],
  // Ravenbloom Prefect.
  [/^when an opponent plays a gear,\s*/i, ["opponent-plays-gear"]],
  // Jhin, Virtuoso ("When you play a spell, if you spent [4] or more, …").
  [/^when you play a spell,\s*/i, ["you-play-spell"]],
  [/^when i defend,\s*/i, ["when-defend"]],
  [/^at the end of your turn,\s*/i, ["end-of-turn"]],
  // Altar of Memories.
  [/^when a friendly unit dies,\s*/i, ["friendly-unit-dies"]],
  // "[Deathknell] — …", and "[Deathknell][>] …" as later cards print the dash.
  [/^\[deathknell\]\s*(?:[—–-]|\[>\])\s*/i, ["deathknell"]],
];

/** "… return this from your trash to your hand": an ability that works from the trash (385.2). */
const WORKS_FROM_TRASH = /\b(?:this|me) from your trash\b/i;

function tryTriggered(b: Builder, rest: Span): boolean {
  const lineText = b.masked.slice(rest.start, rest.end);
  for (const [pattern, triggers] of TRIGGERS) {
    const m = pattern.exec(lineText);
    if (!m) continue;
    let effectStart = rest.start + m[0].length;
    const may = /^you may\s+/i.exec(b.masked.slice(effectStart, rest.end));
    if (may) effectStart += may[0].length;
    // "you must …" (Sigil of the Storm after the Origins errata) is the effect, not a choice.
    const must = may ? null : /^you must\s+/i.exec(b.masked.slice(effectStart, rest.end));
    if (must) effectStart += must[0].length;
    const effectSpan = trimSpan(b.masked, { start: effectStart, end: rest.end });
    const effect = effectSpan.end > effectSpan.start ? parseEffects(b.masked, b.original, effectSpan) : [];
    const fromTrash = WORKS_FROM_TRASH.test(b.masked.slice(effectSpan.start, effectSpan.end));
    for (const trigger of triggers) {
      // Only the conditions the engine looks for in a trash can fire from there (385.2); any other
      // stays unmodelled, with its wording, so it is never counted as done.
      const firesFromTrash = TRASH_TRIGGER_CONDITIONS.includes(trigger);
      const ownEffect = fromTrash && !firesFromTrash ? [unmodelled(b.original, effectSpan)] : effect;
      b.abilities.push({ kind: "triggered", trigger, effect: ownEffect, optional: may !== null, text: slice(b, rest), ...(fromTrash && firesFromTrash ? { activeIn: "trash" as const } : {}) });
    }
    return true;
  }
  return false;
}

// --- effects that depend on a rune's domain (Twisted Fate, Gambler) ---------------------------

const DOMAIN_HEAD = /^reveal the top rune of your rune deck,? (?:then|and) recycle it\. do one of the following based on its domain:?$/i;
const BRANCH = /^\[([A-Za-z]+)\]\s*[—–-]\s*/;

/**
 * "When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following
 * based on its domain:" followed by one line per domain, "[R] — Deal 2 …". Returns how many lines
 * it read (0: not this shape). A branch the engine can't do is unmodelled, like any other text.
 */
function tryDomainBranches(b: Builder, lines: readonly Span[], i: number): number {
  const line = lines[i] as Span;
  const lineText = b.masked.slice(line.start, line.end);
  for (const [pattern, triggers] of TRIGGERS) {
    const m = pattern.exec(lineText);
    const trigger = triggers[0];
    if (!m || trigger === undefined || triggers.length > 1) continue;
    const effectSpan = trimSpan(b.masked, { start: line.start + m[0].length, end: line.end });
    if (!DOMAIN_HEAD.test(normalizedBody(b.masked, effectSpan))) return 0;
    const branches: { domain: Domain; effect: Effect[] }[] = [];
    let k = i + 1;
    for (; k < lines.length; k += 1) {
      const branchLine = lines[k] as Span;
      const head = BRANCH.exec(b.masked.slice(branchLine.start, branchLine.end));
      const info = head ? describeRiftSymbol(head[1] ?? "") : undefined;
      if (!head || info?.kind !== "power" || info.domain === "any" || info.domain === "this") break;
      const span = trimSpan(b.masked, { start: branchLine.start + head[0].length, end: branchLine.end });
      branches.push({ domain: info.domain, effect: parseEffects(b.masked, b.original, span) });
    }
    if (branches.length === 0) return 0;
    const last = lines[k - 1] as Span;
    b.abilities.push({
      kind: "triggered",
      trigger,
      effect: [{ kind: "reveal-rune-then-by-domain", branches }],
      optional: false,
      text: slice(b, { start: line.start, end: last.end }),
    });
    return k - i;
  }
  return 0;
}

// --- modal spells ("Choose one —" then one bullet line per mode) ------------------------------------

/**
 * A spell's "Choose one —" line and the bullet lines after it (355.3): one effect whose modes are the
 * bullets, each parsed like any effect text (what a mode says that isn't modelled stays unmodelled).
 * Returns how many lines it read (0: not this shape).
 */
function tryModes(b: Builder, lines: readonly Span[], i: number): number {
  const line = lines[i] as Span;
  if (!b.isSpell || !/^choose one\s*[—–-]?$/i.test(normalizedBody(b.masked, line))) return 0;
  const modes: { text: string; effect: Effect[] }[] = [];
  let k = i + 1;
  for (; k < lines.length; k += 1) {
    const bullet = lines[k] as Span;
    const head = /^\s*[•·]\s*/.exec(b.masked.slice(bullet.start, bullet.end));
    if (!head) break;
    const span = trimSpan(b.masked, { start: bullet.start + head[0].length, end: bullet.end });
    modes.push({ text: slice(b, span), effect: parseEffects(b.masked, b.original, span) });
  }
  // With no mode modelled at all, the lines are read one by one as before: unmodelled, each quoted.
  if (modes.length < 2 || modes.every((m) => m.effect.every((e) => e.kind === "unmodelled"))) return 0;
  b.onPlay.push({ kind: "choose-one", modes });
  return k - i;
}

// --- what the engine doesn't model ------------------------------------------------------------

/** Every unmodelled clause, located in the text (searching on from the last one found). */
function notModelledFindings(text: string, abilities: readonly Ability[], onPlay: readonly Effect[]): TextProblem[] {
  const clauses: string[] = [];
  const effects = (list: readonly Effect[]): void => {
    for (const e of list) {
      if (e.kind === "unmodelled") clauses.push(e.text);
      if (e.kind === "reveal-rune-then-by-domain") for (const branch of e.branches) effects(branch.effect);
      if (e.kind === "do-this-if-killed-might-at-most") effects(e.ability.effect);
      if (e.kind === "choose-one") for (const mode of e.modes) effects(mode.effect);
      // Every effect that wraps others ("you may … to …", "if you paid …", "if you spent …"): what it wraps counts too.
      if ("effect" in e && Array.isArray(e.effect)) effects(e.effect as readonly Effect[]);
    }
  };
  // Two abilities of one sentence ("When you play me or when I hold") share one effect list.
  const seen = new Set<readonly Effect[]>();
  for (const a of abilities) {
    if (a.kind === "static" && a.effect.kind === "unmodelled") clauses.push(a.text);
    if (a.kind !== "static" && !seen.has(a.effect)) {
      seen.add(a.effect);
      effects(a.effect);
    }
  }
  effects(onPlay);
  const out: TextProblem[] = [];
  let from = 0;
  // As many as problems are listed for one text; past that, one line says how many more there are.
  const max = CARD_TEXT_LIMITS.maxProblems;
  for (const clause of clauses.slice(0, max)) {
    const at = text.indexOf(clause, from);
    const start = at >= 0 ? at : text.indexOf(clause);
    if (start >= 0) from = start + clause.length;
    const message = `"${clause}" is not modelled by the engine: a replay skips it (the transcript notes it).`;
    out.push(start >= 0 ? { start, end: start + clause.length, message } : { start: 0, end: 0, message });
  }
  const more = clauses.length - max;
  if (more > 0) out.push({ start: 0, end: 0, message: `${more.toLocaleString("en-US")} more clauses the engine doesn't model are not listed: only the first ${max} are reported.` });
  return out;
}

// --- additional play cost -------------------------------------------------------------------

/** "As you play me, kill a friendly unit." / "As an additional cost to play me, …". */
function tryAdditionalCost(b: Builder, sentence: Span): boolean {
  if (tryOptionalCost(b, sentence)) return true;
  const m = /^as (?:you play (?:me|this)|an additional cost to play (?:me|this)),\s*/i.exec(
    b.masked.slice(sentence.start, sentence.end),
  );
  if (!m) return false;
  let end = sentence.end;
  if (b.masked.charAt(end - 1) === ".") end -= 1;
  const costSpan = trimSpan(b.masked, { start: sentence.start + m[0].length, end });
  const results = commaSpans(b.masked, costSpan).map((part) => parseCostPart(b.masked, part));
  for (const r of results) b.problems.push(...r.problems);
  if (costSpan.end > costSpan.start && results.every((r) => r.ok)) {
    b.additionalPlayCost.push(...results.flatMap((r) => (r.ok ? r.parts : [])));
  } else if (b.isSpell) {
    b.onPlay.push(unmodelled(b.original, sentence));
  } else {
    b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text: slice(b, sentence) });
  }
  return true;
}

/** "You may discard 1 as an additional cost to play me" / "You may pay [1] as an additional cost to play me". */
function tryOptionalCost(b: Builder, sentence: Span): boolean {
  const m = /^you may (?:discard (\d+|one)|pay \[(\d+)\]) as an additional cost to play (?:me|this)$/i.exec(normalizedBody(b.masked, sentence));
  if (!m) return false;
  b.optionalPlayCost.push(m[2] !== undefined ? { kind: "energy", amount: Number(m[2]) } : { kind: "discard", count: m[1] === "one" ? 1 : Number(m[1]) });
  return true;
}

/** Ability text comes from the original, so hovers show reminder text too. */
function slice(b: Builder, span: Span): string {
  return b.original.slice(span.start, span.end).trim();
}
