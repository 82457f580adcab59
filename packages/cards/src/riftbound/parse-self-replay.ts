/**
 * A card that plays itself again from the trash: Immortal Phoenix's "pay [1][R] to play me from
 * your trash" and Death from Below's "if it had 3 [M] or less, do this: You may play this from your
 * trash for [A]" (a reflexive triggered ability, 415.5.d).
 */
import type { Effect } from "@recycle-rules/engine";
import { readPrintedCost } from "./keyword-costs.js";

/** "Pay [1][R] to play me from your trash" / "Play this from your trash for [A]": played for that cost. */
export function replaySentence(body: string): Effect[] | undefined {
  const m = /^(?:pay ((?:\[[^\]]+\])+) to play me from your trash|play (?:this|me) from your trash for ((?:\[[^\]]+\])+))$/i.exec(body);
  const costText = m?.[1] ?? m?.[2];
  if (costText === undefined) return undefined;
  const cost = readPrintedCost(costText, { start: 0, end: costText.length });
  return cost ? [{ kind: "play-this-from-trash-for", cost }] : undefined;
}

/**
 * "If it had 3 [M] or less, do this: <instructions>": the instructions, read as any sentence is,
 * are a reflexive triggered ability ("you may" makes it optional); undefined when they aren't
 * modelled, so the whole sentence stays unmodelled with its wording.
 */
export function doThisIfKilledMight(body: string, read: (sentence: string) => Effect[] | undefined): Effect[] | undefined {
  const m = /^if it had (\d+) \[m\] or less, do this: (you may )?(.+)$/i.exec(body);
  if (!m) return undefined;
  const effect = read(m[3] ?? "");
  if (!effect) return undefined;
  const text = `${m[2] ?? ""}${m[3] ?? ""}`;
  return [
    {
      kind: "do-this-if-killed-might-at-most",
      mightAtMost: Number(m[1]),
      ability: { kind: "triggered", trigger: "reflexive", effect, optional: m[2] !== undefined, text: text.charAt(0).toUpperCase() + text.slice(1) },
    },
  ];
}
