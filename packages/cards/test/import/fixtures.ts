import { readFileSync } from "node:fs";

/** A copy of one real object of a card-database format (test/fixtures/formats/, see its README). */
export function formatFixture(file: "riftcodex-card" | "riot-card-gallery-card" | "scryfall-card" | "mtgjson-atomic-cards"): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../fixtures/formats/${file}.json`, import.meta.url), "utf8")) as Record<string, unknown>;
}
