/**
 * Magic: The Gathering rules text → engine abilities. One line holds one ability, as in Oracle
 * text; a line may also hold several sentences (statics, keyword lists, a spell's effects).
 *
 *   Cycling {2}{G}                                keyword: cycling / typecycling (702.29)
 *   {T}: Add {C}.                                 mana ability (605)
 *   {3}{W}{W}: Return … Activate only during …    activated ability (602)
 *   When you cycle Krosan Tusker, you may …       triggered ability (603)
 *   Players can't cycle cards.                    static ability
 *
 * Reminder text "(…)" is masked with spaces first, which keeps every offset valid while hiding
 * reminder wording from the matchers. Problems always point into the text as given. A sentence
 * the parser can't read becomes an unmodelled ability or effect, never a guess.
 */
import type { MtgAbility, MtgCardDef, MtgCost, MtgEffect, MtgMode, MtgTargetCount, MtgTargetSpec, SecondTargetSpec, TypeQuery } from "@recycle-rules/engine";
import { shortened, type TextProblem } from "../problems.js";
import { forwardIndexOf, indexWithin } from "../bounded-search.js";
import { parseWithinLimits } from "../text-limits.js";
import { commaSpans, costAndColonSpan, firstSentenceSpan, lineSpans, maskReminders, sentenceSpans, trimSpan, type Span } from "../text-spans.js";
import { checkManaSymbols, isManaRun, readSymbolRun, runText } from "./mana-text.js";
import { readCombatLine } from "./combat-lines.js";
import { onlyCreatures, readSecondTargetSentence, readTwoTargetSentence } from "./two-target-text.js";
import { readControlLine } from "./control-text.js";
import { readSpellLine } from "./assorted-templates.js";
import { readManaProduced } from "./mana-ability-text.js";
import { readBackup } from "./backup-text.js";
import { qualifyDestruction } from "./regeneration-text.js";
import { readCrew } from "./crew-text.js";
import { readCyclingLine } from "./parse-cycling-keyword.js";
import { readGraveyardKeyword } from "./graveyard-keywords-text.js";
import { readAnnihilator } from "./annihilator-text.js";
import { parseMtgEffect } from "./parse-mtg-effects.js";
import { readKeywordList, readStatic } from "./parse-mtg-statics.js";
import { isSacrificeSelf, sacrificeOfTypes } from "./permanent-costs.js";
import { normalizeSentence, selfNameOf, type SelfName } from "./self-name.js";
import { NUMBER_PATTERN, numberWord } from "./words.js";
import { triggerReader, type TriggerReader, type TriggerShape } from "./trigger-conditions.js";

export interface MtgTextContext {
  /** The card's name, so "When you cycle Gempalm Polluter" is known to mean this card. */
  readonly name?: string;
  /** The card's types: an instant's or sorcery's loose sentences are what it does when it resolves. */
  readonly types?: readonly string[];
  /** The card's supertypes: a legendary card's text may name it by a shortened name (201.5). */
  readonly supertypes?: readonly string[];
}

export interface ParsedMtgText {
  readonly abilities: readonly MtgAbility[];
  readonly problems: readonly TextProblem[];
  /** An instant's or sorcery's effect (absent for other cards). */
  readonly spell?: NonNullable<MtgCardDef["spell"]>;
}

interface Builder {
  readonly original: string;
  readonly masked: string;
  readonly self: SelfName;
  readonly isSpell: boolean;
  readonly abilities: MtgAbility[];
  readonly problems: TextProblem[];
  readonly spellEffect: MtgEffect[];
  spellTarget?: MtgTargetSpec;
  spellTargetCount?: MtgTargetCount;
  /** A second word "target" (115.3): "… fights target creature you don't control" (two-target-text.ts). */
  spellSecondTarget?: SecondTargetSpec;
  /** "Choose one — • … • …": the spell's modes (700.2). */
  spellModes?: MtgMode[];
  /** The next "," in `masked` at or after an offset; sentences are read in order, so it's reused. */
  readonly nextComma: (from: number) => number;
  /** Made once per text: it knows the card's name. */
  readonly triggers: TriggerReader;
}

/** Parse card text; see `CARD_TEXT_LIMITS` for how much of it is read and how many problems are listed. */
export function parseMtgText(text: string, context: MtgTextContext = {}): ParsedMtgText {
  return parseWithinLimits(text, (readable) => parseWholeText(readable, context));
}

