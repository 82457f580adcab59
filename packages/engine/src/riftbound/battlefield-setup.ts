import type { CardId, CardRegistry, PlayerId } from "../kernel/types.js";
import type { RiftSetup, SetupProblem } from "./setup.js";
import type { RiftCard, RiftZone } from "./state.js";

/**
 * Where the scenario's battlefields are, who controls each, and which battlefield each unit listed
 * in a `battlefield` zone is at (146.1). A battlefield card listed in a player's `battlefield`
 * zone without an entry of `setup.battlefields` is one that player controls; a unit listed there
 * without a place is at the scenario's only battlefield, and a problem when there are several or
 * none (the engine never guesses a location).
 */
export function placeOnBattlefields(
  setup: RiftSetup,
  cards: CardRegistry<RiftCard>,
  ids: Readonly<Record<PlayerId, Partial<Record<RiftZone, readonly CardId[]>>>>,
): { cards: CardRegistry<RiftCard>; battlefields: Record<CardId, PlayerId | null>; problems: SetupProblem[] } {
  const problems: SetupProblem[] = [];
  const battlefields: Record<CardId, PlayerId | null> = {};
  const listed: (CardId | undefined)[] = (setup.battlefields ?? []).map((b) => ids[b.player]?.battlefield?.[b.index]);
  (setup.battlefields ?? []).forEach((b, k) => {
    const id = listed[k];
    const card = id === undefined ? undefined : cards.get(id);
    if (id === undefined || !card) return;
    if (card.def.type !== "battlefield") {
      problems.push({ player: b.player, zone: "battlefield", index: b.index, message: `${card.def.name} is a ${card.def.type}, not a battlefield: battlefields: lists battlefield cards.` });
      listed[k] = undefined;
      return;
    }
    // Defined, not assigned: a scenario's own id ("__proto__") must be a key like any other.
    Object.defineProperty(battlefields, id, { value: b.controller, enumerable: true, writable: true, configurable: true });
  });
  const zoneEntries = Object.entries(ids).flatMap(([player, zones]) => (zones.battlefield ?? []).map((id, index) => ({ player, id, index })));
  for (const { player, id } of zoneEntries) {
    if (cards.get(id)?.def.type === "battlefield" && !Object.hasOwn(battlefields, id)) Object.defineProperty(battlefields, id, { value: player, enumerable: true, writable: true, configurable: true });
  }
  const all = Object.keys(battlefields);
  const sameName = new Set<string>();
  for (const { player, id, index } of zoneEntries) {
    const card = cards.get(id);
    if (!card || card.def.type !== "battlefield") continue;
    const name = card.def.name.toLowerCase();
    if (sameName.has(name)) {
      problems.push({ player, zone: "battlefield", index, rule: "103.4.c", message: `${card.def.name} is set up twice: no two battlefields in play share a name (103.4.c).` });
    }
    sameName.add(name);
  }

  let out = cards;
  for (const [player, zones] of Object.entries(setup.players)) {
    (zones.zones?.battlefield ?? []).forEach((spec, index) => {
      const id = ids[player]?.battlefield?.[index];
      const card = id === undefined ? undefined : out.get(id);
      if (!card || id === undefined || card.def.type === "battlefield") return;
      const at = spec.at !== undefined ? listed[spec.at] : all.length === 1 ? all[0] : undefined;
      if (at === undefined) {
        const why = all.length === 0 ? "the scenario has no battlefield" : `the scenario has ${all.length} battlefields`;
        problems.push({ player, zone: "battlefield", index, rule: "146.1", message: `${card.def.name} is listed at a battlefield, but ${why}: a unit's location is one battlefield (146.1); list it under that battlefield's units in battlefields:.` });
        return;
      }
      out = out.set(id, { ...card, at });
    });
  }
  out = placeFacedown(setup, out, ids, listed, battlefields, problems);
  return { cards: out, battlefields, problems };
}

/**
 * The cards a scenario sets up hidden: each in its player's `facedown` zone at one battlefield
 * (`at`, or the only one), which that player controls and where nothing else is hidden (811.1.b;
 * rulings R47). Hidden on an earlier turn unless `hiddenThisTurn`. A card that breaks a condition
 * is reported, and left in the zone at no battlefield, where it can't be played.
 */
function placeFacedown(
  setup: RiftSetup,
  cards: CardRegistry<RiftCard>,
  ids: Readonly<Record<PlayerId, Partial<Record<RiftZone, readonly CardId[]>>>>,
  listed: readonly (CardId | undefined)[],
  battlefields: Readonly<Record<CardId, PlayerId | null>>,
  problems: SetupProblem[],
): CardRegistry<RiftCard> {
  let out = cards;
  const all = Object.keys(battlefields);
  const taken = new Set<CardId>();
  for (const [player, zones] of Object.entries(setup.players)) {
    (zones.zones?.facedown ?? []).forEach((spec, index) => {
      const id = ids[player]?.facedown?.[index];
      const card = id === undefined ? undefined : out.get(id);
      if (!card || id === undefined) return;
      const at = spec.at !== undefined ? listed[spec.at] : all.length === 1 ? all[0] : undefined;
      const problem = (message: string) => problems.push({ player, zone: "facedown", index, rule: "811.1.b", message });
      if (at === undefined) return problem(`${card.def.name} is hidden at a battlefield, but the scenario has ${all.length === 0 ? "none" : `${all.length}`}: list it under its battlefield's facedown: in battlefields:.`);
      const name = out.get(at)?.def.name ?? at;
      if (battlefields[at] !== player) return problem(`${card.def.name} is hidden at ${name}, which ${player} doesn't control: a card is hidden only at a battlefield its player controls (811.1.b).`);
      if (taken.has(at)) return problem(`${card.def.name} is a second card hidden at ${name}: a Facedown Zone holds one card (811.1.b).`);
      taken.add(at);
      out = out.set(id, { ...card, at, hiddenOnTurn: spec.hiddenThisTurn === true ? 1 : 0 });
    });
  }
  return out;
}
