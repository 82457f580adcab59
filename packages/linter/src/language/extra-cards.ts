import { riftCardFromEntry, riftboundCardsWith, type RiftCardEntry } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalog } from "../games/riftbound/cards.js";

export interface ExtraCardsResult {
  /** The bundled cards plus the extra ones; an extra card replaces a bundled one of the same name. */
  readonly catalog: CardCatalog;
  readonly count: number;
  /** One sentence per problem ("Recycler Bot (cost): …"); the card is still added when it has a name. */
  readonly problems: readonly string[];
}

/**
 * A catalog with extra card data (a new set, a playtest file) in the format of the bundled
 * data/riftbound.json: an array of entries, or `{ "cards": [...] }`. Callers read the files; this
 * only checks and indexes what they hold, through the same path the bundled cards take.
 */
export function catalogWithExtraCards(sources: readonly { readonly name: string; readonly data: unknown }[]): ExtraCardsResult {
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
  // The bundled cards stay lazy: a config with a card file doesn't parse all of theirs.
  return { catalog: riftboundCardsWith(extra), count: extra.length, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
