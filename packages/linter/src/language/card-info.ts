import { DOMAIN_LETTERS, riftboundCards, riftboundEntries } from "@recycle-rules/cards";
import type { Domain, PrintedCost, RiftCardDef } from "@recycle-rules/engine";

const title = (word: string): string => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

/**
 * The printed cost in the cards' own shorthand: "[2][R]" (2 energy, 1 Fury power). A pip whose
 * domain the card data doesn't give is "[?]".
 */
export function formatCost(cost: PrintedCost): string {
  const power = cost.power.map((p) => (p === "any" ? "[A]" : p === "unknown" ? "[?]" : `[${DOMAIN_LETTERS[p as Domain]}]`)).join("");
  if (cost.energy === 0 && power === "") return "[0]";
  return `${cost.energy > 0 || power === "" ? `[${cost.energy}]` : ""}${power}`;
}

/** The facts a summary reads: a card definition, or a data entry (whose cost may be absent). */
export type CardFacts = Pick<RiftCardDef, "type" | "supertypes" | "domains" | "cost" | "might">;

/**
 * Every card of a catalog with the facts a summary reads, for completion lists. The bundled list's
 * come from its data entries, so none of its 900-odd texts is parsed for a list; another catalog
 * (a playtest file) lists its cards.
 */
export function listedCards(catalog: { all?(): readonly RiftCardDef[] }): readonly (CardFacts & { readonly name: string })[] {
  if (catalog !== riftboundCards()) return catalog.all?.() ?? [];
  return riftboundEntries().map((entry) => ({ ...entry, cost: entry.cost ?? { energy: 0, power: [] } }));
}

/** "Unit · Champion · Fury · [2][R] · Might 3": what a completion list shows beside a name. */
export function cardSummary(def: CardFacts): string {
  const parts = [title(def.type)];
  if (def.supertypes.length > 0) parts.push(def.supertypes.map(title).join(" "));
  if (def.domains.length > 0) parts.push(def.domains.map(title).join("/"));
  if (def.cost.energy > 0 || def.cost.power.length > 0 || def.type === "unit" || def.type === "gear" || def.type === "spell") parts.push(formatCost(def.cost));
  if (def.might !== undefined) parts.push(`Might ${def.might}`);
  return parts.join(" · ");
}

/**
 * Markdown for a card hover: name and code, type line, cost, domains, Might, tags, the
 * publisher's wording, the text in force when an errata changed it (and the printed text), what
 * the card data doesn't know, and the activated abilities by the index `ability:` uses.
 */
export function describeCard(def: RiftCardDef, options: { copyId?: string; custom?: boolean } = {}): string {
  const lines: string[] = [];
  const origin = options.custom ? " · custom card (this file)" : def.code ? ` · ${def.code}` : "";
  lines.push(`**${def.name}**${origin}${options.copyId ? ` — copy \`${options.copyId}\`` : ""}`);
  lines.push("", cardSummary(def));
  const unknownPips = def.cost.power.filter((p) => p === "unknown").length;
  if (unknownPips > 0) {
    lines.push("", `[?]: the card data gives the number of power pips (${unknownPips}), not which domain each is; playing it in a scenario reports that instead of guessing.`);
  }
  if (def.tags.length > 0) lines.push("", `Tags: ${def.tags.join(", ")}`);
  // The publisher's wording first; the text the engine reads when it differs through an errata.
  const printed = def.textSource ?? def.text;
  if (printed.trim() !== "") lines.push("", quote(printed));
  else if (def.textSource === "") lines.push("", "No printed text.");
  if (def.text !== printed && (def.errata !== undefined || def.printedText !== undefined)) {
    lines.push("", `Text in force${def.errata?.date ? ` (errata of ${def.errata.date})` : ""}:`, "", quote(def.text));
  }
  if (def.printedText !== undefined && def.printedText !== def.text && def.printedText !== printed) {
    lines.push("", `Printed text (before errata${def.errata?.date ? ` of ${def.errata.date}` : ""}):`, "", quote(def.printedText));
  }
  if (def.errata?.note) lines.push("", `Errata: ${def.errata.note}`);
  const activated = activatedAbilities(def);
  if (activated.length > 0) {
    lines.push("", "Activated abilities (`ability:`):");
    for (const a of activated) lines.push(`${a.index}. ${a.name ? `\`${a.name}\` — ` : ""}${a.text}`);
  }
  return lines.join("\n");
}

/** A block quote that keeps the card's line breaks (Markdown would join adjacent quoted lines). */
function quote(text: string): string {
  return text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n>\n");
}

export interface AbilityChoice {
  /** 1-based, as `ability:` counts. */
  readonly index: number;
  readonly name?: string;
  readonly text: string;
}

/** The activated abilities a step's `ability:` can name, by index and (runes) by name. */
export function activatedAbilities(def: RiftCardDef): AbilityChoice[] {
  return def.abilities
    .filter((a) => a.kind === "activated")
    .map((a, i) => ({ index: i + 1, ...(a.kind === "activated" && a.name ? { name: a.name } : {}), text: a.text }));
}
