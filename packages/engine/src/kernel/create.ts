import { List, Map as ImmutableMap } from "immutable";
import { seedRng } from "./rng.js";
import type { CardSpec, EntryProblem, SetupPlace } from "./setup.js";
import type { CardId, CardInstance, CardRegistry, NamedDef, PlayerId, ZoneIndex, ZoneList } from "./types.js";
import { indexZones } from "./zones.js";

/** Makes an id from a card's name: "Vi, Destructive" → "vi-destructive". */
export function slugId(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "card";
}

/** A card spec of any game: the kernel reads only its def's name (for ids) and its own fields. */
type NamedSpec = CardSpec<{ readonly name: string }>;

/** What the kernel reads of a set-up: the seed, and each player's cards by zone. */
export interface KernelSetup<Zone extends string, Spec, PlayerSetup extends PlayerCards<Zone, Spec>> {
  readonly seed?: number;
  readonly players: Readonly<Record<PlayerId, PlayerSetup>>;
}

export interface PlayerCards<Zone extends string, Spec> {
  readonly zones?: Partial<Record<Zone, readonly Spec[]>>;
}

/** What a game tells the shared set-up: its zones, and how a player and a card start. */
export interface GameSetUp<Spec extends NamedSpec, Card, Zone extends string, PlayerSetup, PlayerState, Problem> {
  /** Every zone a player has; all start empty, so a state always has each of them. */
  readonly zones: readonly string[];
  /** The zones a set-up may fill, in the order their cards are placed. */
  readonly setupZones: readonly Zone[];
  /** A player's own starting state (resources, life), with any problem in what the set-up says of it. */
  player(player: PlayerId, setup: PlayerSetup | undefined): { readonly state: PlayerState; readonly problems: readonly Problem[] };
  /** Where the rules forbid a spec to start: a token in a deck, another player's card in a hand. */
  misplaced(spec: Spec, at: SetupPlace<Zone>): readonly Problem[];
  /** The game's card: the kernel's instance (id, owner, controller) with the game's starting status, which may depend on where it starts (`at`). */
  card(spec: Spec, instance: CardInstance<Spec["def"]>, at: SetupPlace<Zone>): Card;
}

export interface SetUpGame<Card, Zone extends string, PlayerState, Problem> {
  /** The kernel's part of the starting state; each game adds its own fields. */
  readonly state: {
    readonly players: PlayerId[];
    readonly cards: CardRegistry<Card>;
    readonly zones: Record<PlayerId, Record<string, ZoneList>>;
    readonly index: ZoneIndex;
    readonly rng: number;
  };
  readonly playerStates: Record<PlayerId, PlayerState>;
  readonly ids: Record<PlayerId, Partial<Record<Zone, CardId[]>>>;
  /** In set-up order: each player's own, then their cards' in zone order. */
  readonly problems: (Problem | EntryProblem<Zone>)[];
}

/**
 * Seats the players (in the order the set-up lists them, the player to act last if unlisted) and
 * places their cards. Ids given by the scenario are kept (a repeated one is a problem and that
 * copy gets a made-up id); the others are made from the card's name, numbered when a name repeats
 * (`fury-rune`, `fury-rune-2`), never taking an id the scenario gives another card.
 */
export function setUpGame<
  Spec extends NamedSpec,
  Card extends { readonly def: NamedDef; readonly token: boolean },
  Zone extends string,
  PlayerSetup extends PlayerCards<Zone, Spec>,
  PlayerState,
  Problem,
>(
  setup: KernelSetup<Zone, Spec, PlayerSetup>,
  toAct: PlayerId,
  game: GameSetUp<Spec, Card, Zone, PlayerSetup, PlayerState, Problem>,
): SetUpGame<Card, Zone, PlayerState, Problem> {
  const players = Object.keys(setup.players);
  if (!players.includes(toAct)) players.push(toAct);
  const specsIn = (player: PlayerId, zone: Zone): readonly Spec[] => setup.players[player]?.zones?.[zone] ?? [];
  const given = new Set<string>();
  for (const player of players) for (const zone of game.setupZones) for (const spec of specsIn(player, zone)) if (spec.id) given.add(spec.id);

  const used = new Set<string>();
  const fresh = new FreshIds((taken) => used.has(taken) || given.has(taken));
  const cards: [CardId, Card][] = [];
  const zonesOf: Record<PlayerId, Record<string, CardId[]>> = {};
  const playerStates: Record<PlayerId, PlayerState> = {};
  const allIds: Record<PlayerId, Partial<Record<Zone, CardId[]>>> = {};
  const problems: (Problem | EntryProblem<Zone>)[] = [];
  for (const player of players) {
    const own = game.player(player, setup.players[player]);
    playerStates[player] = own.state;
    problems.push(...own.problems);
    const zones: Record<string, CardId[]> = Object.fromEntries(game.zones.map((z) => [z, []]));
    zonesOf[player] = zones;
    const ids: Partial<Record<Zone, CardId[]>> = {};
    allIds[player] = ids;
    for (const zone of game.setupZones) {
      ids[zone] = specsIn(player, zone).map((spec, index) => {
        const at: SetupPlace<Zone> = { player, zone, index };
        let id = spec.id;
        if (id && used.has(id)) {
          problems.push({ ...at, message: `The id "${id}" is already used by another card in this scenario.` });
          id = undefined;
        }
        if (!id) id = fresh.next(slugId(spec.def.name));
        used.add(id);
        problems.push(...game.misplaced(spec, at));
        const card = game.card(spec, { id, def: spec.def, owner: spec.owner ?? player, controller: player, token: spec.token ?? false }, at);
        cards.push([id, card]);
        zones[zone]?.push(id);
        return id;
      });
    }
  }
  const zones: Record<PlayerId, Record<string, ZoneList>> = {};
  for (const [player, byZone] of Object.entries(zonesOf)) zones[player] = Object.fromEntries(Object.entries(byZone).map(([zone, ids]) => [zone, List(ids)]));
  const registry = ImmutableMap(cards);
  return {
    state: { players, cards: registry, zones, index: indexZones(players, zones, (id) => registry.get(id)), rng: seedRng(setup.seed ?? 0) },
    playerStates,
    ids: allIds,
    problems,
  };
}

/**
 * `base`, or `base-2`, `base-3`… : the first that isn't taken. Ids are only ever added, so the
 * first free number of a base never goes down: each base resumes where it last stopped, and N
 * copies of one card cost N steps, not N² (8,000 copies took seconds when every copy re-counted).
 */
class FreshIds {
  private readonly resume = new Map<string, number>();

  constructor(private readonly taken: (id: string) => boolean) {}

  next(base: string): string {
    let n = this.resume.get(base) ?? 1;
    const idFor = (k: number): string => (k === 1 ? base : `${base}-${k}`);
    while (this.taken(idFor(n))) n++;
    this.resume.set(base, n);
    return idFor(n);
  }
}
