import { deckChampion } from "../../../../diagnostics/deck-champion.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { total, type RiftboundDeck } from "../../../../deck/model.js";
import { isChampionUnit, legendTags, sharesTag } from "../card-facts.js";
import { countOrName, documentAnchor, sectionAnchor } from "../../../../deck/checks/anchor.js";
import { legendOf } from "./legend.js";

/**
 * The deck's two champions: one Champion Legend (103.1) and one Chosen Champion, a champion unit
 * whose champion tag matches the legend's (103.2.a, 103.2.a.2). In layouts that don't mark the
 * Chosen Champion it was taken from the Main Deck (the parser says how); the message says so.
 */
export function checkChampions(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  const out: Diagnostic[] = [];
  const legends = deck.sections.legend.filter((e) => e.card === undefined || e.card.type === "legend");
  const legendCount = total(legends);
  if (legendCount === 0) {
    out.push(
      deckChampion.create({
        range: deck.headers.some((h) => h.section === "legend") ? sectionAnchor(source, deck, ["legend"]) : documentAnchor(source, deck),
        rule: ["103.1"],
        message: `No Champion Legend: a deck needs one (103.1); its domains are the deck's domain identity. Add a Legend section${deck.layout === "tournament" ? " (== Legend ==)" : " (Legend:)"} with one legend.`,
      }),
    );
  } else if (legendCount > 1) {
    const second = legends.length > 1 ? legends[1] : legends[0];
    if (second) {
      out.push(deckChampion.create({ range: legends.length > 1 ? second.ranges.name : countOrName(second), rule: ["103.1"], message: `${legendCount} legends: a deck has exactly one Champion Legend (103.1).` }));
    }
  }

  const chosen = deck.sections.champion;
  const count = total(chosen);
  const first = chosen[0];
  if (!first) {
    out.push(
      deckChampion.create({
        range: sectionAnchor(source, deck, ["champion", "main"]),
        rule: ["103.2.a"],
        message: "No Chosen Champion: a deck has one champion unit whose champion tag matches its legend's, and none is listed (103.2.a).",
      }),
    );
    return out;
  }
  if (count > 1) {
    const at = chosen.length > 1 ? chosen[1]?.ranges.name : countOrName(first);
    if (at) out.push(deckChampion.create({ range: at, rule: ["103.2.a"], message: `${count} Chosen Champions: a deck has exactly one; list the other copies in the Main Deck (103.2.a).` }));
  }
  const card = first.card;
  if (!card) return out;
  const marked = first.origin === "code" || deck.headers.some((h) => h.section === "champion");
  const taken = marked ? "" : " (taken as the Chosen Champion: the first champion unit in the Main Deck)";
  if (!isChampionUnit(card)) {
    out.push(deckChampion.create({ range: first.ranges.name, rule: ["103.2.a"], message: `${first.name}${taken} is a ${card.type}${card.supertypes.length > 0 ? ` (${card.supertypes.join(", ")})` : ""}, not a champion unit: the Chosen Champion is a champion unit (103.2.a).` }));
    return out;
  }
  const legend = legendOf(deck);
  if (legend && !sharesTag(card, legendTags(legend.card))) {
    out.push(
      deckChampion.create({
        range: first.ranges.name,
        rule: ["103.2.a.2"],
        message: `${first.name}${taken} has the tag${card.tags.length === 1 ? "" : "s"} ${card.tags.join(", ") || "(none)"}, but the legend ${legend.card.name} needs ${legendTags(legend.card).join(", ")} (103.2.a.2).`,
        related: [{ message: `the legend, ${legend.card.name}`, range: legend.entry.ranges.name }],
      }),
    );
  }
  return out;
}
