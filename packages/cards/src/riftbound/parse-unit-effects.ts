/**
 * Recipes for effects on a unit on the board that the controller chooses: a "this turn" Might
 * change, damage (417) with its riders, a unit put into its owner's Main Deck. Each reads the
 * general template ("a unit at a battlefield", "an enemy unit at a battlefield"), never a card's name.
 */
import type { Effect, UnitTarget } from "@recycle-rules/engine";
import { parseCardMatch } from "./parse-card-match.js";

const TARGETS: Readonly<Record<string, UnitTarget>> = {
  "a unit": "unit",
  "a friendly unit": "friendly-unit",
  "an enemy unit": "enemy-unit",
  "a unit at a battlefield": "unit-at-battlefield",
  "an enemy unit at a battlefield": "enemy-unit-at-battlefield",
};

const TARGET = "(a unit|a friendly unit|an enemy unit|a unit at a battlefield|an enemy unit at a battlefield)";

function targetOf(words: string | undefined): UnitTarget | undefined {
  if (words === undefined) return undefined;
  // "up to one enemy unit …" names the same units as "an enemy unit …".
  const lower = words.toLowerCase().replace(/^up to one /, "a ").replace(/^a enemy/, "an enemy");
  return TARGETS[lower];
}

/** One sentence that is one of these effects, or undefined. */
export function unitSentence(body: string): Effect[] | undefined {
  // Eclipse, Onslaught: "Give a unit -4 [M] this turn."
  let m = new RegExp(`^give ${TARGET} ([+-]\\d+) \\[m\\] this turn$`, "i").exec(body);
  let target = targetOf(m?.[1]);
  if (m && target) return [{ kind: "might", amount: Number(m[2]), target, duration: "this-turn" }];
  // "Deal 3 to a unit at a battlefield." ("Deal N to a unit" included.)
  m = new RegExp(`^deal (\\d+) to ${TARGET}$`, "i").exec(body);
  target = targetOf(m?.[2]);
  if (m && target) return [{ kind: "deal", amount: Number(m[1]), target }];
  // Shuriken Flip: "Deal 2 to up to one enemy unit at a battlefield" (the player may choose none).
  m = new RegExp(`^deal (\\d+) to (up to one (?:unit|friendly unit|enemy unit|unit at a battlefield|enemy unit at a battlefield))$`, "i").exec(body);
  target = targetOf(m?.[2]);
  if (m && target) return [{ kind: "deal", amount: Number(m[1]), target, upTo: true }];
  // Zed, Without a Sound: "Move me and a Shadow Clone you control to each other's locations" (444).
  m = /^move me and an? ([\w'-]+(?: [\w'-]+)*?) you control to each other's locations$/i.exec(body);
  if (m?.[1] !== undefined) return [{ kind: "swap-locations-with", name: m[1] }];
  // "Move a unit with 3 [M] or less", "move a friendly unit" (444): to any other location.
  m = new RegExp(`^move ${TARGET}(?: with (\\d+) \\[m\\] or less)?$`, "i").exec(body);
  target = targetOf(m?.[1]);
  if (m && target) return [{ kind: "move-unit", target, to: "anywhere", ...(m[2] !== undefined ? { mightAtMost: Number(m[2]) } : {}) }];
  // Two effects in one sentence: "Deal 2 to …, then move a friendly unit."
  m = /^(.+), then (.+)$/i.exec(body);
  if (m) {
    const first = unitSentence(m[1] ?? "");
    const second = unitSentence(m[2] ?? "");
    if (first && second) return [...first, ...second];
  }
  // Forgotten Relic: "When you burn a unit this way, do this: Give a friendly unit +[M] equal to the burned card's Might this turn."
  m = new RegExp(`^when you burn (an? [a-z]+) this way, do this: give ${TARGET} \\+\\[m\\] equal to the burned card's might this turn$`, "i").exec(body);
  target = targetOf(m?.[2]);
  const burned = m ? parseCardMatch(m[1] ?? "") : undefined;
  if (m && target && burned) return [{ kind: "if-burned-give-its-might", match: burned, target }];
  // Mel, Defiant Soul: "banish an enemy unit at a battlefield with 3 [M] or less" (427).
  m = new RegExp(`^banish ${TARGET}(?: with (\\d+) \\[m\\] or less)?$`, "i").exec(body);
  target = targetOf(m?.[1]);
  if (m && target) return [{ kind: "banish-unit", target, ...(m[2] !== undefined ? { mightAtMost: Number(m[2]) } : {}) }];
  // "Kill a unit at a battlefield." / "Kill a gear." (428)
  if (/^kill a gear$/i.test(body)) return [{ kind: "kill", target: "gear" }];
  m = new RegExp(`^kill ${TARGET}$`, "i").exec(body);
  target = targetOf(m?.[1]);
  if (m && target) return [{ kind: "kill", target }];
  return undefined;
}

