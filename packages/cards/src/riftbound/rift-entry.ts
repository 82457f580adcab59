/**
 * The shape of one entry in data/riftbound.json. Entries hold facts only (name, stats, text in
 * force); abilities are derived by parsing `text`, so a custom card in a scenario file and a
 * printed card are read by exactly the same code.
 */
import type { CardType, Domain, Supertype } from "@recycle-rules/engine";

export interface RiftCardEntry {
  /** Collector code without the set size: "OGN-036". */
  readonly code?: string;
  readonly name: string;
  readonly type: CardType;
  readonly supertypes: readonly Supertype[];
  readonly domains: readonly Domain[];
  /** Omitted for cards that have none (runes, tokens, legends, battlefields). */
  readonly cost?: { readonly energy: number; readonly power: readonly (Domain | "any")[] };
  readonly might?: number;
  readonly tags: readonly string[];
  /** The card's keywords as written; a test checks they match what the parser finds in `text`. */
  readonly keywords: readonly string[];
  /** The text in force (after errata). */
  readonly text: string;
  /** The text as printed, when an errata changed it. */
  readonly printedText?: string;
  /** What an errata changed, when it was announced (YYYY-MM-DD) and where (document and address). */
  readonly errata?: { readonly date?: string; readonly source?: string; readonly note: string };
  /** Where a fact is uncertain or missing from our sources. */
  readonly note?: string;
}
