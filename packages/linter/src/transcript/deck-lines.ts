import type { DeckNote } from "../replay/deck-zones.js";

/**
 * The transcript header's line for each player's `deck:` (both games): where the cards went and
 * that the decks were shuffled with the seed, or that nothing was loaded and which diagnostic
 * says why. The path is the one written in the file, so the transcript stays free of the
 * machine's paths.
 */
export function deckLines(notes: readonly DeckNote[] | undefined): string[] {
  return (notes ?? []).map((note) => {
    const head = `deck ${note.player}: ${note.path}`;
    if (note.failure !== undefined) return `${head}: not loaded (${note.failure})`;
    const zones = note.zones.map((z) => `${z.zone} ${z.count}`);
    const parts = [zones.length > 0 ? zones.join(", ") : "no cards"];
    if (note.kept.length > 0) parts.push(`${note.kept.join(", ")} as the scenario lists ${note.kept.length === 1 ? "it" : "them"}`);
    const shuffled = note.zones.filter((z) => z.shuffled).map((z) => z.zone);
    const how = shuffled.length > 0 ? ` (${shuffled.join(", ")} shuffled with seed ${note.seed})` : "";
    return `${head}${how} → ${parts.join("; ")}`;
  });
}
