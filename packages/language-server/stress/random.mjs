// A seeded generator, so a failing run can be repeated exactly: the seed is printed, and
// STRESS_SEED=<n> replays it. (Math.random can't be seeded.)

/** mulberry32: a small 32-bit generator, plenty for choosing edits. Returns floats in [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [0, n). */
    below: (n) => Math.floor(next() * n),
    /** One element of a non-empty list. */
    pick: (list) => list[Math.floor(next() * list.length)],
    /** True with probability p. */
    chance: (p) => next() < p,
  };
}
