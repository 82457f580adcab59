import fc from "fast-check";

/**
 * Ways of writing a known name that the linter must still handle: a near miss (did-you-mean),
 * another case, Riftbound's " - " for ", ", an id made from it, stray spaces, odd characters.
 */
export function spelledName(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 30, arbitrary: fc.constant(name) },
    { weight: 2, arbitrary: fc.constantFrom(name.toLowerCase(), name.toUpperCase()) },
    { weight: 2, arbitrary: fc.constant(name.replace(", ", " - ")) },
    { weight: 1, arbitrary: fc.nat().map((at) => nearMiss(name, at)) },
    { weight: 2, arbitrary: fc.constantFrom(slug(name), `${slug(name)}-2`, `${slug(name)}-3`) },
    { weight: 1, arbitrary: fc.constantFrom(` ${name} `, `${name}’`, `${name}\u00a0`, name.replace("'", "’"), `${name}${name}`) },
  );
}

/** One character dropped, doubled or changed: a typo a player makes. */
export function nearMiss(name: string, at: number): string {
  if (name.length === 0) return "x";
  const i = at % name.length;
  switch (at % 3) {
    case 0:
      return name.slice(0, i) + name.slice(i + 1);
    case 1:
      return name.slice(0, i) + name[i] + name.slice(i);
    default:
      return `${name.slice(0, i)}x${name.slice(i + 1)}`;
  }
}

/** The id the format makes from a name: "Vi, Destructive" → "vi-destructive". */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Text no card is called: empty, blank, long, control characters, markup. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("", " ", "x", "???", "A", "null", "0", "<b>", "${x}", "..", "Vi,", ", ", "\t", "é", "日本語", "😀", "a\u0301", "\u202e"),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: "binary", maxLength: 12 }),
);

/** Rule numbers of both games, with the forms a writer gets wrong. */
export const ruleNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("416.3", "416.1", "416.1.a", "416.1.b", "416.1.c", "416.4", "416.5", "416.5.a", "416.6", "416", "145.2", "186.1", "052", "164.2", "131.3"),
  fc.constantFrom("702.29a", "702.29e", "702.29", "702.26a", "702.26d", "118.3", "602.5", "701.9a", "614.1a", "117.4", "500.2", "118"),
  fc.constantFrom("", "x", "416.", "999.9", "416.3.z", "1e3"),
);
