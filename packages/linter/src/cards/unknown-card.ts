import { unknownCard } from "../diagnostics/scenario-unknown-card.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { CardRefText } from "../model/types.js";
import { yamlScalar } from "../text/yaml-scalar.js";
import type { ScenarioCards } from "./catalog.js";

/** scenario/unknown-card for a reference, with a did-you-mean and one fix per suggestion. */
export function unknownCardDiagnostic(cards: ScenarioCards, ref: CardRefText, extra: readonly string[] = [], what = "card"): Diagnostic {
  const suggestions = cards.suggest(ref.text, extra);
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(" or ")}?` : "";
  return unknownCard.create({
    range: ref.range,
    message: `"${ref.text}" is not a known ${what}: no printed card, custom card or card id has that name or code.${hint}`,
    fixes: suggestions.map((name) => ({ title: `Change to "${name}"`, edits: [{ range: ref.range, newText: yamlScalar(name, ref.inFlow) }] })),
  });
}
