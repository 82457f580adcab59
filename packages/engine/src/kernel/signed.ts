/**
 * A change to a number as card text prints it: "+2", "-3", and "-0" where the text says "-0"
 * (Magic's "gets -3/-0", whose toughness part is written as a loss of nothing, reads -0 as parsed).
 */
export function signed(n: number): string {
  return n < 0 || Object.is(n, -0) ? `-${Math.abs(n)}` : `+${n}`;
}
