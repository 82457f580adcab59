/**
 * What a card is and has: types, abilities (printed and intrinsic), power and toughness, and the
 * static abilities in force on the battlefield.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import type { CyclingAbility, ManaAbility, MtgCardDef, MtgColor, MtgStatic, TypeQuery } from "./cards.js";
import type { ManaKind } from "./mana.js";
import type { MtgCard, MtgState } from "./state.js";

const has = (list: readonly string[], word: string): boolean => list.some((w) => w.toLowerCase() === word.toLowerCase());

export function hasType(def: MtgCardDef, type: string): boolean {
  return has(def.types, type);
}

export function isCreature(def: MtgCardDef): boolean {
  return hasType(def, "Creature");
}

/**
 * Is this permanent a creature now: by its card, or because an effect made it one until end of
 * turn (a crewed Vehicle, 702.122a: "becomes an artifact creature until end of turn"; Reptilian
 * Reflection's "become a 5/4 Dinosaur creature").
 */
export function isCreaturePermanent(card: MtgCard): boolean {
  return isCreature(characteristicsOf(card));
}

/** Is this permanent a planeswalker now (306). */
export function isPlaneswalker(card: MtgCard): boolean {
  return hasType(characteristicsOf(card), "Planeswalker");
}

/**
 * The permanent's characteristics now (613.1): its card's, changed by the "becomes" effects on it
 * in the order they were made (613.7): card types added (a crewed Vehicle is a creature too,
 * 702.122a, 205.1b), creature types added or replaced (205.1a–b), colors replaced (105.3), base
 * power and toughness set (613.4b). Every reader of a permanent's types, colors and base power
 * asks here. Without such an effect it is the card itself.
 */
export function characteristicsOf(card: MtgCard): MtgCardDef {
  const landType = (card.enchantedBy ?? []).reduce<string | undefined>((last, e) => e.landType ?? last, undefined);
  const granted = (card.enchantedBy ?? []).flatMap((e) => e.abilities ?? []);
  if (landType === undefined && granted.length === 0 && !card.pumps.some((p) => p.becomesCreature === true || p.becomes !== undefined)) return card.def;
  // "Enchanted land is an Island" (305.7): the new land type replaces the old ones, and the land
  // loses the abilities of its rules text; its intrinsic mana ability comes from the type (305.6).
  let def: MtgCardDef = landType === undefined ? card.def : { ...card.def, subtypes: [...card.def.subtypes.filter((t) => !LAND_TYPES.includes(t.toLowerCase())), landType], abilities: [] };
  for (const p of card.pumps) {
    if (p.becomesCreature === true && !hasType(def, "Creature")) def = { ...def, types: [...def.types, "Creature"] };
    const b = p.becomes;
    if (!b) continue;
    const types = b.replacesCardTypes ? [...b.addTypes] : [...def.types, ...b.addTypes.filter((t) => !hasType(def, t))];
    const subtypes = b.replacesCardTypes
      ? [...b.creatureTypes]
      : b.keepTypes || b.creatureTypes.length === 0
        ? [...def.subtypes, ...b.creatureTypes.filter((t) => !has(def.subtypes, t))]
        : [...def.subtypes.filter((t) => !isCreatureType(def, t)), ...b.creatureTypes];
    const abilities = b.abilities ? [...def.abilities, ...b.abilities] : def.abilities;
    def = { ...def, types, subtypes, abilities, ...(b.colors ? { colors: b.colors } : {}), ...(b.base ? { power: b.base.power, toughness: b.base.toughness } : {}) };
  }
  // Abilities an attached Aura gives it (Footfall Crater, 613.1f), after its own.
  return granted.length === 0 ? def : { ...def, abilities: [...def.abilities, ...granted] };
}


/**
 * Is `subtype` one of the creature types of `def` (205.3m)? The engine keeps no list of every
 * creature type: a creature's or kindred card's subtypes are creature types, except the
 * subtypes of its other card types that the engine knows (Equipment, Vehicle, Aura, land types).
 */
function isCreatureType(def: MtgCardDef, subtype: string): boolean {
  if (NON_CREATURE_SUBTYPES.includes(subtype.toLowerCase())) return false;
  return hasType(def, "Creature") || hasType(def, "Kindred") || hasType(def, "Tribal");
}

