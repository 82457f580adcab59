import { unmodelledText } from "../diagnostics/scenario-unmodelled-text.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import { unmodelledClauses } from "./unmodelled-clauses.js";

/** How many clauses and cards one warning quotes; the rest are counted. */
const QUOTED = 3;

/**
 * Printed cards of a scenario's set-up whose text the engine doesn't fully model, told once per
 * place that names them (a `deck:` list's cards all point at its reference: one warning there).
 * Custom cards are not noted: their `text:` gets its own finding on the clause.
 */
export class UnmodelledCards {
  private readonly at = new Map<string, { range: Range; cards: Map<string, readonly string[]> }>();
  private readonly clauses = new WeakMap<object, readonly string[]>();

  constructor(private readonly isCustom: (def: object) => boolean) {}

  note(def: { readonly name: string }, range: Range): void {
    if (this.isCustom(def)) return;
    let clauses = this.clauses.get(def);
    if (!clauses) this.clauses.set(def, (clauses = unmodelledClauses(def)));
    if (clauses.length === 0) return;
    const key = `${range.startOffset}:${range.endOffset}`;
    const place = this.at.get(key) ?? { range, cards: new Map<string, readonly string[]>() };
    place.cards.set(def.name, clauses);
    this.at.set(key, place);
  }

  report(out: Diagnostic[]): void {
    for (const { range, cards } of this.at.values()) {
      // A deck's cards arrive shuffled: they are listed by name.
      const names = [...cards.keys()].sort((a, b) => a.localeCompare(b, "en"));
      const message = names.length === 1 ? oneCard(names[0]!, cards.get(names[0]!) ?? []) : manyCards(names, cards);
      out.push(unmodelledText.create({ range, message }));
    }
  }
}

/** The first QUOTED clauses, each cut at 120 characters, and how many more. */
function quoted(clauses: readonly string[]): string {
  const shown = clauses.slice(0, QUOTED).map((c) => `"${c.length > 120 ? `${c.slice(0, 119)}…` : c}"`);
  return `${shown.join(", ")}${clauses.length > QUOTED ? ` and ${clauses.length - QUOTED} more` : ""}`;
}

function oneCard(name: string, clauses: readonly string[]): string {
  const [is, it] = clauses.length === 1 ? ["is text", "it"] : ["are texts", "them"];
  return `${name}: ${quoted(clauses)} ${is} the engine doesn't model: the replay skips ${it} (the transcript notes where). Judge what depends on ${it} by hand, or give the card a modelled text under cards:.`;
}

function manyCards(names: readonly string[], cards: ReadonlyMap<string, readonly string[]>): string {
  const listed = names.slice(0, QUOTED).map((n) => `${n} (${quoted(cards.get(n) ?? [])})`);
  return `${names.length} cards here have text the engine doesn't model, which the replay skips (the transcript notes where): ${listed.join("; ")}${names.length > QUOTED ? `; and ${names.length - QUOTED} more` : ""}.`;
}
