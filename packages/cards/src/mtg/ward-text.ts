/**
 * Ward (702.21a) as printed: "Ward {3}", "Ward—Discard a card", and in a list of keywords
 * ("Vigilance, ward {2}"). Words are normalised (self-name.ts: lower case, dashes straightened).
 */
import type { MtgStatic } from "@recycle-rules/engine";

export const WARD_STATICS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgStatic])[] = [
  [/^ward ((?:\{\d+\})+)$/, (m) => ({ kind: "ward", cost: { kind: "mana", mana: (m[1] ?? "").toUpperCase() } })],
  [/^ward—discard a card$/, () => ({ kind: "ward", cost: { kind: "discard" } })],
];
