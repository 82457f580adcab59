/**
 * The shape of one entry in data/riftbound.json. Entries hold facts only (name, stats, text in
 * force); abilities are derived by parsing `text`, so a custom card in a scenario file and a
 * printed card are read by exactly the same code.
 */
import type { CardType, Domain, Supertype } from "@recycle-rules/engine";

export interface RiftCardEntry {
  /** The canonical collector code without the set size: "OGN-036". */
  readonly code?: string;
  /**
   * Every printing's code as printed, the canonical one first: "OGN-036/298", variants
   * "OGN-036a/298" and "OGN-299*\/298", "VEN-R01", promos "OPP-001/298". Each finds the card.
   */
  readonly codes?: readonly string[];
  readonly name: string;
  /** Other names that find the card: a legend's printed title ("Loose Cannon"), a token card's faces ("Recruit // Buff"). */
  readonly aliases?: readonly string[];
  readonly type: CardType;
  readonly supertypes: readonly Supertype[];
  readonly domains: readonly Domain[];
  /**
   * Omitted for cards that have none (runes, tokens, legends, battlefields). A power pip whose
   * domain the sources don't give is "unknown" (41 two-domain cards): never guessed.
   */
  readonly cost?: { readonly energy: number; readonly power: readonly (Domain | "any" | "unknown")[] };
  readonly might?: number;
  readonly tags: readonly string[];
  /** The keywords the publisher lists for the card (also those its text only mentions); a test checks the parser finds no others. */
  readonly keywords?: readonly string[];
  /** The text in force (after errata), in the package's shorthand: what the parser reads. */
  readonly text: string;
  /**
   * The publisher's wording as printed (its HTML made plain text, icons in the shorthand), when
   * it differs from `text`: a text kept by hand after errata, bullets, a rune's rule text ("" = none).
   */
  readonly textSource?: string;
  /** The text as printed, when an errata changed it. */
  readonly printedText?: string;
  /**
   * What an errata changed, when it was announced (YYYY-MM-DD) and where (document and address);
   * `inText: "unknown"` when the data can't tell whether `text` is from before or after it.
   */
  readonly errata?: { readonly date?: string; readonly source?: string; readonly note: string; readonly inText?: "unknown" };
  /** Where a fact is uncertain or missing from our sources. */
  readonly note?: string;
}
