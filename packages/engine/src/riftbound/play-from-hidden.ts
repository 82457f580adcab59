import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefieldName } from "./battlefields.js";
import type { PrintedCost } from "./cards.js";
import type { PendingPlay } from "./pending.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/** What playing a card from Hidden changes about the play: its cost, its timing, its place. */
export interface HiddenPlay {
  readonly cost: PrintedCost;
  readonly place: Pick<PendingPlay, "to" | "at">;
}

/**
 * Playing a card `player` hid (811.1.b, 811.1.c.3): "Beginning on the next turn, this gains
 * [Reaction] and you may play this, ignoring its base cost" — Energy and Power 0, additional costs
 * still paid (356.1.b.1). It opens a chain like any play (811.1.c.3). A permanent is played to the
 * battlefield where it was hidden, gear too (811.1.d.1, 811.1.d.1.a); a spell waits on the chain
 * where it was (the Facedown Zone, R12). Refused in the turn it was hidden, and for a `to:` other
 * than its battlefield.
 */
export function hiddenPlay(txn: Txn, player: PlayerId, card: RiftCard, to: CardId | "base" | undefined): HiddenPlay {
  const name = card.def.name;
  const at = card.at;
  if (at === undefined) {
    txn.refuse("illegal-step", "811.1.b", `${name} is in ${player}'s Facedown Zone at no battlefield, so it can't be played from there.`, { part: "card" });
  }
  const place = battlefieldName(txn.state, at);
  if (card.hiddenOnTurn !== undefined && card.hiddenOnTurn >= txn.state.turnNumber) {
    txn.refuse("timing", "811.1.b", `${name} was hidden this turn: a hidden card can be played only beginning on the next turn (811.1.b).`, { part: "card" });
  }
  if (to !== undefined && to !== at) {
    txn.refuse("illegal-step", "811.1.d.1", `${name} was hidden at ${place}: a hidden permanent is played to that battlefield (811.1.d.1), not ${to === "base" ? "to its base" : `to ${battlefieldName(txn.state, to)}`}.`, { part: "to" });
  }
  txn.emit({ type: "note", text: `${player} plays ${name} from Hidden at ${place}: it has [Reaction] and its base cost is ignored`, rule: "811.1.b" });
  warnUnrestrictedChoices(txn, card, place);
  return { cost: { energy: 0, power: [] }, place: card.def.type === "spell" ? {} : { to: "battlefield", at } };
}

/**
 * 811.1.d.2: a hidden spell's targets, or those of a hidden permanent's play effect, are chosen
 * among the options at its battlefield. The engine's choices don't know that restriction yet, so
 * a card that chooses anything is played with a warning rather than silently (rulings R50).
 */
function warnUnrestrictedChoices(txn: Txn, card: RiftCard, place: string): void {
  const effects = card.def.type === "spell" ? (card.def.onPlay ?? []) : card.def.abilities.filter((a) => a.kind === "triggered" && a.trigger === "when-played");
  if (!choosesUnitOrGear(effects, 0)) return;
  txn.flag(
    "illegal-step",
    "811.1.d.2",
    `${card.def.name} is played from Hidden: its targets must be chosen among the options at ${place} (811.1.d.2), a restriction the engine does not check (rulings R50). Check the choices by hand.`,
    { part: "card" },
    "warning",
  );
}

/**
 * Whether an effect (or ability) chooses a unit or gear — what 811.1.d.2 restricts — read from its
 * shape: a `target` other than "self", or an effect whose kind acts on a unit or gear ("kill",
 * "buff-friendly-unit"). "Draw 2" chooses nothing (Consult the Past is played from Hidden freely).
 */
function choosesUnitOrGear(value: unknown, depth: number): boolean {
  // Card definitions are a few levels deep; the bound only guards against a cycle.
  if (depth > 12 || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => choosesUnitOrGear(v, depth + 1));
  const record = value as Record<string, unknown>;
  if (record["target"] !== undefined && record["target"] !== "self") return true;
  if (typeof record["kind"] === "string" && /^kill$|unit|gear/.test(record["kind"])) return true;
  return Object.entries(record).some(([key, v]) => key !== "text" && choosesUnitOrGear(v, depth + 1));
}
