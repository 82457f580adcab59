/**
 * MTG card definitions written out by hand for engine tests, so the engine is tested on its own
 * (the card data and its text parser are tested in @recycle-rules/cards).
 */
import type { MtgAbility, MtgCardDef, MtgCost, MtgEffect, MtgTriggeredAbility, TypeQuery } from "../src/index.js";

const none = { supertypes: [], subtypes: [], colors: [], abilities: [] } as const;

export const BASIC_LAND: TypeQuery = { supertypes: ["Basic"], types: ["Land"], subtypes: [] };

export function basic(name: "Plains" | "Island" | "Swamp" | "Mountain" | "Forest"): MtgCardDef {
  return { ...none, name, types: ["Land"], supertypes: ["Basic"], subtypes: [name], text: "" };
}

export function cycling(cost: MtgCost, text = "Cycling"): MtgAbility {
  return { kind: "cycling", cost, variant: { kind: "draw" }, text };
}

export function typecycling(label: string, type: TypeQuery, cost: MtgCost): MtgAbility {
  return { kind: "cycling", cost, variant: { kind: "typecycling", type, label }, text: `${label} ${cost.mana ?? ""}` };
}

export function trigger(trigger: MtgTriggeredAbility["trigger"], effect: MtgEffect[], extra: Partial<MtgTriggeredAbility> = {}): MtgTriggeredAbility {
  return { kind: "triggered", trigger, effect, optional: false, text: `${trigger} trigger`, ...extra };
}

export function creature(name: string, manaCost: string, power: number, toughness: number, abilities: MtgAbility[] = [], extra: Partial<MtgCardDef> = {}): MtgCardDef {
  return { ...none, name, manaCost, types: ["Creature"], power, toughness, text: "", abilities, ...extra };
}

export function permanent(name: string, type: "Enchantment" | "Artifact", manaCost: string, abilities: MtgAbility[]): MtgCardDef {
  return { ...none, name, manaCost, types: [type], text: "", abilities };
}

const static_ = (effect: Extract<MtgAbility, { kind: "static" }>["effect"], text: string = effect.kind): MtgAbility => ({ kind: "static", effect, text });

export const DISCIPLE_OF_GRACE = creature("Disciple of Grace", "{1}{W}", 1, 2, [cycling({ mana: "{2}" }, "Cycling {2}")], { subtypes: ["Human", "Cleric"], colors: ["W"] });
export const STREET_WRAITH = creature("Street Wraith", "{3}{B}{B}", 3, 4, [cycling({ life: 2 }, "Cycling—Pay 2 life")], { subtypes: ["Wraith"] });
export const KROSAN_TUSKER = creature("Krosan Tusker", "{5}{G}{G}", 6, 5, [
  cycling({ mana: "{2}{G}" }, "Cycling {2}{G}"),
  trigger("when-you-cycle-this", [{ kind: "search", queries: [BASIC_LAND], to: "hand", reveal: true }], { optional: true, text: "When you cycle Krosan Tusker, you may search your library for a basic land card" }),
]);
export const GEMPALM_POLLUTER = creature("Gempalm Polluter", "{5}{B}", 4, 3, [
  cycling({ mana: "{B}{B}" }, "Cycling {B}{B}"),
  trigger("when-you-cycle-this", [{ kind: "lose-life", who: "target", amount: { kind: "count", query: { supertypes: [], types: [], subtypes: ["Zombie"] }, zone: "battlefield" } }], {
    optional: true,
    target: "player",
    text: "When you cycle Gempalm Polluter, you may have target player lose life equal to the number of Zombies on the battlefield.",
  }),
], { subtypes: ["Zombie"] });
export const TWISTED_ABOMINATION = creature("Twisted Abomination", "{5}{B}", 5, 3, [typecycling("Swampcycling", { supertypes: [], types: [], subtypes: ["Swamp"] }, { mana: "{2}" })], { subtypes: ["Zombie", "Mutant"] });
export const ASH_BARRENS: MtgCardDef = {
  ...none,
  name: "Ash Barrens",
  types: ["Land"],
  text: "",
  abilities: [{ kind: "mana", cost: { tapSelf: true }, produces: ["C"], text: "{T}: Add {C}." }, typecycling("Basic landcycling", BASIC_LAND, { mana: "{1}" })],
};
export const SHARK_TYPHOON = permanent("Shark Typhoon", "Enchantment", "{5}{U}", [
  cycling({ mana: "{X}{1}{U}" }, "Cycling {X}{1}{U}"),
  trigger("when-you-cycle-this", [{ kind: "create-token", count: { kind: "fixed", n: 1 }, token: { name: "Shark", colors: ["U"], types: ["Creature"], subtypes: ["Shark"], power: "X", toughness: "X", keywords: ["Flying"] } }], {
    text: "When you cycle Shark Typhoon, create an X/X blue Shark creature token with flying.",
  }),
]);
export const RENEWED_FAITH: MtgCardDef = {
  ...none,
  name: "Renewed Faith",
  manaCost: "{2}{W}",
  types: ["Instant"],
  text: "You gain 6 life.",
  spell: { effect: [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 6 } }] },
  abilities: [cycling({ mana: "{1}{W}" }, "Cycling {1}{W}"), trigger("when-you-cycle-this", [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 2 } }], { optional: true, text: "When you cycle Renewed Faith, you may gain 2 life." })],
};
export const DECREE_OF_PAIN: MtgCardDef = {
  ...none,
  name: "Decree of Pain",
  manaCost: "{6}{B}{B}",
  types: ["Sorcery"],
  text: "",
  spell: { effect: [{ kind: "unmodelled", text: "Destroy all creatures. They can't be regenerated. Draw a card for each creature destroyed this way." }] },
  abilities: [cycling({ mana: "{3}{B}{B}" }, "Cycling {3}{B}{B}"), trigger("when-you-cycle-this", [{ kind: "pump", on: "each-creature", power: -2, toughness: -2 }], { text: "When you cycle Decree of Pain, all creatures get -2/-2 until end of turn." })],
};

