import type { CardId } from "@recycle-rules/engine";

/** A card as both engines' kernels shape it, for a state listing. */
export interface ListedCard {
  readonly def: { readonly name: string };
  readonly token: boolean;
  readonly owner: string;
  readonly controller: string;
}

/**
 * A card as a state listing shows it: its name, then what is not the default about it — a
 * token first, the game's own notes (`notes`), and an owner other than its controller last.
 */
export function describeListedCard<Card extends ListedCard>(cards: { get(id: CardId): Card | undefined }, id: CardId, notes: (card: Card) => readonly string[]): string {
  const card = cards.get(id);
  if (!card) return id;
  const all = [...(card.token ? ["token"] : []), ...notes(card), ...(card.owner !== card.controller ? [`owner ${card.owner}`] : [])];
  return all.length > 0 ? `${card.def.name} (${all.join(", ")})` : card.def.name;
}
