/**
 * What a search looks for: "a basic land card", "a Swamp card", and the Landscapes' "a basic
 * Forest, Island, or Mountain card": a list of land types sharing the words before the first
 * ("basic"), so it means a basic Forest, a basic Island or a basic Mountain card (701.23).
 */
import type { TypeQuery } from "@recycle-rules/engine";
import { typeQueryFromWords } from "./type-line.js";

/** "basic forest, island, or mountain" → basic Forest / basic Island / basic Mountain. */
export function searchQueries(words: string): TypeQuery[] {
  const items = words.split(/, or |, | or /).map((w) => w.trim()).filter(Boolean);
  const first = (items[0] ?? "").split(" ");
  // The words before the first item's last one qualify every item of one word ("basic").
  const shared = first.slice(0, -1).join(" ");
  return items.map((item, i) => typeQueryFromWords(i > 0 && shared && !item.includes(" ") ? `${shared} ${item}` : item));
}
