import { invalidSetup } from "../diagnostics/scenario-invalid-setup.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { CardRefText, PlayerModelBase, SetupCardBase } from "../model/types.js";

/** How a game resolves a set-up card and turns it into its engine's card spec. */
export interface SetupCards<Def> {
  lookup(ref: string): Def | undefined;
  unknown(ref: CardRefText): Diagnostic;
}

export interface ResolvedSetup<Zone extends string, Card, Spec> {
  /** Each player's zones as engine card specs (unknown cards left out). */
  readonly zones: Readonly<Record<string, Partial<Record<Zone, Spec[]>>>>;
  /** The set-up entry an engine spec came from, to place the engine's set-up problems. */
  entry(player: string, zone: Zone | undefined, index: number | undefined): Card | undefined;
}

/**
 * The game-independent part of a starting state: every card of `players:` resolved against the
 * file's cards, in each zone's order. An unknown card is reported and left out; the specs keep
 * their source entries so the engine's set-up problems can be reported where they belong.
 */
export function resolveSetup<Zone extends string, Card extends SetupCardBase, Def, Spec>(
  players: readonly PlayerModelBase<Zone, Card>[],
  zoneOrder: readonly Zone[],
  cards: SetupCards<Def>,
  spec: (def: Def, card: Card) => Spec,
  out: Diagnostic[],
): ResolvedSetup<Zone, Card, Spec> {
  const zones: Record<string, Partial<Record<Zone, Spec[]>>> = {};
  const sources: Record<string, Partial<Record<Zone, Card[]>>> = {};
  for (const player of players) {
    const specs: Partial<Record<Zone, Spec[]>> = {};
    const used: Partial<Record<Zone, Card[]>> = {};
    for (const zone of zoneOrder) {
      const entries = player.zones[zone];
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
    zones[player.id] = specs;
    sources[player.id] = used;
  }
  return {
    zones,
    entry: (player, zone, index) => (zone !== undefined && index !== undefined ? sources[player]?.[zone]?.[index] : undefined),
  };
}

/** One of the engine's set-up problems, on the range the game found for it (none: not reported). */
export function reportSetupProblem(problem: { readonly message: string; readonly rule?: string }, range: Range | undefined, out: Diagnostic[]): void {
  if (!range) return;
  out.push(invalidSetup.create({ range, message: problem.message, rule: problem.rule ? [problem.rule] : [] }));
}

/** The optional properties of a set-up card the engines share, as spec fields. */
export function commonSpec(card: SetupCardBase): { id?: string; token?: boolean; owner?: string } {
  return {
    ...(card.id !== undefined ? { id: card.id } : {}),
    ...(card.token !== undefined ? { token: card.token } : {}),
    ...(card.owner !== undefined ? { owner: card.owner.value } : {}),
  };
}