function parseWholeText(text: string, context: MtgTextContext): ParsedMtgText {
  const masked = maskReminders(text);
  const types = (context.types ?? []).map((t) => t.toLowerCase());
  const self: SelfName = selfNameOf(context.name, context.supertypes);
  const b: Builder = {
    original: text,
    masked,
    self,
    isSpell: types.includes("instant") || types.includes("sorcery"),
    abilities: [],
    problems: checkManaSymbols(text, true),
    spellEffect: [],
    nextComma: forwardIndexOf(masked, ","),
    triggers: triggerReader(self),
  };
  const lines = lineSpans(masked);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Span;
    const bullets = bulletsAfter(b, lines, i);
    if (bullets.length > 0 && tryModal(b, line, bullets)) {
      i += bullets.length;
      continue;
    }
    parseLine(b, line);
  }
  readBackup(b.abilities);
  const problems = [...b.problems].sort((x, y) => x.start - y.start || x.end - y.end);
  if (!b.isSpell) return { abilities: b.abilities, problems };
  const modes = b.spellModes ? { modes: b.spellModes } : {};
  const second = b.spellTarget && b.spellSecondTarget ? { secondTarget: b.spellSecondTarget } : {};
  return { abilities: b.abilities, problems, spell: { effect: b.spellEffect, ...(b.spellTarget ? { target: b.spellTarget } : {}), ...(b.spellTarget && b.spellTargetCount ? { targetCount: b.spellTargetCount } : {}), ...modes, ...second } };
}

// --- modal spells and abilities ("Choose one — • … • …", 700.2) -------------------------------

/** The lines after `lines[at]` that begin with a bullet, up to the first that doesn't. */
function bulletsAfter(b: Builder, lines: readonly Span[], at: number): Span[] {
  const out: Span[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const line = trimSpan(b.masked, lines[i] as Span);
    if (b.masked.charAt(line.start) !== "•") break;
    out.push(line);
  }
  return out;
}

/**
 * "Choose one —" on a spell's line of its own, or ending a trigger ("When this creature enters,
 * choose one —"), followed by its bullet lines: each bullet is a mode (700.2), read like any
 * effect. Anything else before the bullets is left to the other readers (returns false).
 */
function tryModal(b: Builder, line: Span, bullets: readonly Span[]): boolean {
  const lineText = b.masked.slice(line.start, line.end);
  if (!/\bchoose one\s*[—-]\s*$/i.test(lineText)) return false;
  const modes: MtgMode[] = bullets.map((bullet) => {
    let start = bullet.start + 1;
    while (start < bullet.end && /\s/.test(b.masked.charAt(start))) start++;
    const span = { start, end: bullet.end };
    const text = slice(b, span);
    const parsed = parseMtgEffect(b.masked, span, b.self);
    const effect: MtgEffect[] = parsed.optional ? [{ kind: "unmodelled", text }] : parsed.effect;
    return { text: text.replace(/\.$/, ""), effect, ...(parsed.target ? { target: parsed.target } : {}), ...(parsed.targetCount ? { targetCount: parsed.targetCount } : {}) };
  });
  const whole = [slice(b, line), ...bullets.map((s) => slice(b, s))].join(" ");
  if (b.isSpell && /^\s*choose one\s*[—-]\s*$/i.test(lineText)) {
    b.spellModes = modes;
    return true;
  }
  const condition = b.triggers(lineText);
  if (!condition?.shapes || condition.shapes.length === 0 || condition.notModelled !== undefined) return false;
  if (!/^\s*choose one\s*[—-]\s*$/i.test(lineText.slice(condition.length))) return false;
  for (const shape of condition.shapes) b.abilities.push({ kind: "triggered", ...shape, optional: false, effect: [], modes, text: whole });
  return true;
}

