/**
 * Keywords that work from the graveyard, read as the activated abilities they stand for: embalm
 * (702.128a: "[cost], Exile this card from your graveyard: Create a token that's a copy of it,
 * except it's a white Zombie [types] with no mana cost. Activate only as a sorcery.") and
 * eternalize (702.129a: the same, a 4/4 black Zombie), and unearth (702.84a). Words are normalised (self-name.ts).
 */
import type { MtgAbility } from "@recycle-rules/engine";

const COST = "((?:\\{[0-9wubrgc]+\\})+)";

/** The ability a graveyard keyword line stands for, or undefined. `text` is the line as printed. */
export function readGraveyardKeyword(words: string, text: string): MtgAbility | undefined {
  const embalm = new RegExp(`^embalm ${COST}$`).exec(words);
  const eternalize = new RegExp(`^eternalize ${COST}$`).exec(words);
  // Unearth [cost] (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It
  // gains haste. Exile it at the beginning of the next end step or if it would leave the
  // battlefield. Activate only as a sorcery."
  const unearth = new RegExp(`^unearth ${COST}$`).exec(words);
  if (unearth) return { kind: "activated", cost: { mana: (unearth[1] ?? "").toUpperCase() }, effect: [{ kind: "unearth" }], zone: "graveyard", timing: "sorcery", text };
  const m = embalm ?? eternalize;
  if (!m) return undefined;
  return {
    kind: "activated",
    cost: { mana: (m[1] ?? "").toUpperCase(), exileSelf: true },
    effect: [embalm ? { kind: "token-copy-of-self", colors: ["W"] } : { kind: "token-copy-of-self", colors: ["B"], power: 4, toughness: 4 }],
    zone: "graveyard",
    timing: "sorcery",
    text,
  };
}
