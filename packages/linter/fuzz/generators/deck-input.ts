import fc from "fast-check";
import type { FuzzInput } from "../input.js";

/**
 * The fuzz input of a deck-list generator: linted through lintFile by its file name (`.deck`,
 * `.dek`: the name decides the kind and, for `.dek`, the game), or through lintDeck with or
 * without a file path ("" — the game then comes from the text alone).
 */
export function deckInput(generator: string, text: fc.Arbitrary<string>, fileNames: readonly string[]): fc.Arbitrary<FuzzInput> {
  return fc.tuple(text, fc.constantFrom(...fileNames), fc.boolean()).map(([t, fileName, viaLintFile]) => ({
    generator,
    entry: viaLintFile && fileName !== "" ? "lintFile" : "lintDeck",
    fileName,
    text: t,
  }));
}
