import { describe, expect, it } from "vitest";
import { riftListsAsLines, riftTextFromPublisherHtml } from "../../src/index.js";

describe("riftTextFromPublisherHtml", () => {
  it("makes paragraphs and line breaks lines and the icons shorthand", () => {
    const { text, problems } = riftTextFromPublisherHtml(
      "<p>[Ganking] (I can move from battlefield to battlefield.)<br />Recycle 1 from your trash: Give me +1 :rb_might: this turn.</p>",
    );
    expect(text).toBe("[Ganking] (I can move from battlefield to battlefield.)\nRecycle 1 from your trash: Give me +1 [M] this turn.");
    expect(problems).toEqual([]);
  });

  it("reads every icon and entity the publisher uses", () => {
    const { text, problems } = riftTextFromPublisherHtml("<p>:rb_exhaust:, :rb_energy_12::rb_rune_fury::rb_rune_order::rb_rune_rainbow: [Empowered][&gt;] &lt;&quot;&#39;&amp;</p>");
    expect(text).toBe(`[E], [12][R][Y][A] [Empowered][>] <"'&`);
    expect(problems).toEqual([]);
  });

  it("makes a list one bulleted line per item", () => {
    const html = "<p>Choose one —</p><ul><li>Counter a spell.</li><li>Draw 1.</li></ul>";
    expect(riftTextFromPublisherHtml(html).text).toBe("Choose one —\n• Counter a spell.\n• Draw 1.");
    expect(riftListsAsLines("Choose one —<ul><li>A.</li><li>B.</li></ul>")).toBe("Choose one —\n• A.\n• B.");
  });

  it("names HTML and icons it doesn't know, and leaves them in the text", () => {
    const { text, problems } = riftTextFromPublisherHtml("<p><em>Hi</em> :rb_rune_purple: :rb_sparkle:</p>");
    expect(text).toBe("<em>Hi</em> :rb_rune_purple: :rb_sparkle:");
    expect(problems).toEqual(["HTML the conversion doesn't know: <em>", "An icon the conversion doesn't know: :rb_rune_purple:"]);
  });

  it("reads a long run of unclosed brackets (a search from each one would take hours)", () => {
    expect(riftTextFromPublisherHtml("<".repeat(200_000)).problems).toEqual([]);
  });
});
