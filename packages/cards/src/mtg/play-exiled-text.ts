/**
 * Cards exiled to be played: "exile the top card of your library" (406.2), and after it (or after
 * "exile target card …") "Until the end of your next turn, you may play that card." (Kulrath
 * Zealot, Rooting Moloch): a permission for the cards the sentence before exiled. Words are
 * normalised (self-name.ts).
 */
import type { MtgEffect } from "@recycle-rules/engine";
import { NUMBER_PATTERN, numberWord } from "./words.js";

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

export const EXILE_TOP_READERS: readonly (readonly [RegExp, Reader])[] = [
  [
    new RegExp(`^exile the top (?:(${NUMBER_PATTERN}) )?cards? of your library$`),
    (m) => {
      const n = m[1] === undefined ? 1 : numberWord(m[1]);
      return n === undefined ? undefined : [{ kind: "exile-top-of-library", who: "you", count: { kind: "fixed", n } }];
    },
  ],
];

const MAY_PLAY = /^until the end of your next turn, you may play (?:that card|those cards|it)$/;

/** The permission sentence, read only right after an effect that exiles cards ("that card" is theirs). */
export function readMayPlayExiled(words: string, before: MtgEffect | undefined): MtgEffect | undefined {
  if (!MAY_PLAY.test(words)) return undefined;
  const exiles = before?.kind === "exile-target" || (before?.kind === "exile-top-of-library" && before.who === "you");
  return exiles ? { kind: "may-play-exiled", until: "end-of-your-next-turn" } : undefined;
}
