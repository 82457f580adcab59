/**
 * "Crew N" (702.122a): an activated ability of a Vehicle, "Tap any number of untapped creatures
 * you control with total power N or more: This Vehicle becomes an artifact creature until end of
 * turn." Words are normalised (self-name.ts).
 */
import type { MtgAbility } from "@recycle-rules/engine";

export function readCrew(words: string, text: string): MtgAbility | undefined {
  const m = /^crew (\d+)$/.exec(words);
  if (!m) return undefined;
  return { kind: "activated", cost: { crew: Number(m[1]) }, effect: [{ kind: "becomes-creature-until-end-of-turn" }], zone: "battlefield", timing: "instant", text };
}
