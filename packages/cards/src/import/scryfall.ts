/**
 * Scryfall: a card object (`object: "card"`), a list object (`{object: "list", data: [...]}`: only
 * `data` is read, no further pages are fetched), or a bulk data file (an array of card objects:
 * oracle_cards, default_cards, all_cards). A bulk file holds many printings of a card: the first
 * read is kept. Multi-face cards (`card_faces`) are read by their front face (mtg-faces.ts).
 */
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import type { ImportProblem } from "./card-pool-file.js";
import { describeValue, isRecord, recordsOf, valueAt, type JsonRecord } from "./json-values.js";
import { isNonGameLayout, MtgEntries, type MtgFace } from "./mtg-faces.js";

const SOURCE = "import: Scryfall";

export function isScryfallCard(value: unknown): boolean {
  return isRecord(value) && value["object"] === "card";
}

export function isScryfallList(value: unknown): boolean {
  return isRecord(value) && value["object"] === "list" && Array.isArray(value["data"]);
}

export function importScryfall(data: unknown): { mtg: MtgCardEntry[]; problems: ImportProblem[]; skipped: number } {
  const listed = valueAt(data, "data");
  const list = Array.isArray(data) ? data : isScryfallList(data) && Array.isArray(listed) ? listed : [data];
  const out = new MtgEntries();
  for (const { item, place } of recordsOf(list, "Item", (m) => out.problem(m))) readCard(item, place, out);
  return { mtg: out.entries, problems: out.problems, skipped: out.skipped };
}

function readCard(card: JsonRecord, place: number, out: MtgEntries): void {
  if (card["object"] !== "card") {
    out.problem(`Item ${place} is not a Scryfall card (its object is ${describeValue(card["object"])}): left out.`);
    return;
  }
  if (isNonGameLayout(card["layout"])) {
    out.skipped += 1;
    return;
  }
  const name = card["name"];
  if (typeof name !== "string" || name.trim() === "") {
    out.problem(`Item ${place} has no name: left out.`);
    return;
  }
  const faces = Array.isArray(card["card_faces"]) ? card["card_faces"].filter(isRecord) : [];
  const [first] = faces;
  // A face lacks what the card holds for all of them (a flip card's mana cost): the card's own field then.
  const field = (key: string): unknown => (first !== undefined && first[key] !== undefined ? first[key] : card[key]);
  const front: MtgFace = { manaCost: field("mana_cost"), type: field("type_line"), power: field("power"), toughness: field("toughness"), text: field("oracle_text") };
  const otherFaces = faces.slice(1).map((f, i) => (typeof f["name"] === "string" ? f["name"] : `face ${i + 2}`));
  out.add({ name: name.trim(), front, ...(typeof card["layout"] === "string" ? { layout: card["layout"] } : {}), otherFaces }, SOURCE);
}
