/**
 * Riftbound's editions of the Core Rules, as a scenario's `edition:` names them. The engine
 * thinks in the current numbers (Recycle = 416, from Core Rules v1.3 on); `edition: v1.1` writes
 * the file's citations — `rules:`, `illegal:`, the transcript, the diagnostics — in the numbering
 * of Core Rules v1.1 (Origins), where Recycle is 403 (docs/rulings.md R1 and R16).
 */
export type RiftEdition = "current" | "v1.1";

export const RIFT_EDITIONS: readonly RiftEdition[] = ["current", "v1.1"];

/** How a v1.1 file cites a rule the sources don't give a v1.1 number for: the current one, labelled. */
export const CURRENT_RULES_LABEL = "(current rules)";

/**
 * The rules whose v1.1 number the sources give (the research notes' table of the two
 * numberings; the same text found under both numbers). A number listed maps exactly; Recycle's
 * whole section maps with its sub-rules (416.5.a ↔ 403.5.a: the text is the same in both).
 * Sections 001–055, 101–103 and 301–317 kept their numbers.
 */
const EXACT: Readonly<Record<string, string>> = {
  "124": "109",
  "124.1": "109",
  "131": "130",
  "108.6": "107.5",
  "145.2": "142.2",
  "151.2": "145.2",
  "186.1": "177.1",
  "356.1.b.1": "353.1.a",
  "410": "398",
  "413": "400",
  "414": "401",
  "415": "402",
  "419": "406",
  "420": "407",
  "421": "408",
  "422": "409",
  "427": "414",
  "428": "415",
  "429": "416",
  "430": "417",
  "431": "418",
  // Discretionary Actions (v1.1 398.1), and [Hidden]: v1.1 numbers it 737 with the same sub-rules
  // (riftwatcher.com's v1.1 keyword page; current 811). 811.1.d.1.a, gear played from Hidden to the
  // battlefield, is new in the current text and keeps its number.
  "410.1": "398.1",
  "811": "737",
  "811.1": "737.1",
  "811.1.a": "737.1.a",
  "811.1.b": "737.1.b",
  "811.1.c": "737.1.c",
  "811.1.c.1": "737.1.c.1",
  "811.1.c.2": "737.1.c.2",
  "811.1.c.3": "737.1.c.3",
  "811.1.d": "737.1.d",
  "811.1.d.1": "737.1.d.1",
  "811.1.d.2": "737.1.d.2",
  // v1.1 418.2 holds both steps of a Burn Out (current 431.2.b recycle, 431.2.c the point).
  "431.2": "418.2",
  "431.2.b": "418.2",
  "431.2.c": "418.2",
};

const UNCHANGED: readonly (readonly [number, number])[] = [
  [1, 55],
  [101, 103],
  [301, 317],
];

/**
 * A rule number as the rules write them: three digits, then sub-rules (".1", ".a", ".b.1"). A
 * count or an ordinal in a sentence is not one: a step's or turn's number ("at step 120", "step
 * 120:") and a number of cards or steps ("100 cards") keep their digits.
 */
const NUMBER = /(?<![\w.\-/,=])(?<!\b(?:step|steps|turn|turns|card) )\d{3}(?:\.[0-9a-z]+)*(?![\w-]|\.\d| \(current rules\)| (?:cards?|steps?|turns?|times)\b)/gi;

/** The v1.1 number of a current rule number, or the current number labelled when the sources give none. */
function v11Number(rule: string): string {
  const exact = EXACT[rule];
  if (exact !== undefined) return exact;
  if (rule === "416" || rule.startsWith("416.")) return `403${rule.slice(3)}`;
  const section = Number(rule.slice(0, 3));
  if (UNCHANGED.some(([low, high]) => section >= low && section <= high)) return rule;
  return `${rule} ${CURRENT_RULES_LABEL}`;
}

/** Writes every rule number in `text` (a rule, a sentence, a transcript line) in `edition`'s numbering. */
export function citeRift(text: string, edition: RiftEdition): string {
  return edition === "current" ? text : text.replace(NUMBER, (whole) => v11Number(whole));
}

/** A citation without its label: "056 (current rules)" → "056". */
export function bareRiftRule(rule: string): string {
  return rule.replace(` ${CURRENT_RULES_LABEL}`, "").trim();
}

/** The transcript's edition line. */
export function riftEditionLabel(edition: RiftEdition): string {
  return edition === "v1.1" ? `v1.1 (Recycle = 403; rules without a known v1.1 number are cited by the current number, marked "${CURRENT_RULES_LABEL}")` : "current (Recycle = 416)";
}
