import fc from "fast-check";
import { cardPool } from "./card-pool.js";
import { joinLines, lineStyle } from "./deck-lines.js";
import { junkText } from "./names.js";

/** A name as it sits in an XML attribute: escaped as MTGO does, or in the other legal ways, or wrongly. */
function attributeName(): fc.Arbitrary<string> {
  const names = cardPool().mtg.map((c) => c.name);
  const escaped = (name: string, apostrophe: string) => name.replace(/&/g, "&amp;").replace(/'/g, apostrophe).replace(/"/g, "&quot;");
  return fc.oneof(
    { weight: 30, arbitrary: fc.constantFrom(...names).map((n) => escaped(n, "'")) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...names), fc.constantFrom("&apos;", "&#39;", "&#x27;")).map(([n, a]) => escaped(n, a)) },
    { weight: 1, arbitrary: fc.constantFrom("Refuse/Cooperate", "Street Wrath", "&bogus;", "&#0;", "&#xD800;", "&#99999999;", "a < b", "&amp", "Swamp&#x0A;", "") },
    { weight: 1, arbitrary: junkText.map((j) => j.replace(/"/g, "")) },
  );
}

/** MTGO's attribute order, and the order written by hand or by other tools (a repeated attribute among them). */
const MTGO_ORDER = ["CatID", "Quantity", "Sideboard", "Name", "Annotation"];
const attributeOrder = fc.oneof(
  { weight: 7, arbitrary: fc.constant(MTGO_ORDER) },
  { weight: 2, arbitrary: fc.shuffledSubarray(MTGO_ORDER, { minLength: 1 }) },
  { weight: 1, arbitrary: fc.shuffledSubarray([...MTGO_ORDER, "Quantity", "Name"], { minLength: 1 }) },
);
const usually = <T>(usual: T, ...others: T[]) => fc.oneof({ weight: 9, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...others) });

/** One `<Cards …/>` element: MTGO's attributes, mostly as MTGO writes them, now and then not. */
const cardsElement: fc.Arbitrary<string> = fc
  .tuple(
    attributeOrder,
    fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 20 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom("0", "-1", "x", "", " 4 ", "99999999999", "4.0") }),
    usually("false", "true", "TRUE", "maybe", ""),
    attributeName(),
    usually('"', "'"),
    usually(" />", "/>", "></Cards>", ">", " / >"),
  )
  .map(([attributes, quantity, sideboard, name, q, close]) => {
    const value: Record<string, string> = { CatID: "12345", Quantity: quantity, Sideboard: sideboard, Name: name, Annotation: "0" };
    return `  <Cards ${attributes.map((a) => `${a}=${q}${value[a] ?? ""}${q}`).join(" ")}${close}`;
  });

const PROLOGUES = ['<?xml version="1.0" encoding="utf-8"?>', "", "<?xml version='1.0'?>", '<?xml version="1.0" encoding="utf-16"?>', "<!-- a deck -->", '<!DOCTYPE Deck [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>'];
const OTHER_ELEMENTS = ["  <NetDeckID>0</NetDeckID>", "  <PreconstructedDeckID>0</PreconstructedDeckID>", "  <!-- <Cards Quantity=\"4\" Name=\"Swamp\" /> -->", "  <![CDATA[ 4 Swamp ]]>", "  <Unknown/>", "  text between", "  <Cards>", "  &b;"];

/** An MTGO `.dek` file: prologue, `<Deck>`, its elements, `</Deck>` (or not quite). */
export const dekXml: fc.Arbitrary<string> = fc
  .tuple(
    usually(PROLOGUES[0] ?? "", ...PROLOGUES.slice(1)),
    usually('<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">', "<Deck>", "<deck>", "<Deck", "<Deck foo=bar>"),
    fc.array(fc.oneof({ weight: 12, arbitrary: cardsElement }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_ELEMENTS) }), { maxLength: 16 }),
    usually("</Deck>", "", "</deck>", "</Deck><Deck></Deck>"),
    lineStyle,
  )
  .map(([prologue, open, elements, close, style]) => joinLines([prologue, open, ...elements, close], style));
