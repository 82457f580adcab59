/**
 * What a mana ability adds (605.1a), from its effect words (lower case, after the colon):
 * "add {c}", "add {w} or {u}", "add {w}, {b}, or {g}" (one mana of one of the kinds), "add
 * {g}{g}{g}" (three mana of one kind), "add one mana of any color" (one of the five colours,
 * 105.1 / 106.1b), "add one mana of the chosen color" (the color its permanent's "As it enters,
 * choose a color" chose, 614.1c). Other wordings ("add {r}{g}", "add x mana …") are not read.
 */
import type { ManaAbility } from "@recycle-rules/engine";

type ManaSymbol = ManaAbility["produces"][number];

export interface ManaProduced {
  readonly produces: readonly ManaSymbol[];
  /** How many mana of the chosen kind: 3 for "{G}{G}{G}"; absent, one. */
  readonly count?: number;
  /** "add one mana of the chosen color" (Night Market): the color chosen as the permanent entered. */
  readonly chosenColor?: boolean;
}

const upper = (s: string | undefined): ManaSymbol => (s ?? "c").toUpperCase() as ManaSymbol;

export function readManaProduced(effectWords: string): ManaProduced | undefined {
  if (effectWords === "add one mana of any color") return { produces: ["W", "U", "B", "R", "G"] };
  if (effectWords === "add one mana of the chosen color") return { produces: [], chosenColor: true };
  const repeated = /^add ((\{[wubrgc]\})\2*)$/.exec(effectWords);
  if (repeated) {
    const count = (repeated[1] ?? "").length / 3;
    return { produces: [upper(repeated[2]?.charAt(1))], ...(count > 1 ? { count } : {}) };
  }
  const oneOf = /^add ((?:\{[wubrgc]\})(?:(?:,? or |, )\{[wubrgc]\})*)$/.exec(effectWords);
  if (!oneOf) return undefined;
  return { produces: [...(oneOf[1] ?? "").matchAll(/\{([wubrgc])\}/g)].map((m) => upper(m[1])) };
}