function parseLine(b: Builder, line: Span): void {
  if (tryKeywordItems(b, line)) return;
  let start = line.start;
  const cycling = readCyclingLine(b.masked, b.original, line);
  if (cycling) {
    b.problems.push(...cycling.problems);
    b.abilities.push(cycling.ability ?? { kind: "static", effect: { kind: "unmodelled" }, text: slice(b, { start: line.start, end: cycling.end }) });
    start = cycling.end;
    while (start < line.end && /[\s.]/.test(b.masked.charAt(start))) start++;
  }
  if (tryGrantedAbilityLine(b, trimSpan(b.masked, { start, end: line.end }))) return;
  if (tryStaticLine(b, trimSpan(b.masked, { start, end: line.end }))) return;
  if (tryTwoTargetLine(b, trimSpan(b.masked, { start, end: line.end }))) return;
  if (trySpellLine(b, trimSpan(b.masked, { start, end: line.end }))) return;
  while (start < line.end) {
    const rest = trimSpan(b.masked, { start, end: line.end });
    if (rest.start >= rest.end) return;
    if (tryActivated(b, rest) || tryTriggered(b, rest) || tryTriggered(b, afterAbilityWord(b, rest))) return;
    const sentence = firstSentenceSpan(b.masked, rest) ?? rest;
    parseSentence(b, sentence);
    start = sentence.end;
  }
}

/**
 * A line of keywords and their costs, one of them cycling: "Swampcycling {2}, mountaincycling {2}",
 * "Madness {R}, cycling {1}{R}, kicker {2}{R}, flashback {3}{R}, buyback {4}{R}". Each item is read
 * alone: a cycling keyword as a cycling ability, another as a static ability or a keyword, and an
 * item neither knows as unmodelled. Returns false, reading nothing, for any other line.
 */
function tryKeywordItems(b: Builder, line: Span): boolean {
  const items = commaSpans(b.masked, line);
  if (items.length < 2 || !items.every((item) => isKeywordItem(b.masked.slice(item.start, item.end)))) return false;
  const cyclings = items.map((item) => readCyclingLine(b.masked, b.original, item));
  if (cyclings.every((c) => c === undefined)) return false;
  items.forEach((item, i) => {
    const cycling = cyclings[i];
    if (cycling) {
      b.problems.push(...cycling.problems);
      b.abilities.push(cycling.ability ?? { kind: "static", effect: { kind: "unmodelled" }, text: slice(b, { start: item.start, end: cycling.end }) });
      return;
    }
    const words = normalizeSentence(b.masked.slice(item.start, item.end), b.self);
    const keyword = readKeywordList(words)?.[0];
    const text = slice(b, item);
    if (keyword) b.abilities.push({ kind: "static", effect: { kind: "keyword", keyword }, text: keyword });
    else b.abilities.push({ kind: "static", effect: readStatic(words) ?? { kind: "unmodelled" }, text });
  });
  return true;
}

/**
 * "madness {R}", "mountaincycling {2}", "flying": words, then mana symbols or nothing. Checked by
 * hand, not by one pattern, so a long run of spaces is read once.
 */
function isKeywordItem(item: string): boolean {
  const brace = item.indexOf("{");
  const words = (brace < 0 ? item : item.slice(0, brace)).trimEnd();
  if (!/^[A-Za-z][A-Za-z ]*$/.test(words) || words.split(" ").filter(Boolean).length > 3) return false;
  return brace < 0 || /^(?:\{[^{}]*\}\s?)+\.?$/.test(item.slice(brace));
}

/**
 * "Bad Breath — When this creature enters, …": an ability word before a dash has no rules meaning
 * (207.2c), so the ability is read from the word after the dash. A span that has none is given
 * back empty, which reads as nothing.
 */
function afterAbilityWord(b: Builder, rest: Span): Span {
  const m = /^[A-Z][A-Za-z',]*(?: [A-Za-z',]+){0,4} — (?=(?:When|Whenever|At) )/.exec(b.masked.slice(rest.start, Math.min(rest.end, rest.start + 80)));
  return m ? { start: rest.start + m[0].length, end: rest.end } : { start: rest.end, end: rest.end };
}

/** Text for transcripts and hovers comes from the original, without a final period. */
function slice(b: Builder, span: Span): string {
  return b.original.slice(span.start, span.end).trim();
}

// --- activated and mana abilities -----------------------------------------------------------

type CostPart =
  | { kind: "mana"; mana: string; waterbend?: boolean }
  | { kind: "tap" }
  | { kind: "life"; n: number }
  | { kind: "discard" }
  | { kind: "discard-cards"; count: number }
  | { kind: "sacrifice" }
  | { kind: "exert" }
  | { kind: "sacrifice-a"; query: TypeQuery; count: number }
  | { kind: "remove"; counter: string; count: number }
  | { kind: "unknown" };

