/**
 * XML 1.0 text and attribute escaping. Characters XML 1.0 can't carry at all (most C0 controls,
 * lone surrogates, U+FFFE/U+FFFF) become U+FFFD rather than making the report unparseable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(text: string): string {
  return text.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Also escapes quotes and whitespace that attribute-value normalisation would otherwise fold into spaces. */
export function xmlAttr(text: string): string {
  return xmlText(text).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");
}
