import { normalizeCardCode, normalizeCardName } from "@recycle-rules/cards";
import { unknownCard } from "../diagnostics/scenario-unknown-card.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { CardRefText } from "../model/types.js";
import { INPUT_LIMITS } from "../text/limits.js";
import { closest } from "../text/suggest.js";
import { yamlScalar } from "../text/yaml-scalar.js";

/** Where a game's card names come from: its bundled cards, or a caller's catalog. */
export interface CardCatalogOf<Def> {
  /** A card by exact name (case-insensitive) or by code. */
  lookup(ref: string): Def | undefined;
  /** The closest cards, best first, for did-you-mean. */
  suggest(ref: string, max?: number): readonly Def[];
  /** Every card, for editors' completion lists; a catalog without it just offers none. */
  all?(): readonly Def[];
}

/** How a game's pool names its cards and words its unknown-card message. */
export interface CardPoolRules<Def> {
  /** A card's code (OGN-036), when its game has codes: custom cards are found by it too. */
  code?(def: Def): string | undefined;
  /** The unknown-card message for a reference; `hint` is the did-you-mean sentence (or ""). */
  unknownMessage(text: string, hint: string, what: string): string;
  /**
   * Leave out a custom card or id suggestion made from a printed card that is suggested anyway
   * ("swamp" beside "Swamp").
   */
  readonly dropEchoes?: boolean;
}

/** A game's catalog plus this file's custom cards, which take precedence within the file. */
export class ScenarioCards<Def extends { readonly name: string }> {
  private readonly custom = new Map<string, Def>();
  /** The references given a did-you-mean so far (INPUT_LIMITS.suggestionsPerFile). */
  private readonly suggested = new Set<string>();

  constructor(
    readonly catalog: CardCatalogOf<Def>,
    private readonly rules: CardPoolRules<Def>,
  ) {}

  /** The file's own cards (`cards:`), as defined: a printed card of the same name is not one. */
  private readonly customDefs = new WeakSet<object>();

  addCustom(def: Def): void {
    this.customDefs.add(def);
    if (def.name === "") return;
    this.custom.set(normalizeCardName(def.name), def);
    const written = this.rules.code?.(def);
    const code = written === undefined ? undefined : normalizeCardCode(written);
    if (code !== undefined) this.custom.set(code, def);
  }

  lookup(ref: string): Def | undefined {
    const byName = this.custom.get(normalizeCardName(ref));
    if (byName) return byName;
    if (this.rules.code) {
      const code = normalizeCardCode(ref);
      const byCode = code !== undefined ? this.custom.get(code) : undefined;
      if (byCode) return byCode;
    }
    return this.catalog.lookup(ref);
  }

  /** Is this definition one of the file's custom cards? */
  isCustom(def: object): boolean {
    return this.customDefs.has(def);
  }

  readonly isCardName = (text: string): boolean => this.lookup(text) !== undefined;

  /** Names to suggest for an unknown reference: custom cards (and `extra` names) first, then the catalog's. */
  suggest(ref: string, extra: readonly string[] = [], max = 3): string[] {
    // One or two letters are close to too many names for a suggestion to mean anything; a
    // reference longer than any card name is close to none, and scoring it would only cost time.
    if (ref.replace(/[^a-z0-9]/gi, "").length < 3 || ref.length > INPUT_LIMITS.longestCardName) return [];
    // Each new reference is scored against the whole pool: a file of thousands of unknown names gets suggestions for the first ones only.
    if (!this.suggested.has(ref)) {
      if (this.suggested.size >= INPUT_LIMITS.suggestionsPerFile) return [];
      this.suggested.add(ref);
    }
    const local = closest(ref, [...[...this.custom.values()].map((d) => d.name), ...extra]);
    const printed = this.catalog.suggest(ref, max).map((d) => d.name);
    const echo = local !== undefined && this.rules.dropEchoes === true && printed.some((p) => sameCard(local, p));
    const names = [...(local !== undefined && !echo ? [local] : []), ...printed];
    return [...new Set(names)].slice(0, max);
  }

  /** scenario/unknown-card for a reference, with a did-you-mean and one fix per suggestion. */
  unknown(ref: CardRefText, extra: readonly string[] = [], what = "card"): Diagnostic {
    const suggestions = this.suggest(ref.text, extra);
    const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(" or ")}?` : "";
    return unknownCard.create({
      range: ref.range,
      message: this.rules.unknownMessage(ref.text, hint, what),
      // Not safe, even with one suggestion: the name may be a real card the data lacks, and the
      // nearest known name is another card, which changes what the scenario plays.
      fixes: suggestions.map((name) => ({ title: `Change to "${name}"`, edits: [{ range: ref.range, newText: yamlScalar(name, ref.inFlow) }], safe: false })),
    });
  }
}

/** A made-up id ("swamp", "swamp-2") adds nothing next to the card it was made from ("Swamp"). */
function sameCard(local: string, printed: string): boolean {
  return local.toLowerCase().replace(/-\d+$/, "") === printed.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
