import { normalizeCardCode, normalizeCardName } from "@recycle-rules/cards";
import type { CardId, RiftState } from "@recycle-rules/engine";

/** Does the reference (an id, a name or a code, as an expectation writes it) name this card? */
export function refMatches(state: RiftState, id: CardId, ref: string): boolean {
  const card = state.cards.get(id);
  if (!card) return false;
  if (id.toLowerCase() === ref.trim().toLowerCase()) return true;
  if (normalizeCardName(card.def.name) === normalizeCardName(ref)) return true;
  const code = normalizeCardCode(ref);
  return code !== undefined && card.def.code !== undefined && normalizeCardCode(card.def.code) === code;
}
