/**
 * The words after "target" that describe a permanent (115.1): "creature", "artifact or
 * enchantment", "artifact, enchantment, or creature with flying", "nonartifact, nonblack
 * creature", "creature with power 2 or less", "creature an opponent controls". Every word must be
 * understood, or the phrase is not read: a longer phrase is never cut down to a guess.
 */
import type { GraveyardCardTargetSpec, MtgColor, MtgTargetSpec, PermanentFilter, PermanentTargetSpec } from "@recycle-rules/engine";
import { typeQueryFromWords } from "./type-line.js";
import { COLOR_WORDS, simpleKeyword } from "./words.js";

const TYPE_WORDS = new Set(["artifact", "creature", "enchantment", "land", "planeswalker", "battle"]);

/**
 * Subtypes a target phrase may name as its noun, alone or beside a card type: "target Sliver",
 * "target creature or Vehicle" (205.3: a subtype names the permanents that have it). A closed
 * list, so that an adjective the parser doesn't know ("attacking") is never read as a subtype.
 */
const SUBTYPE_NOUNS = new Set(["vehicle", "equipment", "aura", "sliver"]);

const CONTROLLERS: readonly (readonly [string, PermanentTargetSpec["controller"]])[] = [
  [" you control", "you"],
  [" an opponent controls", "opponent"],
  [" you don't control", "not-you"],
];

const STAT_WORDS: Readonly<Record<string, NonNullable<PermanentFilter["stat"]>["of"]>> = { power: "power", toughness: "toughness", "mana value": "mana-value", "converted mana cost": "mana-value" };

/**
 * Reads a whole phrase; undefined if any word isn't understood. A plain "creature" and "creature
 * you control" keep their own target kinds; everything else is a permanent target.
 */
export function readTargetPhrase(phrase: string): MtgTargetSpec | undefined {
  let rest = phrase.trim();
  let controller: PermanentTargetSpec["controller"];
  // "nonland permanent an opponent controls with mana value 4 or less": the controller may come before the quality.
  const withAt = rest.indexOf(" with ");
  const quality = withAt < 0 ? "" : rest.slice(withAt);
  const head = withAt < 0 ? rest : rest.slice(0, withAt);
  for (const [suffix, who] of CONTROLLERS) {
    if (rest.endsWith(suffix)) {
      controller = who;
      rest = rest.slice(0, -suffix.length);
      break;
    }
    if (quality && head.endsWith(suffix)) {
      controller = who;
      rest = head.slice(0, -suffix.length) + quality;
      break;
    }
  }
  // "attacking creature", "blocking creature" (506.4): one kind, in combat now.
  const role = /^(attacking|blocking) (?!.*\b(?:or|and)\b)/.exec(rest)?.[1] as "attacking" | "blocking" | undefined;
  const read = readItems(role ? rest.slice(role.length + 1) : rest);
  const filters = read && role ? read.map((f) => ({ ...f, combat: role })) : read;
  if (!filters) return undefined;
  const only = filters.length === 1 ? filters[0] : undefined;
  const plainCreature = only !== undefined && Object.keys(only).length === 3 && only.supertypes.length === 0 && only.subtypes.length === 0 && only.types.length === 1 && only.types[0] === "Creature";
  if (plainCreature && controller === undefined) return "creature";
  if (plainCreature && controller === "you") return "creature-you-control";
  return { permanent: filters, ...(controller ? { controller } : {}) };
}

/** "a, b, or c": the items; "nonartifact, nonblack creature" is one item, its commas between "non-" words. */
function readItems(words: string): PermanentFilter[] | undefined {
  // "2 or less" holds an "or" that joins no items.
  const protectedWords = words.replace(/ or (less|greater)\b/g, "_or_$1");
  const pieces = protectedWords.split(/, or |, and\/or |, | or | and\/or /);
  const items: string[] = [];
  let pending = "";
  for (const piece of pieces) {
    const merged = pending ? `${pending} ${piece}` : piece;
    if (piece.split(" ").every((w) => /^non[a-z]+$/.test(w))) pending = merged;
    else {
      items.push(merged);
      pending = "";
    }
  }
  if (pending || items.length === 0) return undefined;
  // "artifact or enchantment with mana value X": every permanent has a mana value (202.3), so the
  // quality reads on the whole list; a keyword or a power ("… or creature with flying") qualifies
  // the last item only.
  const last = items[items.length - 1] ?? "";
  const manaValue = / with (?:mana value|converted mana cost) .+$/.exec(last)?.[0];
  if (manaValue) for (let i = 0; i < items.length - 1; i++) if (!(items[i] ?? "").includes(" with ")) items[i] = `${items[i]}${manaValue}`;
  const filters = items.map((item) => readItem(item.replace(/_or_/g, " or ")));
  return filters.every((f): f is PermanentFilter => f !== undefined) ? filters : undefined;
}

