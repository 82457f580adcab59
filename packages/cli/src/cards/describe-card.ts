/**
 * A card as `recycle-rules cards show` prints it: the publisher's wording verbatim, the codes,
 * and what the engine models of it, ability by ability (docs/cards.md).
 */
import { isNameOnlyMtgCard, mtgCardNames } from "@recycle-rules/cards";
import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import { cardSummary, formatCost, mtgCardSummary, unmodelledClauses } from "@recycle-rules/linter";

/** Plain text for a Riftbound card. */
export function describeRiftboundCard(def: RiftCardDef): string {
  const lines = [`${def.name}${def.code ? ` — ${def.code}` : ""} (Riftbound)`, cardSummary(def)];
  if ((def.codes ?? []).length > 0) lines.push(`Printings: ${def.codes!.join(", ")}`);
  if ((def.aliases ?? []).length > 0) lines.push(`Also named: ${def.aliases!.join(", ")}`);
  if (def.tags.length > 0) lines.push(`Tags: ${def.tags.join(", ")}`);
  const printed = def.textSource ?? def.text;
  lines.push("", "Text (the publisher's wording):", printed.trim() === "" ? "  (no printed text)" : indent(printed));
  if (def.text !== printed) lines.push("", `Text the engine reads${def.errata?.date ? ` (errata of ${def.errata.date})` : ""}:`, indent(def.text));
  if (def.printedText !== undefined && def.printedText !== def.text && def.printedText !== printed) lines.push("", "Printed text (before errata):", indent(def.printedText));
  const unknownPips = def.cost.power.filter((p) => p === "unknown").length;
  if (unknownPips > 0) lines.push("", `Unknown: ${unknownPips === 1 ? "which domain its power pip is" : `which domain each of its ${unknownPips} power pips is`} (the card data gives only the number); a scenario that pays it reports scenario/unknown-card-fact.`);
  const parts = [
    { label: "when played", items: def.onPlay ?? [] },
    { label: "additional cost", items: def.additionalPlayCost ?? [] },
  ];
  lines.push("", ...engineLines(def.abilities, def.keywords, parts), ...keywordCostLines(def));
  return `${lines.join("\n")}\n`;
}

/** A spell's [Flow] and [Repeat] costs, which the engine reads off their lines. */
function keywordCostLines(def: RiftCardDef): string[] {
  const lines: string[] = [];
  if (def.flowCost) lines.push(`  modelled (keyword): [Flow] ${formatCost(def.flowCost)}: may be played from the trash for this cost, then banished`);
  if (def.optionalPlayCost) lines.push(`  modelled (static): an optional additional cost (${def.optionalPlayCost.map((p) => (p.kind === "energy" ? `[${p.amount}]` : p.kind === "discard" ? `discard ${p.count}` : p.kind)).join(", ")}), remembered for "if you paid the additional cost" (356)`);
  if (def.repeatCost) lines.push(`  modelled (keyword): [Repeat] ${formatCost(def.repeatCost)}: an optional additional cost that executes the instructions again (820)`);
  return lines;
}

/** Plain text for a Magic card: a full definition, or a real card known by name only. */
export function describeMtgCard(def: MtgCardDef): string {
  const facts = mtgCardNames().lookup(def.name);
  const lines = [`${def.name} (Magic)`, mtgCardSummary(def)];
  if (facts && facts.sets.length > 0) lines.push(`Sets: ${facts.sets.join(" ")}`);
  if (facts?.copies !== undefined) lines.push(`Copies: ${facts.copies === Number.POSITIVE_INFINITY ? "a deck can have any number" : `a deck can have up to ${facts.copies}`}`);
  if (isNameOnlyMtgCard(def)) {
    lines.push("", "Known by name only (every Magic card name is bundled): its text is not in the card data, so the engine plays it with its types and no abilities (scenario/card-not-modelled).");
    lines.push("Import its card data to model it: recycle-rules cards import <scryfall or MTGJSON file>.");
    return `${lines.join("\n")}\n`;
  }
  lines.push("", "Oracle text:", def.text.trim() === "" ? "  (no text)" : indent(def.text));
  // A modal spell's modes (700.2) are its parts too, each under its own words.
  const modes = (def.spell?.modes ?? []).map((mode, i) => ({ label: `as a spell, mode ${i + 1}: ${mode.text}`, items: mode.effect }));
  lines.push("", ...engineLines(def.abilities, [], [{ label: "as a spell", items: def.spell?.effect ?? [] }, ...modes]));
  return `${lines.join("\n")}\n`;
}

/** A card's parts beyond its abilities — a spell's effects, an additional cost to play it — under the label `cards show` gives them. */
interface CardPart {
  readonly label: string;
  readonly items: readonly unknown[];
}

/** What the engine makes of each ability: modelled, or which clause it doesn't model. */
function engineLines(abilities: readonly { readonly kind: string; readonly text?: string }[], keywords: readonly string[], parts: readonly CardPart[]): string[] {
  const lines = ["What the engine models:"];
  if (abilities.length === 0 && keywords.length === 0 && parts.every((p) => p.items.length === 0)) lines.push("  nothing to model: no abilities");
  if (keywords.length > 0) lines.push(`  keywords: ${keywords.join(", ")}`);
  for (const ability of abilities) {
    // Wrapped, so a part without a text of its own (a static ability's) is quoted by the ability's.
    const missing = unmodelledClauses({ ability });
    const text = ability.text ?? "";
    lines.push(`  ${missing.length === 0 ? "modelled" : "NOT MODELLED"} (${ability.kind}): ${oneLine(text)}`);
    for (const m of missing) if (m !== "" && m !== text) lines.push(`    not modelled: ${oneLine(m)}`);
  }
  // A spell's own effects have no text of their own in the definition: the modelled ones are
  // named by kind, in words ("counter target"), so a reader sees that the rest of the card's
  // text is read, not skipped.
  for (const { label, items } of parts) {
    const modelledKinds = items
      .map(effectKind)
      .filter((kind): kind is string => kind !== undefined && kind !== "unmodelled")
      .map((kind) => kind.replace(/-/g, " "));
    if (modelledKinds.length > 0) lines.push(`  modelled (${label}): ${modelledKinds.join(", ")}`);
    for (const m of unmodelledClauses({ items })) lines.push(`  NOT MODELLED (${label}): ${oneLine(m)}`);
  }
  return lines;
}

function effectKind(effect: unknown): string | undefined {
  const kind = (effect as { kind?: unknown } | null | undefined)?.kind;
  return typeof kind === "string" ? kind : undefined;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n");
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " / ");
}
