/**
 * A problem quotes at most MAX_QUOTED_LENGTH characters of a value, with "…" where it was cut: an
 * imported file may hold a name, a tag or an icon of megabytes, and every problem that names it
 * would otherwise repeat all of it.
 */
import { describe, expect, it } from "vitest";
import { defineMtgCard, defineRiftCard, importCards, parseMtgText, riftTextFromPublisherHtml } from "../../src/index.js";
import { MAX_QUOTED_LENGTH, shortened } from "../../src/problems.js";
import { formatFixture } from "./fixtures.js";

const HUGE = 200_000;
const long = (letter: string): string => letter.repeat(HUGE);
/** What a problem quotes of a value of `letter`s (after a few other characters, as "<x-" of a tag): its start, then the ellipsis. */
const quotedStart = (letter: string): RegExp => new RegExp(`${letter}{${MAX_QUOTED_LENGTH - 5},${MAX_QUOTED_LENGTH}}…`);
/** Sentences around the quoted parts: a message of a few quoted values stays this short. */
const MESSAGE_BOUND = 600;

function expectShortMessages(messages: readonly string[], letters: readonly string[]): void {
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(message.length).toBeLessThan(MESSAGE_BOUND);
  const all = messages.join("\n");
  for (const letter of letters) expect(all).toMatch(quotedStart(letter));
}

describe("shortened", () => {
  it("keeps a value of up to the limit whole, and cuts a longer one with an ellipsis, never inside an emoji", () => {
    expect(shortened("x".repeat(MAX_QUOTED_LENGTH))).toBe("x".repeat(MAX_QUOTED_LENGTH));
    expect(shortened("x".repeat(MAX_QUOTED_LENGTH + 1))).toBe(`${"x".repeat(MAX_QUOTED_LENGTH)}…`);
    const emoji = `${"x".repeat(MAX_QUOTED_LENGTH - 1)}🔥🔥`;
    expect(shortened(emoji)).toBe(`${"x".repeat(MAX_QUOTED_LENGTH - 1)}…`);
  });
});

describe("problems quote at most the start of a huge value", () => {
  it("the publisher's unknown HTML tags and icons", () => {
    const { problems } = riftTextFromPublisherHtml(`<p><x-${long("T")}>Draw 1. :rb_${long("i")}:</p>`);
    expectShortMessages(problems, ["T", "i"]);
  });

  it("card names and aliases in the Riftbound import's checks", () => {
    const vi = formatFixture("riftcodex-card");
    const legend = (name: string, tags: string[]) => ({ ...vi, name, tags, classification: { type: "Legend", supertype: null, rarity: "Rare", domain: ["Fury"] }, attributes: { energy: null, might: null, power: null } });
    // The two names share the fixture's code: the second card loses it, naming the first.
    const byRecords = importCards([{ ...vi, name: long("A") }, { ...vi, name: long("B") }, legend(long("L"), ["Jinx", "Vi"])], "dump.json");
    // The same with codes and aliases as a card file gives them.
    const entries = [
      { name: long("C"), type: "gear", code: "ZZZ-001/100" },
      { name: long("D"), type: "gear", code: "ZZZ-001/100", aliases: [long("C"), long("E")] },
      { name: "Empty", type: "gear", aliases: [` ${long(" ")}`] },
    ];
    const byEntries = importCards(entries, "cards.json");
    const messages = [...byRecords.problems, ...byEntries.problems].map((p) => p.message);
    expectShortMessages(messages, ["A", "L", "C"]);
  });

  it("the faces of a Scryfall card", () => {
    const card = formatFixture("scryfall-card");
    const { mtg } = importCards({ ...card, layout: "split", card_faces: [card, { ...card, name: long("F") }] }, "split.json");
    expect(mtg[0]?.note?.length).toBeLessThan(MESSAGE_BOUND);
    expect(mtg[0]?.note).toMatch(quotedStart("F"));
  });

  it("values the definers don't know: types, domains, mana costs, colours", () => {
    const rift = defineRiftCard({ name: "Long", type: long("t"), supertypes: [long("s")], domains: [long("d")], cost: { energy: 1, power: [long("p")] } } as never);
    const mtg = defineMtgCard({ name: "Long", type: "Instant", manaCost: long("m"), colors: [long("c")] } as never);
    expectShortMessages([...rift.problems, ...mtg.problems].map((p) => p.message), ["t", "s", "d", "p", "c"]);
  });

  it("the card's name in a Magic parse problem, while its fix is the whole name", () => {
    const name = long("N");
    const parsed = parseMtgText(`When you cycle ${long("O").slice(0, 10_000)}, draw a card.`, { name });
    expectShortMessages(parsed.problems.map((p) => p.message), ["N", "O"]);
    expect(parsed.problems[0]?.replacement).toBe(name);
  });
});
