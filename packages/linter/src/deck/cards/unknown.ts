import { deckUnknownCard } from "../../diagnostics/deck-unknown-card.js";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import type { DeckGame } from "../model.js";
import { INPUT_LIMITS } from "../../text/limits.js";

export interface UnknownCardInput {
  readonly game: DeckGame;
  /** The name or code as written. */
  readonly written: string;
  readonly range: Range;
  /** Card names to offer, best first. */
  readonly suggestions: readonly string[];
  /** How to write a name back into the file (subtitle style, XML escaping). */
  readonly spell: (name: string) => string;
  /** "card code" for code-only entries. */
  readonly what?: string;
}

const GAME_NAME: Record<DeckGame, string> = { riftbound: "Riftbound", mtg: "Magic: The Gathering" };

/**
 * deck/unknown-card with a did-you-mean and one fix per suggestion. The message says that checks
 * needing the card's facts skip it: a card the data lacks must not be called illegal for other
 * reasons. Magic's bundled data knows every printed card's name (the name index), so there an
 * unknown name is no Magic card at all; Riftbound's may lack a real card.
 */
export function unknownCardDiagnostic(input: UnknownCardInput): Diagnostic {
  const hint = input.suggestions.length > 0 ? ` Did you mean ${input.suggestions.map((s) => `"${s}"`).join(" or ")}?` : "";
  const what = input.what ?? "card";
  const known = input.game === "mtg" ? "the card data knows (it has every printed card's name)" : "the card data knows";
  return deckUnknownCard.create({
    range: input.range,
    message: `"${input.written}" is not a ${GAME_NAME[input.game]} ${what} ${known}, so the checks that need its type, domains or tags skip it.${hint}`,
    // Not safe, even with one suggestion: an unknown name may be a card the data lacks (a new
    // set, a playtest card), and swapping in the nearest known one changes the deck.
    fixes: input.suggestions.map((name) => ({ title: `Change to "${name}"`, edits: [{ range: input.range, newText: input.spell(name) }], safe: false })),
  });
}

/** Riftbound.gg writes "Name - Subtitle" where the card is "Name, Subtitle": keep the file's style. */
export function riftboundSpelling(written: string): (name: string) => string {
  const dash = /\s[-–]\s/.test(written) && !written.includes(",");
  return (name) => (dash ? name.replace(/,\s*/, " - ") : name);
}

/** One suggestion list for a name: short or empty names get none (they are close to everything). */
export function suggestionsFor<Card extends { readonly name: string }>(ref: string, suggest: (ref: string, max?: number) => readonly Card[]): string[] {
  if (ref.replace(/[^a-z0-9]/gi, "").length < 3 || ref.length > INPUT_LIMITS.longestCardName) return [];
  return [...new Set(suggest(ref, 3).map((c) => c.name))];
}
