/**
 * The clauses of a card definition that the card parser read as "not modelled": every part of
 * kind `unmodelled`, with its own text or, when it has none (a Riftbound static ability), the
 * text of the ability holding it. Generic over both games' definitions: a part is found wherever
 * the parser put it (an effect inside a paid effect, a branch, a spell).
 */
export function unmodelledClauses(def: object): string[] {
  // A set: a hostile card of thousands of clauses stays linear.
  const found = new Set<string>();
  const walk = (value: unknown, nearestText: string | undefined, depth: number): void => {
    // Card definitions are a few levels deep; the bound only guards against a cycle.
    if (depth > 12 || typeof value !== "object" || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, nearestText, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const text = typeof record["text"] === "string" && record["text"] !== "" ? record["text"] : nearestText;
    if (record["kind"] === "unmodelled") {
      if (text !== undefined) found.add(text);
      return;
    }
    for (const [key, inner] of Object.entries(record)) if (key !== "text") walk(inner, text, depth + 1);
  };
  // The card's own text is no clause: only what an ability or effect says.
  for (const [key, value] of Object.entries(def)) if (key !== "text" && key !== "textSource" && key !== "printedText") walk(value, undefined, 0);
  return [...found];
}
