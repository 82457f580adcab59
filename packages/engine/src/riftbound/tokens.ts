import { slugId } from "../kernel/create.js";
import { addCard } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefieldName } from "./battlefields.js";
import type { Effect } from "./cards.js";
import type { RiftCard } from "./state.js";
import { fireTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * Playing tokens (179–187). A token is made by the effect, owned and controlled by the effect's
 * controller (183): a unit enters exhausted (143.4), a gear ready (149.1) unless the text says
 * "exhausted". Its own "When I'm played" abilities trigger like any played permanent's.
 */
export function playTokens(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "play-token" }>): void {
  for (let i = 0; i < effect.count; i++) {
    const where = effect.token.type === "unit" && effect.to === "your-choice" ? chooseUnitPlace(txn, player, effect.token.name) : undefined;
    const id = createToken(txn, player, effect, where);
    fireTriggers(txn, player, "when-played", [id]);
  }
}

function createToken(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "play-token" }>, battlefield: CardId | undefined): CardId {
  const def = effect.token;
  const id = `${slugId(def.name)}-token-${txn.state.nextId}`;
  const exhausted = effect.exhausted ?? def.type === "unit";
  const zone = battlefield === undefined ? "base" : "battlefield";
  const card: RiftCard = { id, def, owner: player, controller: player, token: true, exhausted, mightThisTurn: 0, buffed: false, damage: 0, ...(battlefield === undefined ? {} : { at: battlefield }) };
  txn.state = { ...addCard(txn.state, card, { player, zone }, "any"), nextId: txn.state.nextId + 1 };
  txn.emit({ type: "create", card: id, name: def.name, to: { player, zone } });
  const place = battlefield === undefined ? `${player}'s base` : battlefieldName(txn.state, battlefield);
  const rule = def.type === "unit" ? "143.4" : effect.exhausted ? "179" : "149.1";
  txn.emit({ type: "note", text: `${player} plays a ${def.name} ${def.type} token${def.might === undefined ? "" : ` (Might ${def.might})`} to ${place}, ${exhausted ? "exhausted" : "ready"}`, rule });
  return id;
}

/**
 * Where a unit token goes when its text names no place: its controller's base or a battlefield
 * they control (813.3.a), answered by the battlefield's name or "base"; unanswered, the base (R3).
 */
function chooseUnitPlace(txn: Txn, player: PlayerId, name: string): CardId | undefined {
  const controlled = Object.keys(txn.state.battlefields).filter((bf) => txn.state.battlefields[bf] === player);
  if (controlled.length === 0) return undefined;
  const prompt = `where to play the ${name} token (base, or a battlefield ${player} controls)`;
  const next = txn.choices.peek();
  const answer = typeof next?.answer === "string" ? next.answer.trim().toLowerCase() : undefined;
  if (answer === undefined || answer === "base" || answer === "yes" || answer === "no") {
    // Not a place: the base, by default unless "base" was the answer.
    if (answer === "base") txn.choices.take();
    txn.emit({ type: "choice", player, prompt, answer: "base", defaulted: answer !== "base" });
    return undefined;
  }
  return txn.pickCards(player, prompt, controlled, 1, "813.3.a").picked[0];
}
