import { seedRng } from "../kernel/rng.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { EMPTY_POOL, parsePool, type ManaPool } from "./mana.js";
import type { CreatedMtgGame, MtgCardSpec, MtgSetup, MtgSetupProblem, MtgSetupZone } from "./setup.js";
import { MTG_ZONES, type MtgCard, type MtgPlayerState, type MtgState } from "./state.js";

const SETUP_ZONES: readonly MtgSetupZone[] = ["library", "hand", "graveyard", "battlefield", "exile"];

/** "Gempalm Polluter" → "gempalm-polluter". */
export function slugId(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "card";
}

/**
 * Builds the starting state of a scenario. Ids given by the scenario are kept; the others are made
 * from the card's name, numbered when a name repeats (`swamp`, `swamp-2`). Set-up problems (a
 * duplicate id, a token in a library, another player's card in a hand) are returned, never thrown.
 */
export function createMtgGame(setup: MtgSetup): CreatedMtgGame<MtgState> {
  const players = Object.keys(setup.players);
  if (!players.includes(setup.activePlayer)) players.push(setup.activePlayer);
  const cards: Record<CardId, MtgCard> = {};
  const zones: Record<PlayerId, Record<string, CardId[]>> = {};
  const playerState: Record<PlayerId, MtgPlayerState> = {};
  const ids: Record<PlayerId, Partial<Record<MtgSetupZone, CardId[]>>> = {};
  const problems: MtgSetupProblem[] = [];
  const used = new Set<string>();
  const explicit = new Set<string>();
  for (const p of players) for (const zone of SETUP_ZONES) for (const spec of setup.players[p]?.zones?.[zone] ?? []) if (spec.id) explicit.add(spec.id);

  for (const player of players) {
    const ps = setup.players[player] ?? {};
    zones[player] = Object.fromEntries(MTG_ZONES.map((z) => [z, [] as CardId[]]));
    playerState[player] = {
      life: ps.life ?? 20,
      mana: poolFromSetup(ps.mana, player, problems),
      lost: false,
      drewFromEmpty: false,
      landsPlayed: 0,
      cycledThisTurn: 0,
    };
    ids[player] = {};
    for (const zone of SETUP_ZONES) {
      const zoneIds: CardId[] = [];
      (ps.zones?.[zone] ?? []).forEach((spec, index) => {
        const id = takeId(spec, used, explicit, () => problems.push({ player, zone, index, message: `The id "${spec.id}" is already used by another card in this scenario.` }));
        checkPlacement(spec, player, zone, index, problems);
        cards[id] = {
          id,
          def: spec.def,
          owner: spec.owner ?? player,
          controller: player,
          token: spec.token ?? false,
          tapped: spec.tapped ?? false,
          damage: spec.damage ?? 0,
          counters: { ...(spec.counters ?? {}) },
          pumps: [],
        };
        zones[player]![zone]!.push(id);
        zoneIds.push(id);
      });
      ids[player]![zone] = zoneIds;
    }
  }

  const state: MtgState = {
    game: "mtg",
    edition: setup.edition ?? "current",
    players,
    cards,
    zones,
    rng: seedRng(setup.seed ?? 0),
    activePlayer: setup.activePlayer,
    step: setup.step ?? "main1",
    turnNumber: setup.turnNumber ?? 1,
    priority: setup.step === "untap" || setup.step === "cleanup" ? null : (setup.priority ?? setup.activePlayer),
    passed: [],
    stack: [],
    delayed: [],
    playerState,
    autoResolve: setup.autoResolve ?? true,
    nextId: 1,
  };
  return { state, ids, problems };
}

function takeId(spec: MtgCardSpec, used: Set<string>, explicit: Set<string>, duplicate: () => void): CardId {
  let id = spec.id;
  if (id && used.has(id)) {
    duplicate();
    id = undefined;
  }
  if (!id) {
    const base = slugId(spec.def.name);
    id = base;
    for (let n = 2; used.has(id) || explicit.has(id); n++) id = `${base}-${n}`;
  }
  used.add(id);
  return id;
}

/** A card starts only in its owner's library, hand or graveyard (400.3); tokens only on the battlefield (111.8). */
function checkPlacement(spec: MtgCardSpec, player: PlayerId, zone: MtgSetupZone, index: number, problems: MtgSetupProblem[]): void {
  const owner = spec.owner ?? player;
  if (owner !== player && (zone === "library" || zone === "hand" || zone === "graveyard")) {
    problems.push({ player, zone, index, rule: "400.3", message: `${spec.def.name} belongs to ${owner}, and a card is never in another player's ${zone} (400.3).` });
  }
  if (spec.token && zone !== "battlefield") {
    problems.push({ player, zone, index, rule: "704.5d", message: `${spec.def.name} is a token, and a token outside the battlefield ceases to exist (704.5d): it can't start in the ${zone}.` });
  }
}

function poolFromSetup(mana: string | Partial<ManaPool> | undefined, player: PlayerId, problems: MtgSetupProblem[]): ManaPool {
  if (mana === undefined) return EMPTY_POOL;
  if (typeof mana === "string") {
    const pool = parsePool(mana);
    if (!pool) problems.push({ player, message: `"${mana}" is not floating mana: write symbols such as "{1}{U}" (a number is colourless mana; X can't float).` });
    return pool ?? EMPTY_POOL;
  }
  return { ...EMPTY_POOL, ...mana };
}