function readCostPart(b: Builder, span: Span): CostPart {
  const run = readSymbolRun(b.masked, span.start, span.end);
  if (run && run.span.end === span.end) {
    if (run.symbols.length === 1 && run.symbols[0] === "T") return { kind: "tap" };
    if (isManaRun(run)) return { kind: "mana", mana: runText(run) };
  }
  const words = normalizeSentence(b.masked.slice(span.start, span.end), b.self);
  const life = /^pay (\d+) life$/.exec(words);
  if (life) return { kind: "life", n: Number(life[1]) };
  if (words === "discard ~") return { kind: "discard" };
  // Giant Koi: "Waterbend {3}" (701.67a), a mana cost whose generic mana artifacts and creatures may help pay.
  const waterbend = /^waterbend ((?:\{[0-9]+\})+)$/.exec(words);
  if (waterbend) return { kind: "mana", mana: waterbend[1] ?? "", waterbend: true };
  // Exert (701.43a): Basri, Tomorrow's Champion's "{W}, {T}, Exert Basri".
  if (words === "exert ~") return { kind: "exert" };
  // Undead Gladiator: "Discard a card" (701.9a), from its controller's hand.
  const discard = new RegExp(`^discard (${NUMBER_PATTERN}) cards?$`).exec(words);
  const discarded = discard ? numberWord(discard[1] ?? "") : undefined;
  if (discarded) return { kind: "discard-cards", count: discarded };
  // Ominous Seas: "Remove eight foreshadow counters from ~" (a cost paid only with that many, 118.3).
  const remove = new RegExp(`^remove (${NUMBER_PATTERN}) ([a-z]+) counters? from ~$`).exec(words);
  const removed = remove ? numberWord(remove[1] ?? "") : undefined;
  if (remove && removed) return { kind: "remove", counter: remove[2] ?? "", count: removed };
  if (isSacrificeSelf(words)) return { kind: "sacrifice" };
  const sacrificed = sacrificeOfTypes(words);
  if (sacrificed) return { kind: "sacrifice-a", query: sacrificed.query, count: sacrificed.count };
  return { kind: "unknown" };
}

/** The one "Remove N … counters from ~" of a cost (a cost with two is left unmodelled before this). */
function removeCountersOf(parts: readonly CostPart[]): Pick<MtgCost, "removeCounters"> {
  const removes = parts.flatMap((p) => (p.kind === "remove" ? [p] : []));
  return removes.length === 1 && removes[0] ? { removeCounters: { counter: removes[0].counter, count: removes[0].count } } : {};
}

/**
 * "Sacrifice a land", "Sacrifice two Eldrazi": one such part is read; two ("Sacrifice a land,
 * Sacrifice a creature") are more than the engine pays.
 */
function sacrificePart(parts: readonly CostPart[]): Pick<MtgCost, "sacrifice" | "sacrificeCount"> {
  const found = parts.flatMap((p) => (p.kind === "sacrifice-a" ? [p] : []));
  const one = found.length === 1 ? found[0] : undefined;
  return one ? { sacrifice: one.query, ...(one.count > 1 ? { sacrificeCount: one.count } : {}) } : {};
}

/** "Discard a card" (one such part; "Discard ~" is `discardSelf`). */
function discardPart(parts: readonly CostPart[]): Pick<MtgCost, "discardCards"> {
  const found = parts.flatMap((p) => (p.kind === "discard-cards" ? [p.count] : []));
  return found.length === 1 && found[0] ? { discardCards: found[0] } : {};
}

