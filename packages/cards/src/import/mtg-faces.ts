/**
 * What the two Magic databases' importers share: one card (its faces read into one shape) made
 * into an entry of the bundled data's format, the objects that are no gameplay card told apart,
 * and the printings of one card kept once.
 *
 * A card of several faces (split, adventure, flip, transform, modal double-faced, …) is one entry
 * under its full name ("Fire // Ice", the name the name index has): the front face's mana cost,
 * type line, power/toughness and text, with a note naming the faces that are not modelled. An
 * entry has one set of characteristics, and the front face is the card in every zone but the
 * stack and the battlefield, where cycling and the rest of this engine's Magic live.
 */
import { normalizeCardName } from "../card-index.js";
import { shortened } from "../problems.js";
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import type { ImportProblem } from "./card-pool-file.js";
import { describeValue, optionalString, type Report } from "./json-values.js";

/**
 * Layouts of objects that are no card of a deck: tokens and emblems (made by cards), art cards,
 * and the pieces of other game variants (Planechase planes, Archenemy schemes, Vanguard). They
 * are counted in `skipped`, never imported.
 */
const NON_GAME_LAYOUTS: readonly string[] = ["token", "double_faced_token", "emblem", "art_series", "planar", "scheme", "vanguard"];

export function isNonGameLayout(layout: unknown): boolean {
  return typeof layout === "string" && NON_GAME_LAYOUTS.includes(layout);
}

/** One face's facts as the database gives them (strings as printed; checked here). */
export interface MtgFace {
  readonly manaCost: unknown;
  readonly type: unknown;
  readonly power: unknown;
  readonly toughness: unknown;
  readonly text: unknown;
}

/** A card to import: its full name, its front face, and the names of its other faces. */
export interface MtgCardFaces {
  readonly name: string;
  readonly front: MtgFace;
  readonly layout?: string;
  readonly otherFaces: readonly string[];
}

/** The entry of one card, with what could not be converted. */
export function mtgEntryFromFaces(card: MtgCardFaces, source: string): { entry: MtgCardEntry; problems: string[] } {
  const problems: string[] = [];
  const report: Report = (message) => problems.push(message);
  const notes: string[] = [];
  const { front } = card;
  const manaCost = optionalString(front.manaCost, "The mana cost", report)?.trim();
  const type = optionalString(front.type, "The type line", report);
  if (type === undefined) report("The card has no type line.");
  const power = stat(front.power, "power", notes, report);
  const toughness = stat(front.toughness, "toughness", notes, report);
  if (card.otherFaces.length > 0) {
    notes.push(`A card of ${card.otherFaces.length + 1} faces${card.layout ? ` (layout ${card.layout})` : ""}: this entry is its front face; ${card.otherFaces.map((f) => `"${shortened(f)}"`).join(", ")} is not modelled.`);
  }
  const entry: MtgCardEntry = {
    name: card.name,
    ...(manaCost ? { manaCost } : {}),
    type: type ?? "",
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    text: optionalString(front.text, "The text", report) ?? "",
    ...(notes.length > 0 ? { note: notes.join(" ") } : {}),
    source,
  };
  return { entry, problems };
}

/** A printed power or toughness: a whole number ("5", "-1"); "*", "1+*", "X" can't be one, and say so in a note. */
function stat(value: unknown, what: "power" | "toughness", notes: string[], report: Report): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^[-+\u2212]?\d{1,9}$/.test(value.trim())) return Number(value.trim().replace("\u2212", "-"));
  if (typeof value === "string") notes.push(`Its ${what} is ${describeValue(value)}, not a fixed number: left out.`);
  else report(`The ${what} should be text such as "3", not ${describeValue(value)}.`);
  return undefined;
}

/** Collects the entries of a Magic import: one per card name (the first printing read), and the skipped objects. */
export class MtgEntries {
  readonly entries: MtgCardEntry[] = [];
  readonly problems: ImportProblem[] = [];
  skipped = 0;
  private readonly seen = new Set<string>();

  /** The card, unless a card of its name was added already (another printing of it). */
  add(card: MtgCardFaces, source: string): void {
    const key = normalizeCardName(card.name);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const { entry, problems } = mtgEntryFromFaces(card, source);
    this.entries.push(entry);
    for (const message of problems) this.problems.push({ card: card.name, message });
  }

  problem(message: string): void {
    this.problems.push({ message });
  }
}
