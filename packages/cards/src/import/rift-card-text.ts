/**
 * A Riftbound card's text from the publisher's HTML (Riftcodex `text.rich`, Riot's
 * `text.richText.body`), as a bundled entry has it: `text` in the package's shorthand for the
 * parser, `textSource` the publisher's wording where it differs.
 */
import { riftTextFromPublisherHtml } from "../riftbound/publisher-text.js";

export interface RiftCardText {
  readonly text: string;
  readonly textSource?: string;
  readonly note?: string;
  readonly problems: readonly string[];
}

/** Rule 164.2's two abilities of a basic rune, which prints no text: the bundled runes' text. */
const BASIC_RUNE_TEXT = "[E]: [Reaction] — Add [1].\nRecycle this: [Reaction] — Add [C].";
const BASIC_RUNE_NOTE = "Basic runes have no printed text: this is their two abilities from rule 164.2, written as text so that the parser gives them to the rune.";

/** What the databases print on a card with no text. */
const NO_TEXT = "[NO TEXT]";

/**
 * The publisher's HTML made plain (riftTextFromPublisherHtml, as the bundled data is built); the
 * shorthand `text` has the double spaces of a few printed texts made single, as the bundled
 * data's has. A basic rune gets rule 164.2's abilities, as the bundled runes do.
 */
export function riftCardText(html: string, card: { readonly type: string; readonly supertypes: readonly string[] }): RiftCardText {
  const { text: publisher, problems } = riftTextFromPublisherHtml(html);
  const printed = publisher.trim() === NO_TEXT ? "" : publisher;
  if (printed === "" && card.type === "rune" && card.supertypes.includes("basic")) {
    return { text: BASIC_RUNE_TEXT, textSource: "", note: BASIC_RUNE_NOTE, problems };
  }
  const text = printed.replace(/ {2,}/g, " ");
  return { text, ...(text !== printed ? { textSource: printed } : {}), problems };
}
