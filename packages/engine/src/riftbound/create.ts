import { setUpGame } from "../kernel/create.js";
import { placeOnBattlefields } from "./battlefield-setup.js";
import type { SetupPlace } from "../kernel/setup.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { deckFor } from "./cards.js";
import { lastingRuleNamesOf } from "./lasting-rules.js";
import type { CreatedGame, RiftCardSpec, RiftPlayerSetup, RiftSetup, SetupProblem } from "./setup.js";
import { BOARD_ZONES, RIFT_ZONES, type RiftCard, type RiftPlayerResources, type RiftState, type RiftZone } from "./state.js";

/** Zones a token can't start in: off the Board it ceases to exist (186.1). */
const OFF_BOARD_START = ["main-deck", "rune-deck", "trash", "hand", "banishment"];

function isToken(spec: RiftCardSpec): boolean {
  return spec.token === true || spec.def.supertypes.includes("token");
}

/**
 * Builds the starting state of a scenario: ids as the kernel gives them (`fury-rune`,
 * `fury-rune-2`). Set-up problems (a duplicate id, a token in a deck) are returned, never thrown.
 */
export function createRiftGame(setup: RiftSetup): CreatedGame<RiftState> {
  const set = setUpGame(setup, setup.turnPlayer, {
    zones: RIFT_ZONES,
    setupZones: RIFT_ZONES,
    player: (_player, ps: RiftPlayerSetup | undefined) => ({ state: startingResources(ps ?? {}), problems: [] }),
    misplaced,
    card: (spec: RiftCardSpec, instance): RiftCard => ({
      ...instance,
      token: isToken(spec),
      exhausted: spec.exhausted ?? false,
      mightThisTurn: spec.mightThisTurn ?? 0,
      buffed: spec.buffed ?? false,
      damage: spec.damage ?? 0,
    }),
  });
  const places = placeOnBattlefields(setup, set.state.cards, set.ids);
  const banished = banishedWithAtStart(setup, set.ids, places.cards, set.state.zones);
  const state: RiftState = {
    game: "riftbound",
    ...set.state,
    cards: banished.cards,
    turnPlayer: setup.turnPlayer,
    phase: setup.phase ?? "main",
    turnNumber: 1,
    showdown: setup.showdown ?? false,
    resources: set.playerStates,
    nextId: 1,
    battlefields: places.battlefields,
    scoredThisTurn: [],
    ...chosenChampions(setup, set.ids, set.state.cards),
    ...lastingRuleNamesOf(places.cards.values()),
  };
  return { state, ids: set.ids, problems: [...set.problems, ...places.problems, ...banished.problems] };
}

/**
 * `banished-with:` of a card set up in banishment: the card on the board it names (by id) is the
 * object that banished it (427.3), so "banished with this" finds it (rulings R41). Named elsewhere
 * than banishment, or naming a card not on the board, it is a set-up problem and ignored.
 */
function banishedWithAtStart(
  setup: RiftSetup,
  ids: Readonly<Record<PlayerId, Partial<Record<RiftZone, readonly CardId[]>>>>,
  cards: RiftState["cards"],
  zones: RiftState["zones"],
): { cards: RiftState["cards"]; problems: SetupProblem[] } {
  let out = cards;
  const problems: SetupProblem[] = [];
  const onBoard = (id: string): boolean => Object.values(zones).some((byZone) => BOARD_ZONES.some((z) => byZone[z]?.includes(id) === true));
  for (const [player, ps] of Object.entries(setup.players)) {
    for (const [zone, specs] of Object.entries(ps.zones ?? {}) as [RiftZone, readonly RiftCardSpec[]][]) {
      specs.forEach((spec, index) => {
        if (spec.banishedWith === undefined) return;
        const at = { player, zone, index };
        if (zone !== "banishment") {
          problems.push({ ...at, rule: "427.3", message: `${spec.def.name} is in the ${zone}: only a card in banishment can be banished with another card (427.3).` });
          return;
        }
        if (!onBoard(spec.banishedWith)) {
          problems.push({ ...at, rule: "427.3", message: `banished-with names "${spec.banishedWith}", which is no card on the board: write the id of the card that banished ${spec.def.name}.` });
          return;
        }
        const id = ids[player]?.[zone]?.[index];
        const card = id === undefined ? undefined : out.get(id);
        if (id !== undefined && card) out = out.set(id, { ...card, banishedBy: spec.banishedWith });
      });
    }
  }
  return { cards: out, problems };
}

/**
 * Each player's Chosen Champion: the name the scenario gives, else the card it sets up in the
 * player's Champion Zone, where the Chosen Champion starts the game (103.2.a); none without either.
 */
function chosenChampions(
  setup: RiftSetup,
  ids: Readonly<Record<PlayerId, Partial<Record<RiftZone, readonly CardId[]>>>>,
  cards: RiftState["cards"],
): { chosenChampions?: Record<PlayerId, string> } {
  const named: Record<PlayerId, string> = {};
  for (const [player, ps] of Object.entries(setup.players)) {
    const inZone = ids[player]?.champion?.[0];
    const name = ps.chosenChampion ?? (inZone !== undefined ? cards.get(inZone)?.def.name : undefined);
    if (name !== undefined) named[player] = name;
  }
  return Object.keys(named).length > 0 ? { chosenChampions: named } : {};
}

function startingResources(ps: RiftPlayerSetup): RiftPlayerResources {
  return { energy: ps.energy ?? 0, power: { ...(ps.power ?? {}) }, points: ps.points ?? 0, ...(ps.xp !== undefined ? { xp: ps.xp } : {}) };
}

/** A token starts only on the Board (186.1), a card only in its owner's zones off it (056), each type in its deck (416.1). */
function misplaced(spec: RiftCardSpec, at: SetupPlace<RiftZone>): SetupProblem[] {
  const { zone } = at;
  const problems: SetupProblem[] = [];
  if (isToken(spec) && OFF_BOARD_START.includes(zone)) {
    problems.push({ ...at, rule: "186.1", message: `${spec.def.name} is a token, and a token off the Board ceases to exist (186.1): it can't start in the ${zone}.` });
  }
  const owner = spec.owner ?? at.player;
  if (owner !== at.player && !BOARD_ZONES.includes(zone)) {
    problems.push({ ...at, rule: "056", message: `${spec.def.name} belongs to ${owner}, and a card never goes into another player's ${zone} (056).` });
  }
  const deck = deckFor(spec.def.type);
  if ((zone === "main-deck" || zone === "rune-deck") && deck !== zone) {
    // 103.3: the Rune Deck holds the runes; a rune is not a Main Deck card (161.1).
    const message = deck
      ? `${spec.def.name} is a ${spec.def.type} and belongs in the ${deck}, not the ${zone} (103.3).`
      : `${spec.def.name} is a ${spec.def.type}, which no deck holds (103.3): it can't start in the ${zone}.`;
    problems.push({ ...at, rule: "103.3", message });
  }
  return problems;
}
