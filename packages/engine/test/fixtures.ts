/**
 * Card definitions written out by hand for engine tests, so the engine is tested on its own
 * (the printed card data and its text parser are tested in @recycle-rules/cards).
 */
import type { Ability, CostPart, Domain, Effect, RiftCardDef } from "../src/index.js";

const base = { supertypes: [], tags: [], keywords: [], abilities: [] } as const;

export function unit(name: string, domain: Domain, might: number, extra: Partial<RiftCardDef> = {}): RiftCardDef {
  return { ...base, name, type: "unit", domains: [domain], cost: { energy: 2, power: [] }, might, text: "", ...extra };
}

export function spell(name: string, domain: Domain, onPlay: Effect[], extra: Partial<RiftCardDef> = {}): RiftCardDef {
  return { ...base, name, type: "spell", domains: [domain], cost: { energy: 1, power: [] }, text: "", onPlay, ...extra };
}

export function activated(cost: CostPart[], effect: Effect[], extra: Partial<Extract<Ability, { kind: "activated" }>> = {}): Ability {
  return { kind: "activated", cost, effect, timing: [], text: "test ability", ...extra };
}

export function rune(domain: Domain): RiftCardDef {
  const name = `${domain[0]!.toUpperCase()}${domain.slice(1)} Rune`;
  return {
    ...base,
    name,
    type: "rune",
    domains: [domain],
    cost: { energy: 0, power: [] },
    text: "[E]: [Reaction] — Add [1].\nRecycle this: [Reaction] — Add [C].",
    abilities: [
      activated([{ kind: "exhaust-self" }], [{ kind: "add-energy", amount: 1 }], { name: "exhaust", timing: ["reaction"], text: "[E]: [Reaction] — Add [1]." }),
      activated([{ kind: "recycle-self" }], [{ kind: "add-power", domain: "this", amount: 1 }], { name: "recycle", timing: ["reaction"], text: "Recycle this: [Reaction] — Add [C]." }),
    ],
  };
}

const fromYourTrash = { zone: "trash", whose: "you" } as const;

export const VI = unit("Vi, Destructive", "fury", 3, {
  code: "OGN-036",
  supertypes: ["champion"],
  cost: { energy: 2, power: ["fury"] },
  abilities: [activated([{ kind: "recycle", count: 1, from: fromYourTrash, filter: "card" }], [{ kind: "might", amount: 1, target: "self", duration: "this-turn" }], { text: "Recycle 1 from your trash: Give me +1 [M] this turn." })],
});

export const GARBAGE_GRABBER: RiftCardDef = {
  ...base,
  code: "OGN-099",
  name: "Garbage Grabber",
  type: "gear",
  domains: ["mind"],
  cost: { energy: 2, power: [] },
  text: "Recycle 3 from your trash, [1], [E]: Draw 1.",
  abilities: [
    activated(
      [{ kind: "recycle", count: 3, from: fromYourTrash, filter: "card" }, { kind: "energy", amount: 1 }, { kind: "exhaust-self" }],
      [{ kind: "draw", count: 1 }],
      { text: "Recycle 3 from your trash, [1], [E]: Draw 1." },
    ),
  ],
};

export const DR_MUNDO = unit("Dr. Mundo, Expert", "mind", 6, {
  supertypes: ["champion"],
  abilities: [
    { kind: "static", effect: { kind: "might-per-card-in-trash" }, text: "My Might is increased by the number of cards in your trash." },
    { kind: "triggered", trigger: "start-of-beginning-phase", optional: false, effect: [{ kind: "recycle", count: 3, upTo: false, from: fromYourTrash, filter: "card" }], text: "At the start of your Beginning Phase, recycle 3 from your trash." },
  ],
});

export const BLIND_FURY = spell("Blind Fury", "fury", [{ kind: "banish-then-play", source: "each-opponent-main-deck", look: 1, filter: "any", ignore: "all", optional: false }], {
  keywords: ["action"],
  cost: { energy: 4, power: ["fury", "fury"] },
});

export const PROMISING_FUTURE = spell("Promising Future", "mind", [{ kind: "banish-then-play", source: "each-player-main-deck", look: 5, filter: "any", ignore: "energy", optional: false }], {
  cost: { energy: 5, power: ["mind"] },
});

export const MECH = unit("Mech", "fury", 3, { supertypes: ["token"], tags: ["Mech"], cost: { energy: 0, power: [] } });
export const CLOCKWORK_MECH = unit("Clockwork Mech", "fury", 2, { tags: ["Mech"], cost: { energy: 3, power: [] } });

export const RUMBLE = unit("Rumble, Hotheaded", "fury", 4, {
  supertypes: ["champion"],
  abilities: [{ kind: "triggered", trigger: "when-conquer", optional: true, effect: [{ kind: "recycle-unit-to-play-from-trash", tag: "Mech" }], text: "When I conquer, you may recycle another friendly unit to play a Mech from your trash." }],
});

export const KARMA = unit("Karma, Channeler", "order", 6, {
  abilities: [{ kind: "triggered", trigger: "you-recycle-cards", optional: false, effect: [{ kind: "buff-friendly-unit" }], text: "When you recycle one or more cards, buff a friendly unit." }],
});

export const CRUEL_PATRON = unit("Cruel Patron", "chaos", 5, { additionalPlayCost: [{ kind: "kill-friendly-unit" }] });

export const FORGE = {
  ...base,
  name: "Forge of the Future",
  type: "gear",
  domains: ["order"],
  cost: { energy: 2, power: [] },
  text: "Kill this: Recycle up to 4 cards from trashes.",
  abilities: [activated([{ kind: "kill-self" }], [{ kind: "recycle", count: 4, upTo: true, from: { zone: "trash", whose: "any" }, filter: "card" }])],
} satisfies RiftCardDef;

export const FILLER = (n: number) => unit(`Filler ${n}`, "calm", 1);

/** A battlefield with no text, for set-ups that need a place for units to be (146.1). */
export function battlefield(name: string, abilities: Ability[] = []): RiftCardDef {
  return { ...base, name, type: "battlefield", domains: [], cost: { energy: 0, power: [] }, text: "", abilities };
}
