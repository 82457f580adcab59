/**
 * The bundled Riftbound card list (data/riftbound.json). Reading, checking and indexing are the
 * same for every game (bundled-cards.ts); what is Riftbound's is how an entry becomes a card.
 */
import type { RiftCardDef } from "@recycle-rules/engine";
import { bundledCards } from "../bundled-cards.js";
import type { CardIndex } from "../card-index.js";
import { definedFields } from "../defined-fields.js";
import { defineRiftCard, type DefinedRiftCard } from "./define-rift-card.js";
import type { RiftCardEntry } from "./rift-entry.js";

const bundled = bundledCards<RiftCardEntry, RiftCardDef>({ file: "riftbound.json", define: riftCardFromEntry });

/** The raw entries of data/riftbound.json (read once). */
export function riftboundEntries(): readonly RiftCardEntry[] {
  return bundled.entries();
}

/**
 * Turn one data entry into a card definition through the same path custom cards take, then add
 * the facts only data entries carry (printed text, errata).
 */
export function riftCardFromEntry(entry: RiftCardEntry): DefinedRiftCard {
  const defined = defineRiftCard(definedFields(entry, ["name", "code", "type", "supertypes", "domains", "cost", "might", "tags", "text"]));
  const abilities = entry.tags.includes("Equipment") ? [...defined.def.abilities, EQUIPMENT_LOWER_BOX] : defined.def.abilities;
  return { ...defined, def: { ...defined.def, abilities, ...definedFields(entry, ["textSource", "printedText", "errata", "codes", "aliases"]) } };
}

/**
 * An Equipment's lower box, its Effect Text and Might Bonus, works while it is attached (718.3,
 * 718.4; Serrated Dirk's [Assault 2], Guardian Angel's +1 Might). The card data carries only the
 * rules text, so an Equipment is never fully modelled: this unmodelled part says so, and the
 * linter's unmodelled-text warning names it wherever the card is used, instead of an attached
 * Equipment silently adding nothing.
 */
const EQUIPMENT_LOWER_BOX: RiftCardDef["abilities"][number] = {
  kind: "static",
  effect: { kind: "unmodelled" },
  text: "its Effect Text and Might Bonus while attached (718.3, 718.4), which the card data doesn't carry",
};

/** Every bundled Riftbound card, indexed; throws if the bundled data has a problem. */
export function riftboundCards(): CardIndex<RiftCardDef> {
  return bundled.cards();
}

/**
 * The bundled cards plus `extra` ones (a new set, a playtest file), an extra card replacing the
 * bundled one of the same name. The bundled cards stay lazy: none is parsed until returned.
 */
export function riftboundCardsWith(extra: readonly RiftCardDef[]): CardIndex<RiftCardDef> {
  return bundled.withExtra(extra);
}
