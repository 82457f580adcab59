/**
 * The trigger conditions the MTG parser reads, up to and with their comma: "When you cycle this
 * card,", "Whenever you cycle or discard another card,", "When Krosan Tusker enters,".
 *
 * The patterns are compiled once. Where a condition names the card (`SELF`: "this card",
 * "CARDNAME", "~" or the card's name), the condition is a list of pieces and the name is matched
 * by hand (self-name.ts) between them, since a pattern made of each card's name was most of the
 * cost of parsing a card not seen before. The match is the one the pattern with the name in it
 * would find; only a name of other whitespace than single spaces between words is still read by
 * such a pattern, compiled once per text.
 */
import type { MtgTriggeredAbility } from "@recycle-rules/engine";
import { isPlainName, plainNameEnd, type SelfName } from "./self-name.js";
import { typeQueryFromWords } from "./type-line.js";
import { readTargetPhrase } from "./target-phrase.js";
import { escapeRegExp } from "./words.js";

export type TriggerShape = Pick<MtgTriggeredAbility, "trigger" | "another" | "firstEachTurn" | "nth" | "cycledThisTurnAtLeast" | "yourTurnOnly" | "ifSelfIs" | "beginningOf" | "enters" | "entering" | "lifeLeader" | "ifCast">;

/** A condition at the start of a line: the triggers it reads, how long it is with its comma, and its words the engine doesn't model. */
export interface TriggerCondition {
  readonly shapes: TriggerShape[];
  readonly length: number;
  readonly notModelled?: string;
}

/** Where the card names itself. */
const SELF = "self";

/** A piece of a condition: words (a sticky pattern), the card naming itself, or pieces that may be left out. */
type Piece = RegExp | typeof SELF | { readonly optional: readonly Piece[] };

interface Rule {
  /** The words the condition starts with; their match is given to `read`, for its groups. */
  readonly start: RegExp;
  /** What follows those words in a condition that names the card. */
  readonly then?: readonly Piece[];
  readonly read: (m: RegExpExecArray) => TriggerShape[];
  readonly notModelled?: string;
}

/** Words of a condition, matched at one offset; a space is any run of whitespace. */
const words = (source: string): RegExp => new RegExp(source.replace(/ /g, "\\s+"), "iy");

const COMMA = words(",\\s*");