export const STABILIZER = permanent("Stabilizer", "Artifact", "{2}", [static_({ kind: "cant-cycle", who: "all" }, "Players can't cycle cards.")]);
export const FLUCTUATOR = permanent("Fluctuator", "Artifact", "{2}", [static_({ kind: "activation-cost", abilities: "cycling", change: "reduce", amount: 2, upTo: true, whose: "you", floor: 0 }, "Cycling abilities you activate cost up to {2} less to activate.")]);
export const NEW_PERSPECTIVES = permanent("New Perspectives", "Enchantment", "{5}{U}", [
  trigger("when-enters", [{ kind: "draw", count: { kind: "fixed", n: 3 } }], { text: "When New Perspectives enters, draw three cards." }),
  static_({ kind: "cycling-alternative-cost", mana: "{0}", minHand: 7, firstEachTurn: false }, "As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs."),
]);
export const DRAKE_HAVEN = permanent("Drake Haven", "Enchantment", "{2}{U}", [
  trigger("whenever-you-cycle-or-discard", [{ kind: "pay", cost: { mana: "{1}" }, then: [{ kind: "create-token", count: { kind: "fixed", n: 1 }, token: { name: "Drake", colors: ["U"], types: ["Creature"], subtypes: ["Drake"], power: 2, toughness: 2, keywords: ["Flying"] } }] }], {
    optional: true,
    text: "Whenever you cycle or discard a card, you may pay {1}. If you do, create a 2/2 blue Drake creature token with flying.",
  }),
]);
export const ASTRAL_SLIDE = permanent("Astral Slide", "Enchantment", "{2}{W}", [
  trigger("whenever-a-player-cycles", [{ kind: "exile-until-next-end-step" }], { optional: true, target: "creature", text: "Whenever a player cycles a card, you may exile target creature. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step." }),
]);
export const LIGHTNING_RIFT = permanent("Lightning Rift", "Enchantment", "{1}{R}", [
  trigger("whenever-a-player-cycles", [{ kind: "pay", cost: { mana: "{1}" }, then: [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 2 } }] }], { optional: true, target: "any", text: "Whenever a player cycles a card, you may pay {1}. If you do, Lightning Rift deals 2 damage to any target." }),
]);
export const VALIANT_RESCUER = creature("Valiant Rescuer", "{1}{W}", 3, 1, [
  trigger("whenever-you-cycle", [{ kind: "create-token", count: { kind: "fixed", n: 1 }, token: { name: "Human Soldier", colors: ["W"], types: ["Creature"], subtypes: ["Human", "Soldier"], power: 1, toughness: 1, keywords: [] } }], { another: true, firstEachTurn: true, text: "Whenever you cycle another card for the first time each turn, create a 1/1 white Human Soldier creature token." }),
  cycling({ mana: "{2}" }, "Cycling {2}"),
]);
export const REST_IN_PEACE = permanent("Rest in Peace", "Enchantment", "{1}{W}", [
  trigger("when-enters", [{ kind: "exile-all-graveyards" }], { text: "When Rest in Peace enters, exile all cards from all graveyards." }),
  static_({ kind: "graveyard-to-exile", scope: "any", what: "card-or-token" }, "If a card or token would be put into a graveyard from anywhere, exile it instead."),
]);
export const LEYLINE_OF_THE_VOID = permanent("Leyline of the Void", "Enchantment", "{2}{B}{B}", [
  static_({ kind: "graveyard-to-exile", scope: "opponents", what: "card" }, "If a card would be put into an opponent's graveyard from anywhere, exile it instead."),
]);
export const ABANDONED_SARCOPHAGUS = permanent("Abandoned Sarcophagus", "Artifact", "{3}", [
  static_({ kind: "cast-cycling-from-graveyard" }, "You may cast nonland cards with cycling from your graveyard."),
  static_({ kind: "graveyard-to-exile", scope: "yours", what: "uncycled-card-with-cycling" }, "If a card with cycling would be put into your graveyard from anywhere and it wasn't cycled, exile it instead."),
]);

export const FILLER = (n: number): MtgCardDef => creature(`Filler ${n}`, "{1}", 1, 1);
export const GRIZZLY = creature("Grizzly Bears", "{1}{G}", 2, 2);
