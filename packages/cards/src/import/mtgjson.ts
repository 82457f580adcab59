/**
 * MTGJSON v5 AtomicCards.json: `{meta, data: {name: [faces…]}}`, or the `data` object alone. A
 * name's faces are told apart by `side` ("a" is the front); a card of one face has no side.
 * `manaCost`, `type`, `power`/`toughness` (strings), `text`. Multi-face cards are read by their
 * front face (mtg-faces.ts).
 */
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import { shortened } from "../problems.js";
import type { ImportProblem } from "./card-pool-file.js";
import { isRecord, type JsonRecord } from "./json-values.js";
import { isNonGameLayout, MtgEntries } from "./mtg-faces.js";

const SOURCE = "import: MTGJSON";

/** Keys of an atomic card face that a card of no other format has all of. */
function isAtomicFace(value: unknown): boolean {
  return isRecord(value) && typeof value["name"] === "string" && (typeof value["type"] === "string" || typeof value["layout"] === "string") && !("object" in value);
}

/**
 * `{meta, data: {name: [faces]}}` (its first value a list: AllPrintings' `data` holds sets, not
 * cards), or a `data` object alone whose first value is a list of atomic faces.
 */
export function isMtgjsonAtomic(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const data = value["data"];
  if (isRecord(data) && isRecord(value["meta"])) return firstValue(data, (faces) => Array.isArray(faces)) ?? true;
  if (isRecord(data)) return firstValue(data, isAtomicFaces) ?? false;
  return firstValue(value, isAtomicFaces) ?? false;
}

function isAtomicFaces(faces: unknown): boolean {
  return Array.isArray(faces) && isAtomicFace(faces[0]);
}

/** `test` of the record's first value; undefined when it has none. */
function firstValue(record: JsonRecord, test: (value: unknown) => boolean): boolean | undefined {
  for (const key of Object.keys(record)) return test(record[key]);
  return undefined;
}

export function importMtgjsonAtomic(value: unknown): { mtg: MtgCardEntry[]; problems: ImportProblem[]; skipped: number } {
  const data = isRecord(value) && isRecord(value["data"]) ? value["data"] : isRecord(value) ? value : {};
  const out = new MtgEntries();
  for (const [key, faces] of Object.entries(data)) {
    const list = Array.isArray(faces) ? faces.filter(isRecord) : [];
    if (list.length === 0) {
      out.problem(`"${shortened(key)}" has no faces (a list of card objects): left out.`);
      continue;
    }
    // Faces by side; faces without one (printed versions of an Un-card) keep their order.
    const sorted = [...list].sort((a, b) => String(a["side"] ?? "").localeCompare(String(b["side"] ?? "")));
    const front = sorted[0]!;
    if (isNonGameLayout(front["layout"])) {
      out.skipped += 1;
      continue;
    }
    const name = key.trim() !== "" ? key.trim() : typeof front["name"] === "string" ? front["name"].trim() : "";
    if (name === "") {
      out.problem("A card with no name: left out.");
      continue;
    }
    const sided = sorted.filter((f) => f["side"] !== undefined);
    const otherFaces = sided.slice(1).map((f, i) => (typeof f["faceName"] === "string" ? f["faceName"] : `face ${i + 2}`));
    out.add(
      {
        name,
        front: { manaCost: front["manaCost"], type: front["type"], power: front["power"], toughness: front["toughness"], text: front["text"] },
        ...(typeof front["layout"] === "string" ? { layout: front["layout"] } : {}),
        otherFaces,
      },
      SOURCE,
    );
  }
  return { mtg: out.entries, problems: out.problems, skipped: out.skipped };
}
