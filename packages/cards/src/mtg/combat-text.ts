/**
 * Combat wording (506–511): static abilities that restrict or require attacks and blocks
 * (508.1c–d, 509.1b), and effects that change a combat ("target creature can't block this turn",
 * "attacking creatures get +2/+0 until end of turn", "prevent all combat damage that would be
 * dealt this turn", 615.1). Words are normalised (self-name.ts: the card's name is "~").
 */
import type { MtgEffect, MtgStatic } from "@recycle-rules/engine";
import { NUMBER_PATTERN, numberWord, singular } from "./words.js";

const SELF = "(?:~|this creature)";
const N = NUMBER_PATTERN;
const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** Combat statics, read like the other statics (parse-mtg-statics.ts). */
export const COMBAT_STATICS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgStatic])[] = [
  [new RegExp(`^${SELF} can't be blocked by creatures with power (\\d+) or less$`), (m) => ({ kind: "combat", rule: { kind: "cant-be-blocked-by-power", atMost: Number(m[1]) } })],
  [new RegExp(`^${SELF} can't be blocked except by (${N}) or more creatures$`), (m) => ({ kind: "combat", rule: { kind: "min-blockers", n: numberWord(m[1] ?? "") ?? 2 } })],
  [new RegExp(`^${SELF} can't be blocked by more than one creature$`), () => ({ kind: "combat", rule: { kind: "max-blockers", n: 1 } })],
  [/^([a-z]+) you control can't be blocked by more than one creature$/, (m) => ({ kind: "combat", rule: { kind: "max-blockers", n: 1, subtype: capital(singular(m[1] ?? "")) } })],
  [new RegExp(`^${SELF} can't attack unless there are (${N}) or more cards in your graveyard$`), (m) => ({ kind: "combat", rule: { kind: "cant-attack-unless-graveyard", n: numberWord(m[1] ?? "") ?? 0 } })],
  [new RegExp(`^${SELF} can't attack unless defending player controls an? ([a-z]+)$`), (m) => ({ kind: "combat", rule: { kind: "cant-attack-unless-defender-controls", subtype: capital(m[1] ?? "") } })],
  [new RegExp(`^${SELF} attacks each combat if able$`), () => ({ kind: "combat", rule: { kind: "attacks-each-combat" } })],
];

const pt = (m: RegExpExecArray, at: number): { power: number; toughness: number } => ({ power: Number(m[at]), toughness: Number(m[at + 1]) });

/** Combat effects, read like the other effect sentences (parse-mtg-effects.ts). */
export const COMBAT_EFFECT_READERS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgEffect[] | undefined])[] = [
  [/^prevent all combat damage that would be dealt this turn$/, () => [{ kind: "prevent-combat-damage", by: "all" }]],
  [/^prevent all combat damage that would be dealt by target creature this turn$/, () => [{ kind: "prevent-combat-damage", by: "target" }]],
  [/^attacking creatures get ([+-]\d+)\/([+-]\d+) until end of turn$/, (m) => [{ kind: "pump", on: "attacking-creatures", ...pt(m, 1) }]],
  [/^target creature can't block this turn$/, () => [{ kind: "combat-this-turn", effect: "cant-block", on: "target" }]],
  // Tidal Terror's "If you do, ~ can't be blocked this turn" (509.1b).
  [/^(?:~|this creature) can't be blocked this turn$/, () => [{ kind: "combat-this-turn", effect: "cant-be-blocked", on: "self" }]],
  [
    /^~ gets ([+-]\d+)\/([+-]\d+) until end of turn and can't be blocked this turn$/,
    (m) => [{ kind: "pump", on: "self", ...pt(m, 1) }, { kind: "combat-this-turn", effect: "cant-be-blocked", on: "self" }],
  ],
];