/** "<cost>: <effect>". Returns false if the text isn't shaped like one. */
function tryActivated(b: Builder, rest: Span): boolean {
  const colon = indexWithin(b.masked, ":", costAndColonSpan(b.masked, rest));
  if (colon < 0) return false;
  const costSpan = trimSpan(b.masked, { start: rest.start, end: colon });
  if (costSpan.end <= costSpan.start || sentenceSpans(b.masked, costSpan).length > 1) return false;
  const parts: CostPart[] = [];
  let from = costSpan.start;
  for (const piece of b.masked.slice(costSpan.start, costSpan.end).split(",")) {
    parts.push(readCostPart(b, trimSpan(b.masked, { start: from, end: from + piece.length })));
    from += piece.length + 1;
  }
  if (parts.every((p) => p.kind === "unknown")) return false;
  const text = slice(b, rest);
  // Two "Remove … counters" parts, or two "Sacrifice a …" parts, aren't read.
  // A waterbend cost beside other mana ("{1}, Waterbend {2}") isn't read: only its own generic mana may be tapped for (701.67b).
  const waterbendWithMana = parts.some((p) => p.kind === "mana" && p.waterbend) && parts.filter((p) => p.kind === "mana").length > 1;
  if (waterbendWithMana || parts.some((p) => p.kind === "unknown") || ["sacrifice-a", "remove", "discard-cards"].some((kind) => parts.filter((p) => p.kind === kind).length > 1)) {
    b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text });
    return true;
  }
  const cost: MtgCost = {
    ...(parts.some((p) => p.kind === "mana") ? { mana: parts.flatMap((p) => (p.kind === "mana" ? [p.mana] : [])).join("") } : {}),
    ...(parts.some((p) => p.kind === "mana" && p.waterbend) ? { waterbend: true } : {}),
    ...(parts.some((p) => p.kind === "life") ? { life: parts.reduce((n, p) => n + (p.kind === "life" ? p.n : 0), 0) } : {}),
    ...(parts.some((p) => p.kind === "tap") ? { tapSelf: true } : {}),
    ...(parts.some((p) => p.kind === "discard") ? { discardSelf: true } : {}),
    ...(parts.some((p) => p.kind === "sacrifice") ? { sacrificeSelf: true } : {}),
    ...(parts.some((p) => p.kind === "exert") ? { exertSelf: true } : {}),
    ...removeCountersOf(parts),
    ...sacrificePart(parts),
    ...discardPart(parts),
  };
  const effectSpan = trimSpan(b.masked, { start: colon + 1, end: rest.end });
  if (effectSpan.end <= effectSpan.start) {
    b.problems.push({ start: colon, end: colon + 1, message: "This ability has a cost but no effect after the colon." });
    b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text });
    return true;
  }
  const effectWords = normalizeSentence(b.masked.slice(effectSpan.start, effectSpan.end), b.self);
  const mana = readManaProduced(effectWords);
  // A tap and/or a sacrifice of itself (an Eldrazi Spawn's "Sacrifice this creature: Add {C}."), with
  // mana or not (Capital City's "{1}, {T}: Add one mana of any color."), pays for it.
  if (mana && (cost.tapSelf || cost.sacrificeSelf) && !cost.life && !cost.discardSelf && !cost.discardCards) {
    b.abilities.push({ kind: "mana", cost, produces: mana.produces, ...(mana.count ? { count: mana.count } : {}), ...(mana.chosenColor ? { chosenColor: true } : {}), text });
    return true;
  }
  // Any other ability that adds mana is still a mana ability (605.1a): it doesn't use the stack,
  // and "unless they're mana abilities" spares it. The engine has no such ability ("{R}{G}", "X
  // mana", a cost without a tap or sacrifice): unmodelled, never played as an ability that uses the stack.
  if (/^add\b/.test(effectWords)) {
    b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text });
    return true;
  }
  b.abilities.push(activated(b, cost, effectSpan, text));
  return true;
}

/** The effect sentences, with "Activate only …" restrictions (602.1b) taken out. */
function activated(b: Builder, cost: MtgCost, effectSpan: Span, text: string): MtgAbility {
  let timing: "instant" | "sorcery" | "your-upkeep" = "instant";
  let end = effectSpan.end;
  for (const s of sentenceSpans(b.masked, effectSpan)) {
    const words = normalizeSentence(b.masked.slice(s.start, s.end), b.self);
    // "Activate only …" and the older "Activate this ability only …" (Undead Gladiator) say the same (602.1b).
    const restriction = /^activate (?:this ability )?only during your upkeep$/.test(words) ? "your-upkeep" : /^activate (?:this ability )?only as a sorcery$/.test(words) ? "sorcery" : undefined;
    if (restriction) {
      timing = restriction;
      end = Math.min(end, s.start);
    }
  }
  const parsed = parseMtgEffect(b.masked, { start: effectSpan.start, end }, b.self);
  // Several targets of an activated ability aren't chosen by the engine: kept whole as text.
  const effect: MtgEffect[] = parsed.optional || parsed.targetCount ? [{ kind: "unmodelled", text: slice(b, effectSpan) }] : parsed.effect;
  // Where it works (113.6): "Discard this card" means from hand; returning it from your graveyard, from there.
  const zone = cost.discardSelf ? "hand" : effect.some((e) => e.kind === "return-self-to-hand") ? "graveyard" : "battlefield";
  return { kind: "activated", cost, effect, zone, timing, ...(parsed.target ? { target: parsed.target } : {}), text };
}

