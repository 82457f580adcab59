import { invalidSetup } from "../diagnostics/scenario-invalid-setup.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { CardRefText, PlayerModelBase, SetupCardBase } from "../model/types.js";

/** How a game resolves a set-up card and turns it into its engine's card spec. */
export interface SetupCards<Def> {
  lookup(ref: string): Def | undefined;
  unknown(ref: CardRefText): Diagnostic;
}

export interface ResolvedSetup<Zone extends string, Card, Spec, Extra> {
  /** Each player's set-up for the engine: the zones as card specs (unknown cards left out), and `extra`. */
  readonly players: Record<string, { zones: Partial<Record<Zone, Spec[]>> } & Extra>;
  /** The set-up entry an engine spec came from, to place the engine's set-up problems. */
  entry(player: string, zone: Zone | undefined, index: number | undefined): Card | undefined;
}

/**
 * The game-independent part of a starting state: every card of `players:` resolved against the
 * file's cards, in each zone's order. An unknown card is reported and left out; the specs keep
 * their source entries so the engine's set-up problems can be reported where they belong.
 */
/** The set-up card type of a player model. */
type CardOf<Player extends PlayerModelBase> = NonNullable<Player["zones"][keyof Player["zones"]]>[number];

export function resolveSetup<Zone extends string, Player extends PlayerModelBase<Zone>, Def, Spec, Extra, Card extends SetupCardBase = CardOf<Player>>(
  players: readonly Player[],
  zoneOrder: readonly Zone[],
  cards: SetupCards<Def>,
  spec: (def: Def, card: Card) => Spec,
  extra: (player: Player) => Extra,
  out: Diagnostic[],
): ResolvedSetup<Zone, Card, Spec, Extra> {
  const setups: Record<string, { zones: Partial<Record<Zone, Spec[]>> } & Extra> = {};
  const sources: Record<string, Partial<Record<Zone, Card[]>>> = {};
  for (const player of players) {
    const specs: Partial<Record<Zone, Spec[]>> = {};
    const used: Partial<Record<Zone, Card[]>> = {};
    for (const zone of zoneOrder) {
      const entries = player.zones[zone] as readonly Card[] | undefined;
      if (!entries) continue;
      const list: Spec[] = [];
      const from: Card[] = [];
      for (const entry of entries) {
        const def = cards.lookup(entry.ref.text);
        if (!def) {
          out.push(cards.unknown(entry.ref));
          continue;
        }
        list.push(spec(def, entry));
        from.push(entry);
      }
      specs[zone] = list;
      used[zone] = from;
    }
    setups[player.id] = { zones: specs, ...extra(player) };
    sources[player.id] = used;
  }
  return {
    players: setups,
    entry: (player, zone, index) => (zone !== undefined && index !== undefined ? sources[player]?.[zone]?.[index] : undefined),
  };
}

/** One of the engine's set-up problems, on the range the game found for it (none: not reported). */
export function reportSetupProblem(problem: { readonly message: string; readonly rule?: string }, range: Range | undefined, out: Diagnostic[]): void {
  if (!range) return;
  out.push(invalidSetup.create({ range, message: problem.message, rule: problem.rule ? [problem.rule] : [] }));
}

/** The fields that are set: an engine's set-up leaves out what the file doesn't say (the engine's default). */
export function setFields<T extends object>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** The optional properties of a set-up card the engines share, as spec fields. */
export function commonSpec(card: SetupCardBase): { id?: string; token?: boolean; owner?: string } {
  return setFields({ id: card.id, token: card.token, owner: card.owner?.value });
}
