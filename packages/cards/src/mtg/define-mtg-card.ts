/**
 * Build an MtgCardDef from loosely-typed input (a custom card in a scenario file, or a data
 * entry), validating each field. Never throws: problems come back located by field, with offsets
 * into that field's string value when it has one.
 */
import { colorsOf, parseManaCost, type MtgCardDef, type MtgColor } from "@recycle-rules/engine";
import { readCardInput } from "../card-input.js";
import { shortened, type TextProblem } from "../problems.js";
import { parseWithinLimits } from "../text-limits.js";
import { checkManaSymbols } from "./mana-text.js";
import { parseMtgText } from "./parse-mtg-text.js";
import { parseTypeLine } from "./type-line.js";

export interface CustomMtgCardInput {
  readonly name: string;
  /** "{X}{1}{U}"; omitted for lands. */
  readonly manaCost?: string;
  /** The type line: "Creature — Zombie", "Basic Land — Swamp". */
  readonly type: string;
  readonly power?: number;
  readonly toughness?: number;
  readonly text?: string;
  /** Defaults to the colours of the mana cost (202.2). */
  readonly colors?: readonly string[];
}

export type MtgCardField = "name" | "manaCost" | "type" | "power" | "toughness" | "text" | "colors";

/** A problem with one field; `start`/`end` index that field's string, or are 0 for the field as a whole. */
export interface MtgCardProblem extends TextProblem {
  readonly field: MtgCardField;
}

export interface DefinedMtgCard {
  readonly def: MtgCardDef;
  readonly problems: readonly MtgCardProblem[];
}

const COLORS: readonly MtgColor[] = ["W", "U", "B", "R", "G"];

export function defineMtgCard(input: CustomMtgCardInput): DefinedMtgCard {
  const { raw, problems, whole, name } = readCardInput<MtgCardField>(input);

  const typeLine = typeof raw.type === "string" ? raw.type : "";
  if (typeof raw.type !== "string") whole("type", "A card needs a type line such as \"Creature — Zombie\" or \"Land\".");
  const parsedType = parseTypeLine(typeLine);
  if (typeof raw.type === "string") for (const p of parsedType.problems) problems.push({ field: "type", ...p });

  let manaCost: string | undefined;
  if (raw.manaCost !== undefined) {
    if (typeof raw.manaCost !== "string") whole("manaCost", "A mana cost is written in symbols, such as \"{2}{U}\".");
    else {
      manaCost = raw.manaCost.trim();
      const { problems: symbolProblems } = parseWithinLimits(raw.manaCost, (cost) => ({ problems: checkManaSymbols(cost) }));
      for (const p of symbolProblems) problems.push({ field: "manaCost", ...p });
      if (symbolProblems.length === 0 && parseManaCost(manaCost) === undefined) whole("manaCost", `"${shortened(manaCost)}" is not a mana cost: write symbols such as "{X}{1}{U}".`);
    }
  }

  const creature = parsedType.types.includes("Creature");
  // A Vehicle has a printed power and toughness it has only while it is a creature (208.3, 301.7).
  const printsStats = creature || parsedType.subtypes.some((s) => s.toLowerCase() === "vehicle");
  const stat = (field: "power" | "toughness"): number | undefined => {
    const value = raw[field];
    if (value === undefined) {
      if (creature) whole(field, `A creature needs a ${field} (208.1).`);
      return undefined;
    }
    if (typeof value !== "number" || !Number.isInteger(value)) {
      whole(field, `The ${field} must be a whole number.`);
      return undefined;
    }
    if (!printsStats) whole(field, `Only creatures (and Vehicles) have ${field} (208.1, 208.3).`);
    return value;
  };
  const power = stat("power");
  const toughness = stat("toughness");

  const colors = readColors(raw.colors, manaCost, whole);
  const text = typeof raw.text === "string" ? raw.text : "";
  if (raw.text !== undefined && typeof raw.text !== "string") whole("text", "The text must be a string.");
  const parsed = parseMtgText(text, { name, types: parsedType.types, supertypes: parsedType.supertypes });
  for (const p of parsed.problems) problems.push({ field: "text", ...p });

  const def: MtgCardDef = {
    name,
    ...(manaCost !== undefined ? { manaCost } : {}),
    types: parsedType.types,
    supertypes: parsedType.supertypes,
    subtypes: parsedType.subtypes,
    colors,
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    text,
    abilities: parsed.abilities,
    ...(parsed.spell ? { spell: parsed.spell } : {}),
  };
  return { def, problems };
}

function readColors(raw: unknown, manaCost: string | undefined, whole: (field: MtgCardField, message: string) => void): MtgColor[] {
  if (raw === undefined) return colorsOf(manaCost === undefined ? undefined : parseManaCost(manaCost));
  const list = Array.isArray(raw) ? raw : [raw];
  const out: MtgColor[] = [];
  for (const c of list) {
    const letter = typeof c === "string" ? c.trim().toUpperCase() : "";
    if ((COLORS as readonly string[]).includes(letter)) out.push(letter as MtgColor);
    else whole("colors", `"${shortened(String(c))}" is not a colour; use W, U, B, R or G.`);
  }
  return out;
}
