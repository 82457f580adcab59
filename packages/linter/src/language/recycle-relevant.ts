/**
 * The Riftbound cards whose text recycles, or cares about recycling, banishing, the trash or a
 * deck's bottom (issue 11), found in the bundled pool by their text (`isRecycleRelevant`, the cards
 * `cards coverage` counts in its recycle-relevant row), each with how much of it the
 * engine models. docs/cards.md carries the table `recycleRelevantMarkdown` prints, and a test keeps
 * it true, so the list can't drift from the data or from what the engine models.
 */
import { mtgCards, riftboundCards } from "@recycle-rules/cards";
import { unmodelledClauses } from "../cards/unmodelled-clauses.js";
import { isRecycleRelevant, modelledOf, type Modelled } from "./card-coverage.js";

export interface RecycleRelevantCard {
  readonly name: string;
  readonly code: string;
  readonly modelled: Modelled;
  /** The clauses the engine leaves out, as `cards show` names them. */
  readonly unmodelled: readonly string[];
}

/** In the bundled pool's order (by set and number; tokens last). */
export function recycleRelevantRiftboundCards(): RecycleRelevantCard[] {
  return riftboundCards()
    .all()
    .filter(isRecycleRelevant)
    .map((def) => ({ name: def.name, code: def.code ?? "token", modelled: modelledOf(def), unmodelled: unmodelledClauses(def) }));
}

/** The Markdown table of docs/cards.md: a line of counts, then one row per card. */
export function recycleRelevantMarkdown(): string {
  const cards = recycleRelevantRiftboundCards();
  const count = (m: Modelled) => cards.filter((c) => c.modelled === m).length;
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");
  const rows = cards.map((c) => `| ${cell(c.name)} | ${c.code} | ${c.modelled} | ${c.unmodelled.length ? c.unmodelled.map((u) => `"${cell(u)}"`).join("; ") : "—"} |`);
  return [
    `${cards.length} cards: ${count("full")} fully modelled, ${count("part")} partly, ${count("none")} not at all.`,
    "",
    "| card | code | modelled | not modelled |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

/**
 * The names of the cards issue 11 asks to see modelled in full and backed by a conformance case:
 * the recycle-relevant Riftbound cards and Magic's full definitions (cycling and cycling-matters
 * cards, the basic lands) that the engine models in full. The conformance package's tests check
 * that a case names each.
 */
export function fullyModelledCardNames(): { readonly riftbound: readonly string[]; readonly mtg: readonly string[] } {
  return {
    riftbound: recycleRelevantRiftboundCards()
      .filter((c) => c.modelled === "full")
      .map((c) => c.name),
    mtg: mtgCards()
      .all()
      .filter((def) => modelledOf(def) === "full")
      .map((def) => def.name),
  };
}
