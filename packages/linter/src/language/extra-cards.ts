import { createCardIndex, riftCardFromEntry, riftboundCards, type CardIndex, type RiftCardEntry } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalog } from "../games/riftbound/cards.js";

export interface ExtraCardsResult {
  /** The base cards (the bundled ones) plus the extra ones; an extra card replaces a base card of the same name. */
  readonly catalog: CardCatalog & Pick<CardIndex<RiftCardDef>, "all">;
  readonly count: number;
  /** One sentence per problem ("Recycler Bot (cost): …"); the card is still added when it has a name. */
  readonly problems: readonly string[];
}

/**
 * A catalog with extra card data (a new set, a playtest file) in the format of the bundled
 * data/riftbound.json: an array of entries, or `{ "cards": [...] }`. Callers read the files; this
 * only checks and indexes what they hold, through the same path the bundled cards take. The cards
 * are added to `base` (default: the bundled cards), replacing its cards of the same names.
 */
export function catalogWithExtraCards(sources: readonly { readonly name: string; readonly data: unknown }[], base: { all(): readonly RiftCardDef[] } = riftboundCards()): ExtraCardsResult {
  const problems: string[] = [];
  const extra: RiftCardDef[] = [];
  for (const { name, data } of sources) {
    const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data["cards"]) ? (data["cards"] as unknown[]) : undefined;
    if (!list) {
      problems.push(`${name}: expected an array of cards (or { "cards": [...] }) like @recycle-rules/cards' data/riftbound.json.`);
      continue;
    }
    list.forEach((raw, i) => {
      if (!isRecord(raw) || typeof raw["name"] !== "string" || typeof raw["type"] !== "string") {
        problems.push(`${name}: card ${i + 1} needs at least a "name" and a "type".`);
        return;
      }
      // Missing lists are empty, as in the bundled data; the rest is checked by defineRiftCard.
      const entry = { supertypes: [], domains: [], tags: [], keywords: [], text: "", ...raw } as unknown as RiftCardEntry;
      const { def, problems: cardProblems } = riftCardFromEntry(entry);
      for (const p of cardProblems) problems.push(`${name}: ${def.name} (${p.field}): ${p.message}`);
      extra.push(def);
    });
  }
  const names = new Set(extra.map((d) => d.name.toLowerCase()));
  const kept = base.all().filter((d) => !names.has(d.name.toLowerCase()));
  const index = createCardIndex([...kept, ...extra]);
  return { catalog: index, count: extra.length, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