function readItem(item: string): PermanentFilter | undefined {
  const withAt = item.indexOf(" with ");
  const head = (withAt < 0 ? item : item.slice(0, withAt)).split(" ").filter(Boolean);
  const quality = withAt < 0 ? {} : readWith(item.slice(withAt + " with ".length));
  if (quality === undefined) return undefined;
  const notTypes: string[] = [];
  const notColors: MtgColor[] = [];
  const typeWords: string[] = [];
  for (const word of head) {
    const non = /^non([a-z]+)$/.exec(word)?.[1];
    if (non !== undefined && TYPE_WORDS.has(non)) notTypes.push(non.charAt(0).toUpperCase() + non.slice(1));
    else if (non !== undefined && non in COLOR_WORDS) notColors.push(COLOR_WORDS[non] as MtgColor);
    else if (TYPE_WORDS.has(word) || SUBTYPE_NOUNS.has(word)) typeWords.push(word);
    else if (word !== "permanent" || head.length > 1 + notTypes.length + notColors.length) return undefined;
  }
  // "permanent" alone is every permanent (110.1); otherwise a card type or a subtype must be named.
  if (typeWords.length === 0 && !head.includes("permanent")) return undefined;
  return {
    ...typeQueryFromWords(typeWords.join(" ")),
    ...quality,
    ...(notTypes.length ? { notTypes } : {}),
    ...(notColors.length ? { notColors } : {}),
  };
}

/** "flying", "power 2 or less", "mana value 4 or greater", "cycling" / "a cycling ability" (702.29). */
function readWith(words: string): Pick<PermanentFilter, "keyword" | "stat" | "cycling" | "morph"> | undefined {
  if (words === "cycling" || words === "a cycling ability") return { cycling: true };
  // Backslide: "creature with a morph ability" (702.37; megamorph is one too, 702.37b).
  if (words === "a morph ability" || words === "morph") return { morph: true };
  // "with mana value X" (Webstrike Elite): the X of the spell or ability, bound as targets are chosen.
  if (words === "mana value x") return { stat: { of: "mana-value", equalsX: true } };
  const stat = /^(power|toughness|mana value|converted mana cost) (\d+) or (less|greater)$/.exec(words);
  if (stat) {
    const n = Number(stat[2]);
    return { stat: { of: STAT_WORDS[stat[1] ?? ""] ?? "power", ...(stat[3] === "less" ? { atMost: n } : { atLeast: n }) } };
  }
  const keyword = simpleKeyword(words);
  return keyword ? { keyword } : undefined;
}

const CREATURE: PermanentFilter = { supertypes: [], types: ["Creature"], subtypes: [] };

/**
 * "another target creature you control", "another target permanent": the same target, but not
 * the object whose ability it is. A plain creature target takes the permanent form to say so;
 * a target that is no permanent (a player, a spell, a card in a graveyard) gives undefined.
 */
export function anotherOf(spec: MtgTargetSpec): PermanentTargetSpec | undefined {
  if (spec === "creature") return { permanent: [CREATURE], other: true };
  if (spec === "creature-you-control") return { permanent: [CREATURE], controller: "you", other: true };
  return typeof spec === "object" && "permanent" in spec ? { ...spec, other: true } : undefined;
}

/**
 * The first "target <phrase>" in `words` whose phrase is read whole, the longest reading first
 * ("target creature an opponent controls gets -2/-0": "creature an opponent controls").
 */
