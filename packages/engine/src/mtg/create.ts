import { setUpGame } from "../kernel/create.js";
import { abilitiesInGame } from "./abilities-in-game.js";
import { graveyardEndStepCards, graveyardEntersCards } from "./end-step.js";
import type { SetupPlace } from "../kernel/setup.js";
import type { PlayerId } from "../kernel/types.js";
import { EMPTY_POOL, parsePool, type ManaPool } from "./mana.js";
import type { CreatedMtgGame, MtgCardSpec, MtgPlayerSetup, MtgSetup, MtgSetupProblem, MtgSetupZone } from "./setup.js";
import { MTG_ZONES, type MtgCard, type MtgPlayerState, type MtgState } from "./state.js";
import { refreshStaticGifts } from "./static-gifts.js";
import { MtgTxn } from "./txn.js";

export { slugId } from "../kernel/create.js";

const SETUP_ZONES: readonly MtgSetupZone[] = ["library", "hand", "graveyard", "battlefield", "exile"];

/**
 * Builds the starting state of a scenario: ids as the kernel gives them (`swamp`, `swamp-2`).
 * Set-up problems (a duplicate id, a token in a library, another player's card in a hand) are
 * returned, never thrown.
 */
export function createMtgGame(setup: MtgSetup): CreatedMtgGame<MtgState> {
  const set = setUpGame(setup, setup.activePlayer, {
    zones: MTG_ZONES,
    setupZones: SETUP_ZONES,
    player: startingPlayerState,
    misplaced,
    card: (spec: MtgCardSpec, instance, at): MtgCard => ({
      ...instance,
      tapped: spec.tapped ?? false,
      damage: spec.damage ?? 0,
      counters: { ...(spec.counters ?? {}) },
      pumps: [],
      // Only a permanent has a chosen color (400.7): elsewhere the set-up's is reported (misplaced) and not kept.
      ...(spec.chosenColor && at.zone === "battlefield" ? { chosenColor: spec.chosenColor } : {}),
    }),
  });
  const state: MtgState = {
    game: "mtg",
    edition: setup.edition ?? "current",
    ...set.state,
    activePlayer: setup.activePlayer,
    step: setup.step ?? "main1",
    turnNumber: setup.turnNumber ?? 1,
    priority: setup.step === "untap" || setup.step === "cleanup" ? null : (setup.priority ?? setup.activePlayer),
    passed: [],
    stack: [],
    delayed: [],
    playerState: set.playerStates,
    autoResolve: setup.autoResolve ?? true,
    graveyardEndStepCards: graveyardEndStepCards(set.state.cards.values()),
    graveyardEntersCards: graveyardEntersCards(set.state.cards.values()),
    abilitiesInGame: abilitiesInGame([...set.state.cards.values()].map((c) => c.def)),
    nextId: 1,
  };
  // What static abilities give creatures is derived, not set up: derive it once for the start (static-gifts.ts).
  const txn = new MtgTxn(state, []);
  refreshStaticGifts(txn);
  return { state: txn.state, ids: set.ids, problems: set.problems };
}

function startingPlayerState(player: PlayerId, ps: MtgPlayerSetup | undefined): { state: MtgPlayerState; problems: MtgSetupProblem[] } {
  const pool = poolFromSetup(ps?.mana, player);
  const energy = energyFromSetup(ps?.energy, player);
  return {
    state: { life: ps?.life ?? 20, mana: pool.pool, lost: false, drewFromEmpty: false, landsPlayed: 0, cycledThisTurn: 0, drawnThisTurn: 0, discardedThisTurn: 0, ...(energy.count > 0 ? { energy: energy.count } : {}) },
    problems: [...pool.problems, ...energy.problems],
  };
}

/** Energy counters are counted things on a player (107.14, 122.1): a whole number, none by default. */
function energyFromSetup(energy: number | undefined, player: PlayerId): { count: number; problems: MtgSetupProblem[] } {
  if (energy === undefined || energy === 0) return { count: 0, problems: [] };
  if (Number.isInteger(energy) && energy > 0) return { count: energy, problems: [] };
  return { count: 0, problems: [{ player, key: "energy", rule: "122.1", message: `${energy} is not a number of energy counters: a player has none or a whole number of them (107.14, 122.1).` }] };
}

/** A card starts only in its owner's library, hand or graveyard (400.3); tokens only on the battlefield (111.8). */
function misplaced(spec: MtgCardSpec, at: SetupPlace<MtgSetupZone>): MtgSetupProblem[] {
  const { zone } = at;
  const problems: MtgSetupProblem[] = [];
  const owner = spec.owner ?? at.player;
  if (owner !== at.player && (zone === "library" || zone === "hand" || zone === "graveyard")) {
    problems.push({ ...at, rule: "400.3", message: `${spec.def.name} belongs to ${owner}, and a card is never in another player's ${zone} (400.3).` });
  }
  if (spec.chosenColor && zone !== "battlefield") {
    problems.push({ ...at, rule: "400.7", message: `${spec.def.name} has a chosen color, but only a permanent has one: a card in a ${zone} is a new object with no memory of the color chosen as it entered (400.7, 614.1c).` });
  }
  if (spec.token && zone !== "battlefield") {
    problems.push({ ...at, rule: "704.5d", message: `${spec.def.name} is a token, and a token outside the battlefield ceases to exist (704.5d): it can't start in the ${zone}.` });
  }
  return problems;
}

function poolFromSetup(mana: string | Partial<ManaPool> | undefined, player: PlayerId): { pool: ManaPool; problems: MtgSetupProblem[] } {
  if (mana === undefined) return { pool: EMPTY_POOL, problems: [] };
  if (typeof mana === "string") {
    const pool = parsePool(mana);
    if (pool) return { pool, problems: [] };
    return {
      pool: EMPTY_POOL,
      problems: [{ player, key: "mana", message: `"${mana}" is not floating mana: write symbols such as "{1}{U}" (a number is colourless mana; X can't float).` }],
    };
  }
  return { pool: { ...EMPTY_POOL, ...mana }, problems: [] };
}
