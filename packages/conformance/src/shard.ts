/**
 * `--shard i/n`: this machine runs the i-th of n parts of the suite (1-based, as Jest, Vitest
 * and Playwright write it).
 */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Parses "i/n"; returns an error message for anything else. */
export function parseShard(text: string): Shard | { error: string } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return { error: `--shard takes i/n (for example 2/3), not "${text}".` };
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) return { error: `--shard ${text}: the number of shards must be at least 1.` };
  if (index < 1 || index > count) return { error: `--shard ${text}: the shard must be between 1 and ${count}.` };
  return { index, count };
}

/**
 * The items of one shard. `items` must already be sorted by path (discover() sorts them); the
 * k-th item (0-based) goes to shard (k mod n) + 1. Round robin keeps the shards within one case of
 * each other in size, and because the rule depends only on the sorted list, every machine given
 * the same files computes the same split: shards 1..n together hold each item exactly once.
 */
export function selectShard<T>(items: readonly T[], shard: Shard | undefined): T[] {
  if (!shard) return [...items];
  return items.filter((_, k) => k % shard.count === shard.index - 1);
}
