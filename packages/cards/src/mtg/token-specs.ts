/**
 * Tokens whose abilities the rules or the creating text give them: Treasure (111.10a), an incubated Incubator (701.53a), Food (111.10b: a colorless
 * Food artifact token with "{2}, {T}, Sacrifice this artifact: You gain 3 life.") and the quoted
 * abilities of creature tokens this parser knows ("Sacrifice this creature: Add {C}.", an Eldrazi
 * Spawn's or Scion's). A quoted ability not listed here leaves the sentence unmodelled.
 */
import type { MtgAbility, MtgTokenSpec } from "@recycle-rules/engine";

export const FOOD_TOKEN: MtgTokenSpec = {
  name: "Food",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Food"],
  keywords: [],
  abilities: [
    {
      kind: "activated",
      cost: { mana: "{2}", tapSelf: true, sacrificeSelf: true },
      effect: [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 3 } }],
      zone: "battlefield",
      timing: "instant",
      text: "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
    },
  ],
};

/**
 * Treasure (111.10a): a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add
 * one mana of any color." A mana ability (605.1a): it doesn't use the stack.
 */
export const TREASURE_TOKEN: MtgTokenSpec = {
  name: "Treasure",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Treasure"],
  keywords: [],
  abilities: [{ kind: "mana", cost: { tapSelf: true, sacrificeSelf: true }, produces: ["W", "U", "B", "R", "G"], text: "{T}, Sacrifice this artifact: Add one mana of any color." }],
};

/**
 * Incubate N (701.53a): an Incubator token — a colorless Incubator artifact with N +1/+1 counters
 * on it and "{2}: Transform this artifact." — whose other face is a 0/0 colorless Phyrexian
 * artifact creature named Phyrexian Token (111.4: a token's name is its subtype and "Token").
 */
export function incubatorToken(n: number): MtgTokenSpec {
  return {
    name: "Incubator",
    colors: [],
    types: ["Artifact"],
    subtypes: ["Incubator"],
    keywords: [],
    abilities: [{ kind: "activated", cost: { mana: "{2}" }, effect: [{ kind: "transform-self" }], zone: "battlefield", timing: "instant", text: "{2}: Transform this artifact." }],
    counters: { "+1/+1": n },
    backFace: { name: "Phyrexian Token", colors: [], types: ["Artifact", "Creature"], subtypes: ["Phyrexian"], power: 0, toughness: 0, keywords: [] },
  };
}

/** Quoted token abilities by their normalised words (lower case, no final period). */
const QUOTED_ABILITIES: Readonly<Record<string, MtgAbility>> = {
  // A mana ability (605.1a): its cost is the sacrifice (701.21a), and it doesn't use the stack.
  "sacrifice this creature: add {c}": { kind: "mana", cost: { sacrificeSelf: true }, produces: ["C"], text: "Sacrifice this creature: Add {C}." },
  // Valor's Flagship's Pilot: it counts 2 more toward Crew (702.122a); saddle (702.171a) the engine doesn't read.
  "this token saddles mounts and crews vehicles as though its power were 2 greater": {
    kind: "static",
    effect: { kind: "crews-as-though-power-greater", amount: 2 },
    text: "This token saddles Mounts and crews Vehicles as though its power were 2 greater.",
  },
};

/** The ability a token's quoted text gives it, or undefined if the parser doesn't know it. */
export function quotedTokenAbility(words: string): MtgAbility | undefined {
  return QUOTED_ABILITIES[words.trim().replace(/\.$/, "")];
}