interface MultiMatch {
  readonly effect: Effect;
  readonly consumed: number;
}

/**
 * Damage with a rider in the next sentence: Consuming Curse's "This deals 1 Bonus Damage for each
 * card with this name in your trash", Smite's "If it would die this turn, banish it instead".
 */
export function dealWithRider(bodies: readonly string[], i: number): MultiMatch | undefined {
  const deal = unitSentence(bodies[i] ?? "")?.[0];
  if (deal?.kind !== "deal") return undefined;
  const next = bodies[i + 1] ?? "";
  const bonus = /^this deals (\d+) bonus damage for each card with this name in your trash$/i.exec(next);
  if (bonus) return { effect: { ...deal, bonusPerSameNameInTrash: Number(bonus[1]) }, consumed: 2 };
  if (/^if it would die this turn,? banish it instead$/i.test(next)) return { effect: { ...deal, banishIfItWouldDie: true }, consumed: 2 };
  return undefined;
}

/**
 * Twilight Shroud: "Give a friendly unit +1 [M] this turn. It can't be chosen by enemy spells and
 * abilities this turn." The second sentence's "it" is the unit the first chose, so the two are one effect.
 */
export function mightThenUnchoosable(bodies: readonly string[], i: number): MultiMatch | undefined {
  const might = unitSentence(bodies[i] ?? "")?.[0];
  if (might?.kind !== "might" || might.target === "self") return undefined;
  if (!/^it can't be chosen by enemy spells and abilities this turn$/i.test(bodies[i + 1] ?? "")) return undefined;
  return { effect: { ...might, unchoosableByEnemies: true }, consumed: 2 };
}

/**
 * Shadow Dash: "Move an enemy unit to a battlefield where you have units. If you have exactly two
 * units there, they each get +1 [M] this turn." The second sentence reads the battlefield the
 * first moved the unit to, so the two are one effect.
 */
export function moveToYourBattlefield(bodies: readonly string[], i: number): MultiMatch | undefined {
  const m = new RegExp(`^move ${TARGET} to a battlefield where you have units$`, "i").exec(bodies[i] ?? "");
  const target = targetOf(m?.[1]);
  if (!target) return undefined;
  const move: Effect = { kind: "move-unit", target, to: "battlefield-with-your-units" };
  const rider = /^if you have exactly (two|three|\d+) units there,? they each get \+(\d+) \[m\] this turn$/i.exec(bodies[i + 1] ?? "");
  if (!rider) return { effect: move, consumed: 1 };
  const count = ({ two: 2, three: 3 } as Record<string, number>)[(rider[1] ?? "").toLowerCase()] ?? Number(rider[1]);
  return { effect: { ...move, ifExactlyYourUnitsThere: { count, might: Number(rider[2]) } }, consumed: 2 };
}

/** Keeper's Verdict: "Choose an enemy unit at a battlefield. Its owner places it on the top or bottom of their Main Deck." */
export function unitToOwnersDeck(bodies: readonly string[], i: number): MultiMatch | undefined {
  const m = new RegExp(`^choose ${TARGET}$`, "i").exec(bodies[i] ?? "");
  const target = targetOf(m?.[1]);
  if (!target || !/^its owner places it on the top or bottom of their main deck$/i.test(bodies[i + 1] ?? "")) return undefined;
  return { effect: { kind: "unit-to-owners-deck", target }, consumed: 2 };
}
