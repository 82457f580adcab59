import fc from "fast-check";

/**
 * The value in `percent` out of 100 draws, else undefined. (fc.option's `freq` is the inverse
 * notion, "nil once in freq": a percentage reads plainly at each use.)
 */
export function sometimes<T>(value: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | undefined> {
  return fc.tuple(fc.integer({ min: 0, max: 99 }), value).map(([roll, v]) => (roll < percent ? v : undefined));
}