/** Land types (205.3i) the engine knows: the basic ones and the nonbasic ones printed on cards it has. */
const LAND_TYPES = ["plains", "island", "swamp", "mountain", "forest", "desert", "gate", "cave", "town", "sphere", "lair", "locus", "mine", "power-plant", "tower", "urza's"];

const NON_CREATURE_SUBTYPES = ["equipment", "vehicle", "aura", "saga", "food", "treasure", "clue", ...LAND_TYPES];

export function isLand(def: MtgCardDef): boolean {
  return hasType(def, "Land");
}

/** Every word of the query is on the card: "basic land" needs Basic and Land (702.29e). */
export function matchesQuery(def: MtgCardDef, query: TypeQuery): boolean {
  return query.supertypes.every((w) => has(def.supertypes, w)) && query.types.every((w) => has(def.types, w)) && query.subtypes.every((w) => has(def.subtypes, w));
}

/** Historic (700.6): it has the legendary supertype, the artifact card type, or the Saga subtype. */
export function isHistoric(def: MtgCardDef): boolean {
  return has(def.supertypes, "Legendary") || has(def.types, "Artifact") || has(def.subtypes, "Saga");
}

/** A type query, or "historic" (700.6), which is no type but a quality of three. */
export function matchesTypeOrHistoric(def: MtgCardDef, query: TypeQuery | "historic"): boolean {
  return query === "historic" ? isHistoric(def) : matchesQuery(def, query);
}

export function matchesAny(def: MtgCardDef, queries: readonly TypeQuery[]): boolean {
  return queries.some((q) => matchesQuery(def, q));
}

/** "basic land", "Swamp", "artifact land". */
export function describeQuery(query: TypeQuery): string {
  return [...query.supertypes.map((w) => w.toLowerCase()), ...query.types.map((w) => w.toLowerCase()), ...query.subtypes].join(" ");
}

/** Cycling and typecycling abilities alike: typecycling is cycling (702.29f). */
export function cyclingAbilities(def: MtgCardDef): CyclingAbility[] {
  return def.abilities.filter((a): a is CyclingAbility => a.kind === "cycling");
}

/** "A card with cycling" finds a card with typecycling too (702.29f, last sentence). */
export function hasCycling(def: MtgCardDef): boolean {
  return cyclingAbilities(def).length > 0;
}

/** How a scenario names a cycling ability: "cycling", "swampcycling", "basic landcycling". */
export function cyclingName(ability: CyclingAbility): string {
  return ability.variant.kind === "draw" ? "cycling" : ability.variant.label.toLowerCase();
}

const BASIC_LAND_MANA: readonly (readonly [string, ManaKind])[] = [
  ["Plains", "W"],
  ["Island", "U"],
  ["Swamp", "B"],
  ["Mountain", "R"],
  ["Forest", "G"],
];

/** A source of one mana for one tap: its printed mana abilities and those its basic land types give it (305.6). */
export interface ManaSource {
  readonly id: CardId;
  readonly produces: readonly ManaKind[];
}

/** `chosen`: the color chosen as the permanent entered, for "Add one mana of the chosen color" (Night Market). */
export function manaKindsOf(def: MtgCardDef, chosen?: MtgColor): ManaKind[] {
  const kinds: ManaKind[] = [];
  const add = (k: ManaKind) => {
    if (!kinds.includes(k)) kinds.push(k);
  };
  for (const [subtype, kind] of BASIC_LAND_MANA) if (isLand(def) && has(def.subtypes, subtype)) add(kind);
  // Only a tap for one mana pays here: a source the engine would have to sacrifice, or pay mana
  // into, or that makes several mana at once, is used only when a step activates it.
  for (const a of def.abilities) if (a.kind === "mana" && a.cost.tapSelf && !a.cost.sacrificeSelf && !a.cost.mana && (a.count ?? 1) === 1) for (const k of manaAbilityKinds(a, chosen)) add(k);
  return kinds;
}

