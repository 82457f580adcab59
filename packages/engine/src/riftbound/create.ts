import { seedRng } from "../kernel/rng.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { deckFor } from "./cards.js";
import { BOARD_ZONES, RIFT_ZONES, type RiftCard, type RiftPlayerResources, type RiftState, type RiftZone } from "./state.js";
import type { CreatedGame, RiftSetup, SetupProblem } from "./setup.js";

/** Makes an id from a card's name: "Vi, Destructive" → "vi-destructive". */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "card";
}

/**
 * Builds the starting state of a scenario. Ids given by the scenario are kept; the others are made
 * from the card's name, numbered when a name repeats (`fury-rune`, `fury-rune-2`). Set-up
 * problems (a duplicate id, a token in a deck) are returned, never thrown.
 */
export function createRiftGame(setup: RiftSetup): CreatedGame<RiftState> {
  const players = Object.keys(setup.players);
  if (!players.includes(setup.turnPlayer)) players.push(setup.turnPlayer);
  const cards: Record<CardId, RiftCard> = {};
  const zones: Record<PlayerId, Record<string, CardId[]>> = {};
  const resources: Record<PlayerId, RiftPlayerResources> = {};
  const ids: Record<PlayerId, Partial<Record<RiftZone, CardId[]>>> = {};
  const problems: SetupProblem[] = [];
  const used = new Set<string>();
  const explicit = new Set<string>();
  for (const p of players) {
    for (const zone of RIFT_ZONES) for (const spec of setup.players[p]?.zones?.[zone] ?? []) if (spec.id) explicit.add(spec.id);
  }

  for (const player of players) {
    const ps = setup.players[player] ?? {};
    zones[player] = Object.fromEntries(RIFT_ZONES.map((z) => [z, [] as CardId[]]));
    resources[player] = { energy: ps.energy ?? 0, power: { ...(ps.power ?? {}) }, points: ps.points ?? 0 };
    ids[player] = {};
    for (const zone of RIFT_ZONES) {
      const specs = ps.zones?.[zone] ?? [];
      const zoneIds: CardId[] = [];
      specs.forEach((spec, index) => {
        let id = spec.id;
        if (id && used.has(id)) {
          problems.push({ player, zone, index, message: `The id "${id}" is already used by another card in this scenario.` });
          id = undefined;
        }
        if (!id) {
          const base = slug(spec.def.name);
          id = base;
          for (let n = 2; used.has(id) || explicit.has(id); n++) id = `${base}-${n}`;
        }
        used.add(id);
        const token = spec.token === true || spec.def.supertypes.includes("token");
        if (token && (zone === "main-deck" || zone === "rune-deck" || zone === "trash" || zone === "hand" || zone === "banishment")) {
          problems.push({ player, zone, index, rule: "186.1", message: `${spec.def.name} is a token, and a token off the Board ceases to exist (186.1): it can't start in the ${zone}.` });
        }
        const owner = spec.owner ?? player;
        if (owner !== player && !BOARD_ZONES.includes(zone)) {
          problems.push({ player, zone, index, rule: "056", message: `${spec.def.name} belongs to ${owner}, and a card never goes into another player's ${zone} (056).` });
        }
        const deck = deckFor(spec.def.type);
        if ((zone === "main-deck" || zone === "rune-deck") && deck !== zone) {
          const rule = spec.def.type === "rune" ? "416.1.b" : "416.1.a";
          problems.push({ player, zone, index, rule, message: `${spec.def.name} is a ${spec.def.type} and belongs in the ${deck ?? "no deck"}, not the ${zone}.` });
        }
        cards[id] = {
          id,
          def: spec.def,
          owner,
          controller: player,
          token,
          exhausted: spec.exhausted ?? false,
          mightModifiers: spec.mightThisTurn ? [{ amount: spec.mightThisTurn, until: "end-of-turn" }] : [],
          buffed: spec.buffed ?? false,
        };
        zones[player]![zone]!.push(id);
        zoneIds.push(id);
      });
      ids[player]![zone] = zoneIds;
    }
  }

  const state: RiftState = {
    game: "riftbound",
    players,
    cards,
    zones,
    rng: seedRng(setup.seed ?? 0),
    turnPlayer: setup.turnPlayer,
    phase: setup.phase ?? "main",
    turnNumber: 1,
    showdown: setup.showdown ?? false,
    resources,
    nextId: 1,
  };
  return { state, ids, problems };
}