const RULES: readonly Rule[] = [
  { start: words("when you cycle "), then: [SELF, COMMA], read: () => [{ trigger: "when-you-cycle-this" }] },
  // The Eldrazi of Modern Horizons 3: two conditions, one ability each (601.2i, 702.29c).
  { start: words("when you cast or cycle "), then: [SELF, COMMA], read: () => [{ trigger: "when-you-cast-this" }, { trigger: "when-you-cycle-this" }] },
  // The Sojourners (Shards of Alara): two conditions, one ability each (702.29c, 700.4).
  { start: words("when you cycle "), then: [SELF, words(" or it dies,\\s*")], read: () => [{ trigger: "when-you-cycle-this" }, { trigger: "when-dies" }] },
  {
    start: words("whenever you cycle "),
    then: [SELF, words(" or cycle another card"), { optional: [words(" while "), SELF, words(" is on the battlefield")] }, COMMA],
    read: () => [{ trigger: "when-you-cycle-this" }, { trigger: "whenever-you-cycle", another: true }],
  },
  {
    start: words("whenever you cycle or discard (a|another) card,\\s*"),
    read: (m) => [{ trigger: "whenever-you-cycle-or-discard", ...(m[1]?.toLowerCase() === "another" ? { another: true } : {}) }],
  },
  { start: words("whenever a player cycles a card,\\s*"), read: () => [{ trigger: "whenever-a-player-cycles" }] },
  { start: words("whenever you discard one or more cards,\\s*"), read: () => [{ trigger: "whenever-you-discard-one-or-more" }] },
  {
    start: words("whenever you cycle (a|another) card( for the first time each turn)?,\\s*"),
    read: (m) => [{ trigger: "whenever-you-cycle", ...(m[1]?.toLowerCase() === "another" ? { another: true } : {}), ...(m[2] ? { firstEachTurn: true } : {}) }],
  },
  // Herald of the Forgotten's intervening "if you cast it" (603.4).
  { start: words("when "), then: [SELF, words(" enters(?: the battlefield)?, if you cast it,\\s*")], read: () => [{ trigger: "when-enters", ifCast: true }] },
  { start: words("when "), then: [SELF, words(" enters(?: the battlefield)?,\\s*")], read: () => [{ trigger: "when-enters" }] },
  { start: words("when "), then: [SELF, words(" dies,\\s*")], read: () => [{ trigger: "when-dies" }] },
  // "When this creature enters" (the current Oracle wording of a permanent naming itself by type).
  { start: words("when this (?:creature|vehicle|land|artifact|enchantment) enters(?: the battlefield)?,\\s*"), read: () => [{ trigger: "when-enters" }] },
  { start: words("when this creature dies,\\s*"), read: () => [{ trigger: "when-dies" }] },
  // 508.3a: "Whenever this creature attacks"; with "enters or", two conditions, one ability each.
  { start: words("whenever this creature (enters or )?attacks,\\s*"), read: (m) => [...(m[1] ? [{ trigger: "when-enters" as const }] : []), { trigger: "whenever-attacks" }] },
  { start: words("whenever "), then: [SELF, words(" attacks,\\s*")], read: () => [{ trigger: "whenever-attacks" }] },
  { start: words("whenever you cast a noncreature spell,\\s*"), read: () => [{ trigger: "whenever-you-cast-noncreature" }] },
  // Veiled Serpent's, with its intervening "if" (603.4).
  { start: words("when an opponent casts a spell, if "), then: [SELF, words(" is an enchantment,\\s*")], read: () => [{ trigger: "whenever-an-opponent-casts", ifSelfIs: "Enchantment" }] },
  // Decree of Silence: every spell an opponent casts (601.2i); "that spell" is the one cast.
  { start: words("whenever an opponent casts a spell,\\s*"), read: () => [{ trigger: "whenever-an-opponent-casts" }] },
  { start: words("whenever you draw your second card each turn,\\s*"), read: () => [{ trigger: "whenever-you-draw-nth", nth: 2 }] },
  { start: words("whenever you draw a card,\\s*"), read: () => [{ trigger: "whenever-you-draw" }] },
  { start: words("whenever a creature you control deals combat damage to a player,\\s*"), read: () => [{ trigger: "whenever-your-creature-deals-combat-damage-to-a-player" }] },
  // 503.1a and 507.1: the beginning of an upkeep or of combat, on its controller's turn or on every turn.
  // Wild Dogs' intervening "if a player has more life than each other player" (603.4).
  {
    start: words("at the beginning of (your|each) upkeep,( if a player has more life than each other player,)?\\s*"),
    read: (m) => [{ trigger: "at-beginning-of-step", beginningOf: { step: "upkeep", whose: m[1]?.toLowerCase() === "your" ? "yours" : "each" }, ...(m[2] ? { lifeLeader: true } : {}) }],
  },
  // Power Taint: an Aura's trigger on the turn of the enchanted permanent's controller (303.4b), "that player".
  {
    start: words("at the beginning of the upkeep of enchanted (?:artifact|creature|enchantment|land|permanent)'s controller,\\s*"),
    read: () => [{ trigger: "at-beginning-of-step", beginningOf: { step: "upkeep", whose: "enchanted-controller" } }],
  },
  { start: words("at the beginning of (each combat|combat on your turn),\\s*"), read: (m) => [{ trigger: "at-beginning-of-step", beginningOf: { step: "combat", whose: m[1]?.toLowerCase() === "each combat" ? "each" : "yours" } }] },
  // Scion of Darkness: its own combat damage; "that player" is the one dealt it (510.2).
  { start: words("whenever "), then: [SELF, words(" deals combat damage to a player,\\s*")], read: () => [{ trigger: "whenever-this-deals-combat-damage-to-a-player" }] },
  { start: words("whenever this creature deals combat damage to a player,\\s*"), read: () => [{ trigger: "whenever-this-deals-combat-damage-to-a-player" }] },
  // 513.1, with Spellpyre Phoenix's intervening "if" (603.4).
  {
    start: words("at the beginning of (the|each|your) end step,(?: if you cycled (two|three|four) or more cards this turn,)?\\s*"),
    read: (m) => [
      {
        trigger: "at-beginning-of-end-step",
        ...(m[1]?.toLowerCase() === "your" ? { yourTurnOnly: true } : {}),
        ...(m[2] ? { cycledThisTurnAtLeast: { two: 2, three: 3, four: 4 }[m[2].toLowerCase()] ?? 2 } : {}),
      },
    ],
  },
  // Landfall (an ability word, 207.2c) and "another artifact enters the battlefield under your control" (603.6a).
  {
    start: words("(?:landfall — )?whenever (a|an|another) (artifact|creature|enchantment|land) (?:you control enters(?: the battlefield)?|enters(?: the battlefield)? under your control),\\s*"),
    read: (m) => [{ trigger: "whenever-permanent-you-control-enters", enters: typeQueryFromWords(m[2]?.toLowerCase() ?? ""), ...(m[1]?.toLowerCase() === "another" ? { another: true } : {}) }],
  },
  // Dragon Wings: anyone's permanent of a kind and a size entering (603.6a); parse-mtg-text.ts keeps it
  // to an ability that returns the card from the graveyard, where it works (113.6).
  {
    start: words("(?:when|whenever) an? (artifact|creature|enchantment|land|permanent) with ((?:power|toughness|mana value|converted mana cost) \\d+ or (?:greater|less)) enters(?: the battlefield)?,\\s*"),
    read: (m) => {
      const spec = readTargetPhrase(`${m[1]?.toLowerCase()} with ${m[2]?.toLowerCase()}`);
      const entering = typeof spec === "object" && "permanent" in spec && spec.controller === undefined ? spec : undefined;
      return entering ? [{ trigger: "whenever-a-permanent-enters-while-in-graveyard", entering }] : [];
    },
  },
];

