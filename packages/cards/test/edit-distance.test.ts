import { describe, expect, it } from "vitest";
import { damerauLevenshtein } from "../src/index.js";

describe("damerauLevenshtein", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["grabber", "grabbr", 1],
    ["garbgae", "garbage", 1],
    ["ca", "abc", 2], // unrestricted DL; optimal string alignment would say 3
    ["vi destructive", "vi, destructive", 1],
  ])("%j → %j is %i", (a, b, d) => {
    expect(damerauLevenshtein(a, b)).toBe(d);
    expect(damerauLevenshtein(b, a)).toBe(d);
  });
});