export function permanentTargetIn(words: string): { spec: MtgTargetSpec; phrase: string } | undefined {
  for (const m of words.matchAll(/\btarget /g)) {
    const after = words.slice((m.index ?? 0) + m[0].length).split(/[.;]/)[0] ?? "";
    const tokens = after.split(" ");
    for (let n = Math.min(tokens.length, 12); n > 0; n--) {
      // "target creature card", "target creature spell": not a permanent, so no shorter reading.
      if (NOT_A_PERMANENT.has(tokens[n] ?? "")) break;
      // "target nonland permanent's owner": the possessive names the same permanent.
      const phrase = tokens.slice(0, n).join(" ").replace(/,$/, "").replace(/'s$/, "");
      const spec = readTargetPhrase(phrase);
      if (spec) return { spec, phrase };
    }
  }
  return undefined;
}

const NOT_A_PERMANENT = new Set(["card", "cards", "spell", "spells", "token", "tokens"]);

const GRAVEYARDS: Readonly<Record<string, GraveyardCardTargetSpec["whose"]>> = { a: "any", your: "yours", "an opponent's": "opponents", "that player's": "that-player" };

/**
 * "card from a graveyard", "card from an opponent's graveyard", "creature card with converted
 * mana cost 3 or less from your graveyard": a card in a graveyard (115.1), its words read whole.
 */
export function readGraveyardPhrase(phrase: string): GraveyardCardTargetSpec | undefined {
  const m = /^(?:(.+?) )?card(?: with (.+?))? (?:from|in) (a|your|an opponent's|that player's) graveyard$/.exec(phrase.trim());
  if (!m) return undefined;
  const whose = GRAVEYARDS[m[3] ?? ""];
  if (whose === undefined) return undefined;
  if (m[1] === undefined && m[2] === undefined) return { graveyardCard: [{ supertypes: [], types: [], subtypes: [] }], whose };
  // "instant or sorcery card with a cycling ability" (Spellpyre Phoenix): each kind, with the same quality.
  // No kind named: any card (an empty query). "Permanent card" (Herald of the Forgotten) is a card of a permanent type (110.4a), never an instant or sorcery.
  const kinds = m[1] === "permanent" ? PERMANENT_CARD_TYPES : (m[1] ?? "permanent").split(/, or | or |, /);
  const filters = kinds.map((kind) => readCardItem(kind, m[2]));
  return filters.every((f): f is PermanentFilter => f !== undefined) ? { graveyardCard: filters, whose } : undefined;
}

/** The card types of permanents: a "permanent card" is a card of one of them (110.4a). */
const PERMANENT_CARD_TYPES = ["artifact", "battle", "creature", "enchantment", "land", "planeswalker"];

/** Card types no permanent has (110.4a): a card in a graveyard may be one. */
const SPELL_TYPE_WORDS = new Set(["instant", "sorcery"]);

/** One kind of card: "instant", "creature", "nonland permanent", with the "with …" quality if any. */
function readCardItem(kind: string, quality: string | undefined): PermanentFilter | undefined {
  if (!SPELL_TYPE_WORDS.has(kind)) return readItem(`${kind}${quality !== undefined ? ` with ${quality}` : ""}`);
  const extra = quality === undefined ? {} : readWith(quality);
  return extra ? { ...typeQueryFromWords(kind), ...extra } : undefined;
}

/** The first "target … card … from … graveyard" in `words`, read whole. */
export function graveyardTargetIn(words: string): { spec: GraveyardCardTargetSpec; phrase: string } | undefined {
  const m = /\btarget ((?:[a-z]+ )*?card(?: with [a-z0-9 ]+?)? (?:from|in) (?:a|your|an opponent's|that player's) graveyard)/.exec(words);
  const spec = m?.[1] !== undefined ? readGraveyardPhrase(m[1]) : undefined;
  return spec && m?.[1] !== undefined ? { spec, phrase: m[1] } : undefined;
}

const PLURAL_TYPES: Readonly<Record<string, string>> = {
  artifacts: "artifact",
  creatures: "creature",
  enchantments: "enchantment",
  lands: "land",
  planeswalkers: "planeswalker",
  battles: "battle",
  permanents: "permanent",
  vehicles: "vehicle",
};

/**
 * The permanents "destroy all <phrase>" names, read like a target phrase in the plural:
 * "enchantments", "artifacts, creatures, and enchantments" (the "and" is a union there), "nonland
 * permanents with mana value 1 or less". A phrase naming a controller, or not read whole, gives
 * undefined.
 */
export function readAllPermanentsPhrase(phrase: string): PermanentFilter[] | undefined {
  const singular = phrase
    .trim()
    .split(" ")
    .map((word) => {
      const comma = word.endsWith(",") ? "," : "";
      const bare = word.replace(/,$/, "");
      const non = bare.startsWith("non") ? "non" : "";
      const one = PLURAL_TYPES[bare.slice(non.length)];
      return one === undefined ? word : `${non}${one}${comma}`;
    })
    .join(" ")
    .replace(/, and /g, ", or ")
    .replace(/ and (?=(?:non)?(?:artifact|creature|enchantment|land|planeswalker|battle|permanent|vehicle)\b)/g, " or ");
  if (CONTROLLERS.some(([suffix]) => singular.endsWith(suffix))) return undefined;
  return readItems(singular);
}