// --- triggered abilities --------------------------------------------------------------------

function tryTriggered(b: Builder, rest: Span): boolean {
  const lineText = b.masked.slice(rest.start, rest.end);
  const condition = b.triggers(lineText);
  let shapes: TriggerShape[] | undefined = condition?.shapes;
  let length = condition?.length ?? 0;
  const notModelled = condition?.notModelled;
  // A condition read without a trigger it models (an entering permanent's words not read whole).
  if (shapes?.length === 0) return false;
  if (!shapes) {
    // "When you cycle <some other name>, …": the card's own trigger, named wrongly. Without a comma
    // ahead it can't match; checking that first keeps a comma-less line of "When you cycle …"
    // sentences from being read to its end once per sentence.
    const comma = b.nextComma(rest.start);
    if (comma < 0 || comma >= rest.end) return false;
    const other = /^when\s+you\s+cycle\s+([^,]+?),\s*/i.exec(lineText);
    if (!other) return false;
    const named = other[1] ?? "";
    if (b.self.name) {
      const at = rest.start + other[0].indexOf(named, "when you cycle".length);
      b.problems.push({ start: at, end: at + named.length, message: `"When you cycle …" refers to the card it is on: write "${shortened(b.self.name)}" or "this card" (702.29c), not "${shortened(named)}".`, replacement: b.self.name });
    }
    shapes = [{ trigger: "when-you-cycle-this" }];
    length = other[0].length;
  }
  const effectSpan = trimSpan(b.masked, { start: rest.start + length, end: rest.end });
  const read = parseMtgEffect(b.masked, effectSpan, b.self);
  // "That player's graveyard" names a player only a "deals combat damage to a player" trigger knows.
  // "Counter that spell" names the spell only a "whenever an opponent casts a spell" trigger knows;
  // "that player" a player only some triggers name (the defending player, the enchanted permanent's controller).
  const unknownThat =
    (namesThatPlayer(read) && !shapes.every((s) => s.trigger === "whenever-this-deals-combat-damage-to-a-player")) ||
    (read.effect.some((e) => e.kind === "counter-that-spell") && !shapes.every((s) => s.trigger === "whenever-an-opponent-casts")) ||
    (read.effect.some(affectsThatPlayer) && !shapes.every(namesAPlayer)) ||
    // "That creature" of Dragon Wings is the one its graveyard trigger saw enter; that trigger does nothing else.
    read.effect.some((e) => e.kind === "return-self-attached-to-that-permanent") !== shapes.some((s) => s.trigger === "whenever-a-permanent-enters-while-in-graveyard") ||
    (shapes.some((s) => s.trigger === "whenever-a-permanent-enters-while-in-graveyard") && (shapes.length !== 1 || read.effect.length !== 1));
  const parsed = unknownThat ? { ...read, effect: [{ kind: "unmodelled", text: slice(b, effectSpan) } as const] } : read;
  const text = slice(b, rest);
  for (const shape of shapes) {
    b.abilities.push({ kind: "triggered", ...shape, optional: parsed.optional, ...(parsed.target ? { target: parsed.target } : {}), ...(parsed.targetCount ? { targetCount: parsed.targetCount } : {}), effect: parsed.effect, text });
  }
  // The condition's other half ("or it dies") is kept as its own unmodelled part, never dropped.
  if (notModelled !== undefined) {
    const at = b.original.toLowerCase().indexOf(notModelled, rest.start);
    b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text: at >= 0 && at < rest.end ? b.original.slice(at, at + notModelled.length) : notModelled });
  }
  return true;
}

// --- sentences on their own -----------------------------------------------------------------

