/**
 * cards.extraFiles against a card-data file inside every file limit that is still absurd
 * (reproduction from the stress run, `npx -y pnpm@12.4.2 stress:server`): 6 MB of `{}`, two
 * million malformed cards. The linter wrote a problem for each and the server listed them all:
 * it grew past 1 GB and sent the editor a 154 MB warning 17 s later. Now a file of more than
 * MAX_CARDS_PER_FILE cards is not read, and the warning names MAX_LISTED_PROBLEMS problems.
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CARDS_PER_FILE, MAX_LISTED_PROBLEMS, loadExtraCards } from "../src/features/extra-cards.js";
import { TestClient } from "./client.js";

// A guard against a server that reads the 6 MB file card by card or hangs on it, not a speed
// target (those are the bench's): generous enough for a loaded 2-core CI machine.
const PROMPTLY_MS = 20_000;
const SIX_MB = 6 * 1024 * 1024;
let ws: string;

beforeAll(() => {
  ws = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-extra-cards-")));
  writeFileSync(path.join(ws, "empty-cards.json"), `[${Array(Math.floor(SIX_MB / 3)).fill("{}").join(",")}]`);
  writeFileSync(path.join(ws, "wrapped.json"), JSON.stringify({ cards: Array(MAX_CARDS_PER_FILE + 1).fill({}) }));
  writeFileSync(path.join(ws, "some-bad.json"), JSON.stringify(Array(MAX_LISTED_PROBLEMS + 5).fill({})));
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

describe("loadExtraCards", () => {
  it("keeps the catalog it built while the files and their contents stay the same (a settings reload keeps the lints)", () => {
    writeFileSync(path.join(ws, "playtest.json"), JSON.stringify([{ name: "Playtest Spell", type: "spell" }]));
    const first = loadExtraCards(["playtest.json"], [ws]);
    expect(first.cards).toBeDefined();
    expect(loadExtraCards(["playtest.json"], [ws]).cards).toBe(first.cards);
    writeFileSync(path.join(ws, "playtest.json"), JSON.stringify([{ name: "Playtest Spell, Revised", type: "spell" }]));
    const changed = loadExtraCards(["playtest.json"], [ws]);
    expect(changed.cards).not.toBe(first.cards);
    expect(changed.cards?.riftbound.lookup("Playtest Spell, Revised")).toBeDefined();
  });

  it("does not read a file of two million cards, and says how many it holds", () => {
    expect(loadExtraCards(["empty-cards.json"], [ws]).messages).toEqual(["empty-cards.json: not read: it holds 2,097,152 card records, over the 100,000 one card-data file may hold."]);
  });

  it("counts the cards of the { cards: [...] } shape too", () => {
    expect(loadExtraCards(["wrapped.json"], [ws]).messages).toEqual(["wrapped.json: not read: it holds 100,001 card records, over the 100,000 one card-data file may hold."]);
  });

  it(`names the first ${MAX_LISTED_PROBLEMS} problems and counts the rest`, () => {
    const { messages } = loadExtraCards(["some-bad.json"], [ws]);
    expect(messages).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(messages[0]).toBe('some-bad.json: Card 1 needs at least a "name" and a "type": left out.');
    expect(messages.at(-1)).toBe("and 5 more problems");
  });
});

describe("the server", () => {
  it("warns about the 6 MB file at once, in one short message, and goes on answering", async () => {
    const { client } = await TestClient.start({ rootUri: pathToFileURL(ws).href, initializationOptions: { cards: { extraFiles: ["empty-cards.json"] } } });
    try {
      const warning = await client.message((m) => m.kind === "show", PROMPTLY_MS);
      expect(warning.message).toBe("recycle-rules: extra card data: empty-cards.json: not read: it holds 2,097,152 card records, over the 100,000 one card-data file may hold.");
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });
});
