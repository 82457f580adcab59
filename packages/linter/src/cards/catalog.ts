import { normalizeCardCode, normalizeCardName, riftboundCards } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import { closest } from "../text/suggest.js";

/**
 * Where card names come from. The bundled Riftbound list (@recycle-rules/cards) by default; a
 * caller may pass another catalog (a newer set, a playtest file) through `options.cards`.
 */
export interface CardCatalog {
  /** A card by exact name (case-insensitive) or by code. */
  lookup(ref: string): RiftCardDef | undefined;
  /** The closest cards, best first, for did-you-mean. */
  suggest(ref: string, max?: number): readonly RiftCardDef[];
  /** Every card, for editors' completion lists; a catalog without it just offers none. */
  all?(): readonly RiftCardDef[];
}

export function defaultCatalog(): CardCatalog {
  return riftboundCards();
}

/** The catalog plus this file's custom cards, which take precedence within the file. */
export class ScenarioCards {
  private readonly custom = new Map<string, RiftCardDef>();

  constructor(private readonly catalog: CardCatalog) {}

  addCustom(def: RiftCardDef): void {
    this.custom.set(normalizeCardName(def.name), def);
    const code = def.code === undefined ? undefined : normalizeCardCode(def.code);
    if (code !== undefined) this.custom.set(code, def);
  }

  lookup(ref: string): RiftCardDef | undefined {
    const code = normalizeCardCode(ref);
    return this.custom.get(normalizeCardName(ref)) ?? (code !== undefined ? this.custom.get(code) : undefined) ?? this.catalog.lookup(ref);
  }

  readonly isCardName = (text: string): boolean => this.lookup(text) !== undefined;

  /** Names to suggest for an unknown reference: custom cards first, then the catalog's. */
  suggest(ref: string, extra: readonly string[] = [], max = 3): string[] {
    // One or two letters are close to too many names for a suggestion to mean anything.
    if (ref.replace(/[^a-z0-9]/gi, "").length < 3) return [];
    const local = closest(ref, [...[...this.custom.values()].map((d) => d.name), ...extra]);
    const names = [...(local !== undefined ? [local] : []), ...this.catalog.suggest(ref, max).map((d) => d.name)];
    return [...new Set(names)].slice(0, max);
  }
}
