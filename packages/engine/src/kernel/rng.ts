/**
 * A small seeded generator (mulberry32). Its whole state is one 32-bit number kept in the game
 * state, so replaying a scenario with the same seed gives the same random orders (416.5) and
 * shuffles, and a checkpointed state resumes the same sequence.
 */
export function nextRandom(rng: number): { value: number; rng: number } {
  const next = (rng + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, rng: next };
}

/** Fisher–Yates with the seeded generator; returns the permuted copy and the advanced state. */
export function shuffled<T>(items: readonly T[], rng: number): { items: T[]; rng: number } {
  const out = [...items];
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextRandom(state);
    state = r.rng;
    const j = Math.floor(r.value * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { items: out, rng: state };
}

/** Turns any integer seed into a generator state. */
export function seedRng(seed: number): number {
  return (Math.trunc(seed) ^ 0x9e3779b9) | 0;
}
