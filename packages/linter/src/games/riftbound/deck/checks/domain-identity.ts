import type { Domain } from "@recycle-rules/engine";
import { deckDomainIdentity } from "../../../../diagnostics/deck-domain-identity.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { RiftboundDeck } from "../../../../deck/model.js";
import { isToken } from "../card-facts.js";
import { legendOf } from "./legend.js";

/**
 * 103.1.b: the legend's domains are the deck's Domain Identity. A single-domain card needs its
 * domain in it (103.1.b.3), a multi-domain card all of its domains (103.1.b.4); the runes are of
 * the identity too (103.3). Sideboard cards are checked as well: they are swapped into the deck.
 * Without a known legend there is no identity to check against (deck/champion says why).
 */
export function checkDomainIdentity(deck: RiftboundDeck): Diagnostic[] {
  const legend = legendOf(deck);
  if (!legend) return [];
  const identity = new Set<Domain>(legend.card.domains);
  const out: Diagnostic[] = [];
  const seen = new Set<number>();
  for (const section of ["champion", "main", "runes", "sideboard"] as const) {
    for (const e of deck.sections[section]) {
      const card = e.card;
      if (!card || isToken(card) || card.type === "legend" || card.type === "battlefield") continue;
      const outside = card.domains.filter((d) => !identity.has(d));
      if (outside.length === 0 || seen.has(e.ranges.name.startOffset)) continue;
      seen.add(e.ranges.name.startOffset);
      const multi = card.domains.length > 1;
      out.push(
        deckDomainIdentity.create({
          range: e.ranges.name,
          rule: card.type === "rune" ? ["103.3", "103.1.b"] : [multi ? "103.1.b.4" : "103.1.b.3"],
          message: `${e.name} is ${list(card.domains)}${multi ? ", and a multi-domain card needs all of its domains in the identity" : ""}; the legend ${legend.card.name} gives the domain identity ${list([...identity])}, without ${list(outside)} (103.1.b).`,
          related: [{ message: `the legend, ${legend.card.name} (${list([...identity])})`, range: legend.entry.ranges.name }],
        }),
      );
    }
  }
  return out;
}

function list(domains: readonly string[]): string {
  const names = domains.map((d) => d.charAt(0).toUpperCase() + d.slice(1));
  if (names.length === 0) return "no domain";
  return names.length === 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}
