/**
 * Control-changing text (613.1b): "gain control of target creature [until end of turn]", Brand's
 * "gain control of all permanents you own", Lay Claim's "you control enchanted permanent" (an
 * Aura's static ability, 611.3a), and a card put from a graveyard onto the battlefield under your
 * control, with Grave Upheaval's "It gains haste." Whole lines whose later sentences speak of the
 * first one's target ("Untap that creature. It gains haste until end of turn.") are read only
 * whole (assorted-templates.ts's `readSpellLine`). Words are normalised (self-name.ts).
 */
import type { MtgEffect, MtgStatic } from "@recycle-rules/engine";
import { firstSpellLine, type SpellLine, type SpellLineTemplates } from "./assorted-templates.js";
import { readGraveyardPhrase, readTargetPhrase } from "./target-phrase.js";
import { keywordsIn } from "./parse-permanent-effects.js";

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

export const CONTROL_EFFECT_READERS: readonly (readonly [RegExp, Reader])[] = [
  [/^gain control of target (.+?)( until end of turn)?$/, (m) => (readTargetPhrase(m[1] ?? "") !== undefined ? [{ kind: "gain-control-of-target", untilEndOfTurn: m[2] !== undefined }] : undefined)],
  [/^gain control of all permanents you own$/, () => [{ kind: "gain-control-of-owned" }]],
  // Wild Dogs, after its intervening "if a player has more life than each other player" (603.4).
  [/^the player with the most life gains control of ~$/, () => [{ kind: "life-leader-gains-control-of-self" }]],
  // "Put target creature card from a graveyard onto the battlefield under your control" (any graveyard).
  [/^put target (.+) onto the battlefield under your control$/, (m) => (readGraveyardPhrase(m[1] ?? "") !== undefined ? [{ kind: "return-target-to-battlefield" }] : undefined)],
];

export const CONTROL_LINE_TEMPLATES: SpellLineTemplates = [
  // Limits of Solidarity and its kin: "that creature" and "it" are the target (608.2c).
  [
    /^gain control of target (.+?) until end of turn\. untap (?:that creature|it)\. it gains (.+) until end of turn$/,
    (m) => {
      const target = readTargetPhrase(m[1] ?? "");
      const keywords = keywordsIn(m[2] ?? "");
      if (target === undefined || !keywords) return undefined;
      return {
        effect: [{ kind: "gain-control-of-target", untilEndOfTurn: true }, { kind: "tap-target", untap: true }, { kind: "pump", on: "target", power: 0, toughness: 0, keywords }],
        target,
      };
    },
  ],
  // Grave Upheaval: "it" is the card put onto the battlefield; the keyword has no end (611.2a).
  [
    /^put target (.+) onto the battlefield under your control\. it gains (.+)$/,
    (m) => {
      const target = readGraveyardPhrase(m[1] ?? "");
      const gains = keywordsIn(m[2] ?? "");
      return target && gains ? { effect: [{ kind: "return-target-to-battlefield", gains }], target } : undefined;
    },
  ],
];

/** Lay Claim's static ability. */
export const CONTROL_STATICS: readonly (readonly [RegExp, (m: RegExpExecArray) => MtgStatic | undefined])[] = [
  [/^you control enchanted (?:permanent|creature|artifact|land|enchantment)$/, () => ({ kind: "control-enchanted" })],
];

/** A whole line of control text, or undefined. */
export function readControlLine(words: string): SpellLine | undefined {
  return firstSpellLine(CONTROL_LINE_TEMPLATES, words);
}
