/**
 * The publisher's card text as its databases send it (Riot's card gallery, Riftcodex: HTML with
 * icons such as `:rb_might:`, `:rb_energy_2:`, `:rb_rune_fury:`) made into the package's plain
 * text with the shorthand symbols ([M], [2], [R]). One conversion serves the script that builds
 * data/riftbound.json and the importers, so both read the publisher's text alike.
 */
import { shortened } from "../problems.js";
import { DOMAIN_LETTERS, isDomain } from "./symbols.js";

export interface PublisherText {
  /** Plain text: paragraphs and line breaks as lines, list items as "• " lines, entities decoded, icons in shorthand. */
  readonly text: string;
  /** HTML or icons the conversion doesn't know, one sentence each (the text keeps them as they were). */
  readonly problems: readonly string[];
}

/** "<ul><li>a</li><li>b</li></ul>" → one "• " line per item (the rest of the text is left as it is). */
export function riftListsAsLines(text: string): string {
  return text.replace(/<ul>/g, "").replace(/<\/ul>/g, "").replace(/<li>/g, "\n• ").replace(/<\/li>/g, "");
}

/**
 * The publisher's HTML as plain text: paragraphs and `<br />` as lines, list items as "• " lines,
 * the icons in the shorthand the rest of the package uses, entities decoded. A tag or icon it
 * doesn't know is left in the text and named in `problems`.
 */
export function riftTextFromPublisherHtml(html: string): PublisherText {
  const problems: string[] = [];
  let text = html
    .replace(/<\/p>\s*<p>/g, "\n")
    .replace(/<\/?p>/g, "")
    .replace(/<br\s*\/?>/g, "\n");
  text = riftListsAsLines(text);
  // No "<" inside the match: a text of many unclosed "<" is searched once, not once per "<".
  const tag = /<[^<>]*>/.exec(text);
  if (tag) problems.push(`HTML the conversion doesn't know: ${shortened(tag[0])}`);
  text = text
    .replace(/:rb_energy_(\d+):/g, "[$1]")
    .replace(/:rb_might:/g, "[M]")
    .replace(/:rb_exhaust:/g, "[E]")
    .replace(/:rb_rune_rainbow:/g, "[A]")
    .replace(/:rb_rune_([a-z]+):/g, (icon, domain: string) => (isDomain(domain) ? `[${DOMAIN_LETTERS[domain]}]` : icon));
  const icon = /:rb_[a-z0-9_]+:/.exec(text);
  if (icon) problems.push(`An icon the conversion doesn't know: ${shortened(icon[0])}`);
  text = text.replace(/&gt;/g, ">").replace(/&lt;/g, "<").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
  return { text, problems };
}