/**
 * A static ability of several sentences, the later ones qualifying the first: Heartstone's
 * "… cost {1} less to activate. This effect can't reduce the mana in that cost to less than one
 * mana." Read as one ability, so the floor is never lost to a sentence of its own.
 */
function tryStaticLine(b: Builder, span: Span): boolean {
  if (span.start >= span.end || sentenceSpans(b.masked, span).length < 2) return false;
  const effect = readStatic(normalizeSentence(b.masked.slice(span.start, span.end), b.self));
  if (!effect || effect.kind === "unmodelled") return false;
  b.abilities.push({ kind: "static", effect, text: slice(b, span) });
  return true;
}

/**
 * Footfall Crater: 'Enchanted land has "{T}: Target creature gains trample and haste until end of
 * turn."' The quoted text is read as a card's line would be; only an activated or mana ability
 * read whole, with no problem, is given (613.1f). Returns false, reading nothing, otherwise.
 */
function tryGrantedAbilityLine(b: Builder, span: Span): boolean {
  const m = /^enchanted (land|creature|permanent) has ["“]([^"”]+)["”]\.?$/i.exec(b.masked.slice(span.start, span.end));
  if (!m) return false;
  const quoted = parseMtgText(m[2] ?? "", { types: [m[1] === "land" ? "Land" : "Creature"] });
  const [ability] = quoted.abilities;
  const whole = quoted.abilities.length === 1 && quoted.problems.length === 0 && ability !== undefined && (ability.kind === "activated" || ability.kind === "mana");
  if (!whole || (ability.kind === "activated" && ability.effect.some((e) => e.kind === "unmodelled"))) return false;
  b.abilities.push({ kind: "static", effect: { kind: "enchanted-has", abilities: [ability] }, text: slice(b, span) });
  return true;
}

/**
 * "Vigilance, ward {2}": keywords and statics with a cost in one list, each read alone (702.21a's
 * ward is no plain keyword). Undefined unless every item is read.
 */
function readKeywordsAndStatics(words: string): MtgAbility[] | undefined {
  const items = words.split(/,\s*/).filter(Boolean);
  if (items.length < 2) return undefined;
  const read = items.map((item): MtgAbility | undefined => {
    const keyword = readKeywordList(item)?.[0];
    if (keyword) return { kind: "static", effect: { kind: "keyword", keyword }, text: keyword };
    const effect = readStatic(item);
    return effect && effect.kind !== "unmodelled" ? { kind: "static", effect, text: item.charAt(0).toUpperCase() + item.slice(1) } : undefined;
  });
  return read.every((a) => a !== undefined) ? (read as MtgAbility[]) : undefined;
}

/** A spell's line whose sentences only mean something together (assorted-templates.ts), read whole. */
function trySpellLine(b: Builder, span: Span): boolean {
  if (!b.isSpell || span.start >= span.end || sentenceSpans(b.masked, span).length < 2) return false;
  const words = normalizeSentence(b.masked.slice(span.start, span.end), b.self).replace(/\.$/, "");
  const line = readSpellLine(words) ?? readControlLine(words) ?? readCombatLine(words);
  if (!line) return false;
  b.spellEffect.push(...line.effect);
  if (line.target && b.spellTarget === undefined) {
    b.spellTarget = line.target;
    if (line.targetCount) b.spellTargetCount = line.targetCount;
  }
  return true;
}

/**
 * A spell's line with two target words joined by its effect (two-target-text.ts): one sentence
 * with both ("Target creature you control fights target creature you don't control."), or a
 * first sentence read as any effect on its one target and a second about that target with a
 * target word of its own ("Put a +1/+1 counter on target creature you control. Then that
 * creature deals damage equal to its power to target creature an opponent controls."). Only the
 * spell's first targeted line is read so; returns false, reading nothing, otherwise.
 */
