/**
 * Targets that read X: Webstrike Elite's "up to one target artifact or enchantment with mana value
 * X", Rampaging War Mammoth's "up to X target artifacts". X is chosen before targets (601.2b comes
 * before 601.2c; a cycling trigger takes the X paid for the cycling cost, 107.3), so the spec and
 * the count are bound to that number as the targets are chosen, and the bound spec is what the
 * stack object keeps, so 608.2b checks the same quality again on resolution.
 */
import type { MtgTargetCount, MtgTargetSpec, PermanentFilter } from "./cards.js";

function bindFilter(filter: PermanentFilter, x: number): PermanentFilter {
  if (!filter.stat?.equalsX) return filter;
  const { equalsX: _bound, ...stat } = filter.stat;
  return { ...filter, stat: { ...stat, atLeast: x, atMost: x } };
}

/** The spec with every "with mana value X" made "with mana value <x>". */
export function bindTargetX(spec: MtgTargetSpec, x: number): MtgTargetSpec {
  if (typeof spec !== "object") return spec;
  if ("permanent" in spec) return spec.permanent.some((f) => f.stat?.equalsX) ? { ...spec, permanent: spec.permanent.map((f) => bindFilter(f, x)) } : spec;
  return spec.graveyardCard.some((f) => f.stat?.equalsX) ? { ...spec, graveyardCard: spec.graveyardCard.map((f) => bindFilter(f, x)) } : spec;
}

/**
 * "Up to X": at most `x` targets. "For each opponent, … up to one target": as many per opponent,
 * so `opponents` times the count (the one-controller-each rule stays with `perOpponent`).
 */
export function bindCountX(count: MtgTargetCount, x: number, opponents = 1): MtgTargetCount {
  const perOpponent = count.perOpponent ? { min: count.min * opponents, max: count.max * opponents } : {};
  if (!count.maxIsX) return { ...count, ...perOpponent };
  const { maxIsX: _bound, ...rest } = count;
  return { ...rest, ...perOpponent, max: x };
}
