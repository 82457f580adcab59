/**
 * The named fields of a data entry that it has, for handing on to a definer. A field the entry
 * lacks stays absent instead of becoming a key that holds `undefined`, so what comes out looks
 * like input written by hand (`"might" in card` and strict equality tell the two apart).
 */
export function definedFields<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (from[key] !== undefined) out[key] = from[key];
  return out as Pick<T, K>;
}
