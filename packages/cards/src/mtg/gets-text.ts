/**
 * Static abilities that change creatures by a count or by kind (613.4c, 613.1f): "~ gets +1/+0 for
 * each card with cycling in your graveyard" (Vile Manifestation), "Artifact creatures and Heroes
 * you control get +1/+1 for each Artificer you control and each Artificer card in your graveyard"
 * (Cid, Timeless Artificer), "Rhinos you control have menace" (Bebop, Warthog Warrior); and the
 * count an Aura multiplies by, "for each creature you control" (Sigil of the Nayan Gods). Words
 * are normalised (self-name.ts). A count or a kind not read whole leaves the sentence unmodelled.
 */
import type { GetsCount, MtgStatic, TypeQuery } from "@recycle-rules/engine";
import { typeQueryFromWords } from "./type-line.js";
import { readKeywords, singular } from "./words.js";

type Part = GetsCount["parts"][number];

/** One thing counted: "creature you control", "artificer card in your graveyard", "card with cycling in your graveyard". */
function countedPart(phrase: string): Part | undefined {
  const controlled = /^([a-z]+(?: [a-z]+)?) you control$/.exec(phrase);
  if (controlled) return { kind: "permanents-you-control", query: typeQueryFromWords(controlled[1] ?? "") };
  const card = /^(?:([a-z]+(?: [a-z]+)?) )?card( with cycling| with a cycling ability)? in your graveyard$/.exec(phrase);
  if (card) return { kind: "cards-in-your-graveyard", query: typeQueryFromWords(card[1] ?? ""), ...(card[2] ? { cycling: true } : {}) };
  return undefined;
}

/** "creature you control", "artificer you control and each artificer card in your graveyard": every part read, or undefined. */
export function readGetsCount(phrase: string): GetsCount | undefined {
  const parts = phrase.split(" and each ").map(countedPart);
  return parts.every((p): p is Part => p !== undefined) ? { parts } : undefined;
}

/** "artifact creatures and heroes", "rhinos": each kind, singular. */
function kindsOf(phrase: string): TypeQuery[] {
  return phrase
    .split(/, and |, | and /)
    .filter(Boolean)
    .map((kind) => {
      const words = kind.split(" ");
      const last = words.pop() ?? "";
      return typeQueryFromWords([...words, singular(last)].join(" "));
    });
}

const signed = (s: string | undefined): number => Number((s ?? "0").replace("+", ""));

export const GETS_STATICS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgStatic | undefined])[] = [
  [
    /^~ gets ([+-]\d+)\/([+-]\d+) for each (.+)$/,
    (m) => {
      const per = readGetsCount(m[3] ?? "");
      return per ? { kind: "gets", who: { kind: "self" }, power: signed(m[1]), toughness: signed(m[2]), keywords: [], per } : undefined;
    },
  ],
  [
    /^([a-z ,]+?) you control get ([+-]\d+)\/([+-]\d+)(?: for each (.+))?$/,
    (m) => {
      const per = m[4] === undefined ? undefined : readGetsCount(m[4]);
      if (m[4] !== undefined && !per) return undefined;
      return { kind: "gets", who: { kind: "you-control", filters: kindsOf(m[1] ?? "") }, power: signed(m[2]), toughness: signed(m[3]), keywords: [], ...(per ? { per } : {}) };
    },
  ],
  [
    /^(?!creatures )([a-z ,]+?) you control have ([a-z ,]+)$/,
    (m) => {
      const keywords = readKeywords(m[2] ?? "");
      return keywords ? { kind: "gets", who: { kind: "you-control", filters: kindsOf(m[1] ?? "") }, power: 0, toughness: 0, keywords } : undefined;
    },
  ],
];
