/**
 * Spell lines about combat whose second sentence speaks of the first one's objects, read only
 * whole (words normalised, self-name.ts): Will of the All-Hunter's "Target creature gets +2/+2
 * until end of turn. If it's blocking, instead put two +1/+1 counters on it." (608.2c), and
 * Imaginary Threats's "Creatures target opponent controls attack this turn if able. During that
 * player's next untap step, creatures they control don't untap." (508.1d, 502.3).
 */
import { firstSpellLine, type SpellLine, type SpellLineTemplates } from "./assorted-templates.js";
import { NUMBER_PATTERN, numberWord } from "./words.js";

const COMBAT_LINE_TEMPLATES: SpellLineTemplates = [
  [
    new RegExp(`^target creature gets ([+-]\\d+)/([+-]\\d+) until end of turn\\. if it's blocking, instead put (${NUMBER_PATTERN}) \\+1/\\+1 counters? on it$`),
    (m) => ({
      effect: [
        {
          kind: "if-target-blocking",
          then: [{ kind: "counters", counter: "+1/+1", count: { kind: "fixed", n: numberWord(m[3] ?? "") ?? 0 }, on: "target" }],
          otherwise: [{ kind: "pump", on: "target", power: Number(m[1]), toughness: Number(m[2]) }],
        },
      ],
      target: "creature",
    }),
  ],
  [
    /^creatures target (opponent|player) controls attack this turn if able\. during that player's next untap step, creatures they control don't untap$/,
    (m) => ({
      effect: [{ kind: "combat-this-turn", effect: "attacks-if-able", on: "creatures-target-player-controls" }, { kind: "target-player-creatures-skip-next-untap" }],
      target: m[1] === "opponent" ? "opponent" : "player",
    }),
  ],
];

/** A whole combat line, or undefined. */
export function readCombatLine(words: string): SpellLine | undefined {
  return firstSpellLine(COMBAT_LINE_TEMPLATES, words);
}
