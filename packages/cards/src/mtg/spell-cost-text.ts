/**
 * A spell's own cost reduction (601.2f), read as a static ability of the card: "This spell costs
 * {1} less to cast for each artifact and/or creature card in your graveyard" (Chitin
 * Gravestalker), "… {2} less to cast for each card you've cycled or discarded this turn" (Hollow
 * One), and affinity for artifacts (702.41a: "This spell costs {1} less to cast for each artifact
 * you control"). Words are normalised (self-name.ts: "this spell" stays as written).
 */
import type { MtgStatic } from "@recycle-rules/engine";

type StaticReader = (m: RegExpExecArray) => MtgStatic;

export const SPELL_COST_STATICS: readonly (readonly [RegExp, StaticReader])[] = [
  [/^affinity for artifacts$/, () => ({ kind: "spell-cost-reduction", amount: 1, per: { kind: "artifacts-you-control" }, affinity: true })],
  [/^(?:this spell|~) costs \{(\d+)\} less to cast for each artifact you control$/, (m) => ({ kind: "spell-cost-reduction", amount: Number(m[1]), per: { kind: "artifacts-you-control" } })],
  [
    /^(?:this spell|~) costs \{(\d+)\} less to cast for each artifact and\/or creature card in your graveyard$/,
    (m) => ({ kind: "spell-cost-reduction", amount: Number(m[1]), per: { kind: "cards-in-your-graveyard", types: ["Artifact", "Creature"] } }),
  ],
  [
    /^(?:this spell|~) costs \{(\d+)\} less to cast for each card you've cycled or discarded this turn$/,
    (m) => ({ kind: "spell-cost-reduction", amount: Number(m[1]), per: { kind: "cards-you-discarded-this-turn" } }),
  ],
];