/** What a mana ability can add: its kinds, or the color chosen as its permanent entered (none chosen: nothing). */
export function manaAbilityKinds(ability: ManaAbility, chosen: MtgColor | undefined): readonly ManaKind[] {
  if (!ability.chosenColor) return ability.produces;
  return chosen === undefined ? [] : [chosen];
}

/** Untapped permanents `player` controls that can tap for mana, in battlefield order. */
export function manaSources(state: MtgState, player: PlayerId): ManaSource[] {
  const out: ManaSource[] = [];
  for (const id of state.zones[player]?.["battlefield"] ?? []) {
    const card = state.cards.get(id);
    if (!card || card.tapped || card.controller !== player) continue;
    const produces = manaKindsOf(characteristicsOf(card), card.chosenColor);
    if (produces.length > 0) out.push({ id, produces });
  }
  return out;
}

/**
 * Base power (printed, or set by a "becomes" effect, 613.4b), plus counters, "until end of turn"
 * effects, what attached Auras and other static abilities give it (613.4c).
 */
export function powerOf(card: MtgCard): number {
  return (characteristicsOf(card).power ?? 0) + (card.counters["+1/+1"] ?? 0) - (card.counters["-1/-1"] ?? 0) + card.pumps.reduce((n, p) => n + p.power, 0) + (card.enchantedBy ?? []).reduce((n, e) => n + e.power, 0) + (card.grantedBy ?? []).reduce((n, e) => n + e.power, 0);
}

export function toughnessOf(card: MtgCard): number {
  return (characteristicsOf(card).toughness ?? 0) + (card.counters["+1/+1"] ?? 0) - (card.counters["-1/-1"] ?? 0) + card.pumps.reduce((n, p) => n + p.toughness, 0) + (card.enchantedBy ?? []).reduce((n, e) => n + e.toughness, 0) + (card.grantedBy ?? []).reduce((n, e) => n + e.toughness, 0);
}

/** Every permanent on the battlefield, in player then listed order. */
export function battlefield(state: MtgState): MtgCard[] {
  const out: MtgCard[] = [];
  for (const p of state.players) for (const id of state.zones[p]?.["battlefield"] ?? []) {
    const card = state.cards.get(id);
    if (card) out.push(card);
  }
  return out;
}

/** The permanents `player` controls: the battlefield lists each under its controller (control.ts). */
export function permanentsOf(state: MtgState, player: PlayerId): MtgCard[] {
  const out: MtgCard[] = [];
  for (const id of state.zones[player]?.["battlefield"] ?? []) {
    const card = state.cards.get(id);
    if (card) out.push(card);
  }
  return out;
}

/**
 * The permanents `player` controls that a cost could sacrifice or exile ("Sacrifice a land",
 * escape's "Exile a land you control"), matched by what they are now (613), tapped ones first: a
 * land tapped for mana for the same cost may be the one paid (601.2g comes before 601.2h).
 */
export function permanentsToPay(state: MtgState, player: PlayerId, query: TypeQuery): MtgCard[] {
  const mine = permanentsOf(state, player).filter((c) => matchesQuery(characteristicsOf(c), query));
  return [...mine.filter((c) => c.tapped), ...mine.filter((c) => !c.tapped)];
}

/** Static abilities work only on the battlefield (113.6): one entry per ability in force. */
export function staticsInForce<K extends MtgStatic["kind"]>(state: MtgState, kind: K): { source: MtgCard; effect: Extract<MtgStatic, { kind: K }>; text: string }[] {
  const out: { source: MtgCard; effect: Extract<MtgStatic, { kind: K }>; text: string }[] = [];
  for (const source of battlefield(state)) {
    for (const a of source.def.abilities) {
      if (a.kind === "static" && a.effect.kind === kind) out.push({ source, effect: a.effect as Extract<MtgStatic, { kind: K }>, text: a.text });
    }
  }
  return out;
}

/** Does a "you / opponents / all" scope of `source`'s controller cover `player`? */
export function covers(whose: "you" | "opponents" | "all", controller: PlayerId, player: PlayerId): boolean {
  return whose === "all" || (whose === "you" ? controller === player : controller !== player);
}

export function opponentsOf(state: MtgState, player: PlayerId): PlayerId[] {
  return state.players.filter((p) => p !== player && !state.playerState[p]?.lost);
}
