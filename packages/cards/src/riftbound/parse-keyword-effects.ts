/**
 * Sentences about keywords, costs and states: [Flow] (Stargazer's discount, Kennen's grant),
 * [Empower] / [Empowered], and conditional costs (Jhin, Meticulous Killer). Kept apart from the
 * general recipes so each wording is read in one place.
 */
import type { Effect, StaticEffect } from "@recycle-rules/engine";
import { readPrintedCost } from "./keyword-costs.js";
import { parseCardMatch } from "./parse-card-match.js";

/** A standalone sentence of a permanent that is a keyword's passive ability, or undefined. */
export function keywordStaticEffect(body: string): StaticEffect | undefined {
  // Stargazer: a discount on the Flow cost, to a minimum.
  const discount = /^spells with \[flow\] you play from your trash cost \[(\d+)\] less,? to a minimum of \[(\d+)\]$/i.exec(body);
  if (discount) return { kind: "flow-discount", amount: Number(discount[1]), minimum: Number(discount[2]) };
  // Jhin, Meticulous Killer: an alternative cost once enough has been spent on a spell.
  const alternative = /^if you['’]ve spent \[(\d+)\] or more to play a spell this turn, you may play me for ((?:\[[^\]]+\])+)$/i.exec(body);
  const cost = alternative ? readPrintedCost(alternative[2] ?? "", { start: 0, end: (alternative[2] ?? "").length }) : undefined;
  if (alternative && cost) return { kind: "alternative-cost-after-big-spell", spentAtLeast: Number(alternative[1]), cost };
  return undefined;
}

/** One sentence of an effect that is a keyword's instruction, or undefined. */
export function keywordSentence(body: string): Effect[] | undefined {
  // Kennen, Storm of Shuriken.
  if (/^give a spell in your trash \[flow\] equal to its cost this turn$/i.test(body)) return [{ kind: "grant-flow" }];
  // Guerilla Warfare: Hide (421) without paying its [A] for the rest of the turn.
  if (/^you can hide cards ignoring costs this turn$/i.test(body)) return [{ kind: "hide-ignoring-costs-this-turn" }];
  return undefined;
}

/**
 * Tail-Cloaked Matriarch's "When I become [Empowered]": "choose a unit in your trash with Energy
 * cost no more than [3] and Power cost no more than [A]. Play it to your base, ignoring its cost."
 * One instruction over two sentences: play a unit that fits from the trash, ignoring its cost.
 */
export function chooseThenPlayFromTrash(bodies: readonly string[], i: number): { effect: Effect; consumed: number } | undefined {
  const choose = /^choose (an? unit) in your trash( with .+)?$/i.exec(bodies[i] ?? "");
  if (!choose || !/^play it to your base, ignoring its cost$/i.test(bodies[i + 1] ?? "")) return undefined;
  const match = parseCardMatch(`${choose[1] ?? ""}${choose[2] ?? ""}`);
  if (!match) return undefined;
  return { effect: { kind: "play-from-trash", match, ignore: "all", recycleAfter: false }, consumed: 2 };
}
