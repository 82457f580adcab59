import type { RiftCardDef } from "@recycle-rules/engine";
import type { DeckEntry } from "../../../deck/model.js";
import { isChampionUnit, legendTags, sharesTag } from "./card-facts.js";

type Entry = DeckEntry<RiftCardDef>;

/**
 * Layouts without a Champion section (flat lists, tournament text, codes without the v3 label)
 * still have a Chosen Champion: one copy of a champion unit among the Main Deck cards (103.2.a).
 * It is the first champion unit whose tag matches the legend's, else the first champion unit
 * listed (the champion check then reports the mismatch). One copy moves to the champion section,
 * so the model is the same whichever layout the deck was written in.
 */
export function chooseChampion(main: readonly Entry[], legend: RiftCardDef | undefined): { main: Entry[]; champion: Entry[] } {
  const tags = legend ? legendTags(legend) : [];
  const candidates = main.filter((e) => e.card !== undefined && isChampionUnit(e.card) && e.count > 0);
  const chosen = candidates.find((e) => e.card !== undefined && sharesTag(e.card, tags)) ?? candidates[0];
  if (!chosen) return { main: [...main], champion: [] };
  return splitOff(main, chosen);
}

/** The Chosen Champion named by a deck code's label (a code of a card in the main list). */
export function championByCode(main: readonly Entry[], code: string, matches: (entry: Entry) => boolean): { main: Entry[]; champion: Entry[] } | undefined {
  const chosen = main.find(matches);
  return chosen && code !== "" ? splitOff(main, chosen) : undefined;
}

/** Moves one copy of `chosen` to the champion section; the line's other copies stay in the Main Deck. */
function splitOff(main: readonly Entry[], chosen: Entry): { main: Entry[]; champion: Entry[] } {
  const champion: Entry = { ...chosen, section: "champion", count: 1, origin: chosen.count > 1 ? "champion-split" : chosen.origin };
  const rest = main.flatMap((e) => (e !== chosen ? [e] : e.count > 1 ? [{ ...e, count: e.count - 1 }] : []));
  return { main: rest, champion: [champion] };
}