/** The other ways a card names itself, tried before its name in this order. */
const OTHER_SELF = [words("this card"), words("cardname"), words("~")];

/** Reads the condition a line starts with, for one card; undefined when the line starts with none. */
export type TriggerReader = (line: string) => TriggerCondition | undefined;

/** A reader for the text of one card (`self`): made once per text. */
export function triggerReader(self: SelfName): TriggerReader {
  const name = self.name;
  if (name && !isPlainName(name)) return patternReader(name, self.shortName);
  return (line) => {
    for (const rule of RULES) {
      rule.start.lastIndex = 0;
      const m = rule.start.exec(line);
      if (!m) continue;
      const end = endOf(line, rule.then ?? [], 0, m[0].length, self);
      if (end >= 0) return condition(rule, m, end);
    }
    return undefined;
  };
}

function condition(rule: Rule, m: RegExpExecArray, length: number): TriggerCondition {
  return { shapes: rule.read(m), length, ...(rule.notModelled !== undefined ? { notModelled: rule.notModelled } : {}) };
}

/**
 * Where `pieces` from `i` on end when matched at `at`, as one pattern of them would match: each
 * way of naming the card in order, an optional part first with it. Words followed by more pieces
 * can match in one way only (their whitespace runs up to a word), so they need no second try.
 */
function endOf(text: string, pieces: readonly Piece[], i: number, at: number, self: SelfName): number {
  if (i === pieces.length) return at;
  const piece = pieces[i]!;
  if (piece === SELF) {
    for (const end of selfEnds(text, at, self)) {
      const whole = endOf(text, pieces, i + 1, end, self);
      if (whole >= 0) return whole;
    }
    return -1;
  }
  if (piece instanceof RegExp) {
    piece.lastIndex = at;
    const m = piece.exec(text);
    if (!m) return -1;
    return endOf(text, pieces, i + 1, at + m[0].length, self);
  }
  const withIt = endOf(text, [...piece.optional, ...pieces.slice(i + 1)], 0, at, self);
  return withIt >= 0 ? withIt : endOf(text, pieces, i + 1, at, self);
}

/** Where the card's naming of itself at `at` ends, each way it can: "this card" …, its name, its short name (201.5). */
function selfEnds(text: string, at: number, self: SelfName): number[] {
  const ends: number[] = [];
  for (const other of OTHER_SELF) {
    other.lastIndex = at;
    if (other.test(text)) ends.push(other.lastIndex);
  }
  for (const name of [self.name, self.shortName]) {
    const named = name ? plainNameEnd(text, at, name) : -1;
    if (named >= 0) ends.push(named);
  }
  return ends;
}

/** The rules as whole patterns with the name in them: for a name `plainNameEnd` can't match. */
function patternReader(name: string, shortName: string | undefined): TriggerReader {
  const self = `(?:this card|cardname|~|${escapeRegExp(name)}${shortName ? `|${escapeRegExp(shortName)}` : ""})`;
  const source = (pieces: readonly Piece[]): string =>
    pieces.map((p) => (p === SELF ? self.replace(/ /g, "\\s+") : p instanceof RegExp ? p.source : `(?:${source(p.optional)})?`)).join("");
  const patterns = RULES.map((rule) => [new RegExp(`^${rule.start.source}${source(rule.then ?? [])}`, "i"), rule] as const);
  return (line) => {
    for (const [pattern, rule] of patterns) {
      const m = pattern.exec(line);
      if (m) return condition(rule, m, m[0].length);
    }
    return undefined;
  };
}