function tryTwoTargetLine(b: Builder, span: Span): boolean {
  if (!b.isSpell || span.start >= span.end || b.spellTarget !== undefined) return false;
  const sentences = sentenceSpans(b.masked, span);
  const wordsOf = (s: Span) => normalizeSentence(b.masked.slice(s.start, s.end), b.self).replace(/\.$/, "");
  const [first, later] = sentences;
  if (!first || sentences.length > 2) return false;
  if (!later) {
    const whole = readTwoTargetSentence(wordsOf(first));
    if (!whole) return false;
    b.spellEffect.push(...whole.effect);
    b.spellTarget = whole.target;
    b.spellSecondTarget = whole.secondTarget;
    return true;
  }
  const second = readSecondTargetSentence(wordsOf(later));
  if (!second) return false;
  const parsed = parseMtgEffect(b.masked, first, b.self);
  if (parsed.optional || parsed.targetCount || parsed.target === undefined || !onlyCreatures(parsed.target) || parsed.effect.some((e) => e.kind === "unmodelled")) return false;
  b.spellEffect.push(...parsed.effect, ...second.effect);
  b.spellTarget = parsed.target;
  b.spellSecondTarget = second.secondTarget;
  return true;
}

/**
 * The readers of a sentence that is itself one ability or several (crew, a static ability, a list
 * of keywords, embalm or eternalize, keywords mixed with statics), in the order they are tried:
 * the first that reads it gives the sentence's abilities.
 */
const ABILITY_SENTENCE_READERS: readonly ((words: string, text: string) => readonly MtgAbility[] | undefined)[] = [
  (words, text) => one(readCrew(words, text)),
  (words, text) => {
    const effect = readStatic(words);
    return effect ? [{ kind: "static", effect, text }] : undefined;
  },
  (words) => readKeywordList(words)?.map((keyword): MtgAbility => ({ kind: "static", effect: { kind: "keyword", keyword }, text: keyword })),
  (words, text) => one(readGraveyardKeyword(words, text)),
  (words, text) => one(readAnnihilator(words, text)),
  (words) => readKeywordsAndStatics(words),
];

const one = (ability: MtgAbility | undefined): readonly MtgAbility[] | undefined => (ability ? [ability] : undefined);

function parseSentence(b: Builder, sentence: Span): void {
  const words = normalizeSentence(b.masked.slice(sentence.start, sentence.end), b.self);
  const text = slice(b, sentence);
  for (const read of ABILITY_SENTENCE_READERS) {
    const abilities = read(words, text);
    if (abilities) {
      b.abilities.push(...abilities);
      return;
    }
  }
  if (b.isSpell && !/^madness\b/.test(words)) {
    // Razaketh's Rite: "… put that card into your hand. Then shuffle your library." is the search's own shuffle (701.23).
    if (/^then shuffle( your library)?$/.test(words) && b.spellEffect[b.spellEffect.length - 1]?.kind === "search") return;
    // "It can't be regenerated." qualifies the destruction of the sentence before (701.19a).
    const qualified = qualifyDestruction(b.spellEffect[b.spellEffect.length - 1], words);
    if (qualified) {
      b.spellEffect[b.spellEffect.length - 1] = qualified;
      return;
    }
    const parsed = parseMtgEffect(b.masked, sentence, b.self);
    b.spellEffect.push(...(parsed.optional || namesThatPlayer(parsed) ? [{ kind: "unmodelled", text } as const] : parsed.effect));
    if (parsed.target && b.spellTarget === undefined) {
      b.spellTarget = parsed.target;
      if (parsed.targetCount) b.spellTargetCount = parsed.targetCount;
    }
    return;
  }
  // Madness, "begin the game with it on the battlefield", granted abilities …: kept as text.
  b.abilities.push({ kind: "static", effect: { kind: "unmodelled" }, text });
}

/** An effect on "that player" (MtgPlayerRef "that-player"), at its top or in what it does otherwise. */
function affectsThatPlayer(e: MtgEffect): boolean {
  if (e.kind === "unless-you-pay") return e.payer === "that-player" || e.otherwise.some(affectsThatPlayer);
  return "who" in e && e.who === "that-player";
}

/** Trigger shapes whose trigger names "that player": the defending player (506.2), the one dealt combat damage, the enchanted permanent's controller. */
function namesAPlayer(shape: TriggerShape): boolean {
  return shape.trigger === "whenever-attacks" || shape.trigger === "whenever-this-deals-combat-damage-to-a-player" || shape.beginningOf?.whose === "enchanted-controller";
}

/** A target "from that player's graveyard" (Scion of Darkness). */
function namesThatPlayer(parsed: { readonly target?: MtgTargetSpec }): boolean {
  const spec = parsed.target;
  return typeof spec === "object" && "graveyardCard" in spec && spec.whose === "that-player";
}
