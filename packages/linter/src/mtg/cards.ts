import { mtgCards, normalizeCardName, type CardIndex } from "@recycle-rules/cards";
import type { MtgCardDef } from "@recycle-rules/engine";
import { unknownCard } from "../diagnostics/scenario-unknown-card.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { CardRefText } from "../model/types.js";
import { closest } from "../text/suggest.js";
import { yamlScalar } from "../text/yaml-scalar.js";

/** Where MTG card names come from: the bundled cards of @recycle-rules/cards (data/mtg.json). */
export type MtgCardCatalog = Pick<CardIndex<MtgCardDef>, "lookup" | "suggest">;

/** The MTG catalog plus this file's custom cards, which take precedence within the file. */
export class MtgScenarioCards {
  private readonly custom = new Map<string, MtgCardDef>();

  constructor(private readonly catalog: MtgCardCatalog = mtgCards()) {}

  addCustom(def: MtgCardDef): void {
    if (def.name !== "") this.custom.set(normalizeCardName(def.name), def);
  }

  lookup(ref: string): MtgCardDef | undefined {
    return this.custom.get(normalizeCardName(ref)) ?? this.catalog.lookup(ref);
  }

  readonly isCardName = (text: string): boolean => this.lookup(text) !== undefined;

  /** Names to suggest for an unknown reference: custom cards (and `extra` names) first, then printed cards. */
  suggest(ref: string, extra: readonly string[] = [], max = 3): string[] {
    if (ref.replace(/[^a-z0-9]/gi, "").length < 3) return [];
    const local = closest(ref, [...[...this.custom.values()].map((d) => d.name), ...extra]);
    const printed = this.catalog.suggest(ref, max).map((d) => d.name);
    // A made-up id ("swamp") adds nothing next to the card it was made from ("Swamp").
    const same = (a: string, b: string): boolean => a.toLowerCase().replace(/-\d+$/, "") === b.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const names = [...(local !== undefined && !printed.some((p) => same(local, p)) ? [local] : []), ...printed];
    return [...new Set(names)].slice(0, max);
  }
}

/** scenario/unknown-card for an MTG reference, with a did-you-mean and one fix per suggestion. */
export function unknownMtgCard(cards: MtgScenarioCards, ref: CardRefText, extra: readonly string[] = []): Diagnostic {
  const suggestions = cards.suggest(ref.text, extra);
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(" or ")}?` : "";
  return unknownCard.create({
    range: ref.range,
    message: `"${ref.text}" is not a known Magic card: no bundled card, custom card or card id has that name.${hint}`,
    fixes: suggestions.map((name) => ({ title: `Change to "${name}"`, edits: [{ range: ref.range, newText: yamlScalar(name, ref.inFlow) }] })),
  });
}
