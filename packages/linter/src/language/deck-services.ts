import { isNameOnlyMtgCard, mtgCardNames, mtgEntries, riftboundCards } from "@recycle-rules/cards";
import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import type { LintDeckResult } from "../deck/lint.js";
import { allEntries } from "../deck/model.js";
import { cardSummary, describeCard, listedCards } from "./card-info.js";

/**
 * Editor services for deck lists, beside the scenario ones: hover on a card name, completion of
 * card names. Like the rest of language/, no LSP types here; the server adapts them.
 */

/** "Creature — Zombie · {2}{B}{B} · 3/3": the type line, cost and P/T of an MTG card. */
export function mtgCardSummary(def: MtgCardDef): string {
  const types = [...def.supertypes, ...def.types].join(" ");
  const parts = [def.subtypes.length > 0 ? `${types} — ${def.subtypes.join(" ")}` : types];
  if (def.manaCost) parts.push(def.manaCost);
  if (def.power !== undefined && def.toughness !== undefined) parts.push(`${def.power}/${def.toughness}`);
  return parts.join(" · ");
}

function describeMtg(def: MtgCardDef): string {
  const lines = [`**${def.name}**`, "", mtgCardSummary(def)];
  if (def.text.trim() !== "") lines.push("", def.text.split("\n").map((l) => `> ${l}`).join("\n>\n"));
  if (isNameOnlyMtgCard(def)) {
    const sets = mtgCardNames().lookup(def.name)?.sets ?? [];
    const printed = sets.length === 0 ? "" : ` Printed in ${sets.length > 12 ? `${sets.slice(0, 12).join(", ")} and ${sets.length - 12} more` : sets.join(", ")}.`;
    lines.push("", `_A real card the card data has by name and types only: the engine doesn't model its text._${printed}`);
  }
  return lines.join("\n");
}

/** The card under `offset` in a linted deck list: its description and the name's range. */
export function deckHoverAt(result: LintDeckResult, offset: number): { markdown: string; start: number; end: number } | undefined {
  const deck = result.deck;
  if (!deck) return undefined;
  for (const entry of allEntries(deck)) {
    const r = entry.ranges.name;
    if (entry.origin !== "line" || offset < r.startOffset || offset > r.endOffset || !entry.card) continue;
    const markdown = deck.game === "riftbound" ? describeCard(entry.card as RiftCardDef) : describeMtg(entry.card as MtgCardDef);
    return { markdown, start: r.startOffset, end: r.endOffset };
  }
  return undefined;
}

export interface DeckCompletion {
  readonly label: string;
  readonly detail: string;
}

/**
 * Card names for a deck line. The game is the list's own (detected as the linter detects it);
 * the names come with their summary so a player sees what each is.
 */
export function deckCompletions(result: LintDeckResult): DeckCompletion[] {
  const game = result.deck?.game ?? "riftbound";
  // The full definitions (not the 32,000 names), from their entries: making each card would parse every text.
  if (game === "mtg") return mtgEntries().map((e) => ({ label: e.name, detail: [e.type, ...(e.manaCost ? [e.manaCost] : []), ...(e.power !== undefined && e.toughness !== undefined ? [`${e.power}/${e.toughness}`] : [])].join(" · ") }));
  return listedCards(riftboundCards())
    .filter((card) => !card.supertypes.includes("token"))
    .map((card) => ({ label: card.name, detail: cardSummary(card) }));
}
