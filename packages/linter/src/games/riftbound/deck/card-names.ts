import { normalizeCardName } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalogOf } from "../../../cards/scenario-cards.js";
import { legendTags } from "./card-facts.js";

/**
 * A card of a deck list by the name written. Sites write a legend's name in two ways: its
 * champion's name and its title ("Kai'Sa - Daughter of the Void", "Kai'Sa, Daughter of the
 * Void"), which is how deck lists and the card data usually name it, or its title alone
 * ("Daughter of the Void"), which is what the card itself prints. Either form finds the legend,
 * whichever of the two the card data uses; other cards are found only by their own name or code.
 */
export function lookupRiftCard(catalog: CardCatalogOf<RiftCardDef>, written: string): RiftCardDef | undefined {
  const exact = catalog.lookup(written);
  if (exact) return exact;
  const key = normalizeCardName(written);
  if (key === "") return undefined;
  // The title alone (or "Champion, Title" where the data adds more in front): a legend whose name ends with it.
  const bySuffix = catalog.suggest(written, 5).filter((c) => c.type === "legend" && normalizeCardName(c.name).endsWith(`, ${key}`));
  if (bySuffix.length === 1) return bySuffix[0];
  // "Champion - Title" where the data names the legend by its title alone: the champion must be its tag.
  const split = /^(.+?),\s(.+)$/.exec(key);
  if (!split) return undefined;
  const [, champion = "", title = ""] = split;
  const legend = catalog.lookup(title);
  return legend?.type === "legend" && legendTags(legend).some((t) => normalizeCardName(t) === champion) ? legend : undefined;
}
