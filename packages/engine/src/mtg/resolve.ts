/**
 * The stack in motion: resolving the top object (608), and what happens each time a player would
 * receive priority — state-based actions, then waiting triggers go on the stack (117.5, 704.3,
 * 603.3) — and the default "everyone passes until the stack is empty".
 */
import { zoneOf } from "../kernel/zones.js";
import type { MtgStackObject } from "./state.js";
import { attachAura, enchantSpecOf } from "./auras.js";
import { hasType } from "./characteristics.js";
import { resolveEffects } from "./effects.js";
import { moveCard } from "./moves.js";
import { checkStateBasedActions } from "./sba.js";
import { popStack } from "./stack-objects.js";
import { allTargetsIllegal } from "./several-targets.js";
import { putTriggersOnStack, triggerOnEnter } from "./triggers.js";
import { interveningIfsFail } from "./intervening-if.js";
import type { MtgTxn } from "./txn.js";

/** The game is over when a player has lost and at most one remains (104.2a). */
export function gameOver(txn: MtgTxn): boolean {
  const players = Object.values(txn.state.playerState);
  return players.some((p) => p.lost) && players.filter((p) => !p.lost).length <= 1;
}

/** State-based actions and triggers until neither changes anything (117.5). */
export function settle(txn: MtgTxn): void {
  for (let round = 0; round < 100; round++) {
    const sba = checkStateBasedActions(txn);
    if (gameOver(txn)) {
      txn.pending = [];
      return;
    }
    const triggers = putTriggersOnStack(txn);
    if (!sba && !triggers) return;
  }
}

/** All players pass in succession: the top object resolves (117.4, 608.1); then the active player gets priority (117.3b). */
export function resolveTop(txn: MtgTxn): void {
  const top = popStack(txn);
  if (!top) return;
  txn.emit({ type: "resolve", card: top.source, name: top.sourceName, ability: top.kind === "spell" ? "spell" : top.text });
  // An intervening "if" is checked again as the ability resolves (603.4).
  const failed = top.interveningIfs && interveningIfsFail(txn, top.interveningIfs, top.source, top.controller, "resolution");
  if (allTargetsIllegal(txn, top)) {
    txn.note((top.targets && top.targets.length > 1) || top.second?.target ? `${top.sourceName}'s targets are all no longer legal, so it doesn't resolve` : `${top.sourceName}'s target is no longer legal, so it doesn't resolve`, "608.2b");
    if (top.kind === "spell") moveCard(txn, top.source, "graveyard", "resolve", { rule: "608.2b" });
  } else if (top.kind === "spell") {
    resolveSpell(txn, top);
  } else if (failed !== undefined) {
    txn.note(`${top.sourceName}'s "${top.text}" does nothing: ${failed}`, "603.4");
  } else if (!top.optional || txn.may(top.controller, `${top.sourceName}: "${top.text}"`)) {
    resolveEffects(txn, context(top), top.effect);
  }
  settle(txn);
  txn.state = { ...txn.state, priority: txn.state.activePlayer, passed: [] };
}

/** Resolves the whole stack, top first, unless the game ends on the way. */
export function resolveAll(txn: MtgTxn): void {
  // A guard against triggers that trigger each other forever; it grows with the game, because a
  // big hand discarded beside "whenever you discard" permanents legitimately stacks thousands.
  const limit = Math.max(1000, 4 * txn.state.cards.size + txn.state.stack.length);
  for (let guard = 0; txn.state.stack.length > 0 && !gameOver(txn); guard++) {
    if (guard >= limit) {
      txn.note(`stopped resolving: the stack did not empty after ${limit} objects (a loop?)`);
      return;
    }
    resolveTop(txn);
  }
}

function context(top: MtgStackObject) {
  return {
    controller: top.controller,
    source: top.source,
    sourceName: top.sourceName,
    x: top.x,
    ...(top.target ? { target: top.target } : {}),
    ...(top.targets ? { targets: top.targets } : {}),
    ...(top.targetSpec !== undefined ? { targetSpec: top.targetSpec } : {}),
    ...(top.search !== undefined ? { search: top.search } : {}),
    ...(top.searchRule !== undefined ? { searchRule: top.searchRule } : {}),
    ...(top.kind === "cycling" ? { cycling: true } : {}),
    ...(top.linked !== undefined ? { linked: top.linked } : {}),
    ...(top.second !== undefined ? { second: top.second } : {}),
    ...(top.kicked ? { kicked: true } : {}),
    ...(top.player !== undefined ? { player: top.player } : {}),
  };
}

/**
 * An instant or sorcery does what it says, then goes to its owner's graveyard (608.2n); a
 * permanent spell enters the battlefield under its controller's control (608.3).
 */
function resolveSpell(txn: MtgTxn, top: MtgStackObject): void {
  // A token cast from where no token can be (a set-up the linter reports) ceased on its way to
  // the stack (704.5d): there is no card left to resolve.
  if (!txn.state.cards.has(top.source)) {
    txn.emit({ type: "note", text: `${top.sourceName} is a token that ceased to exist (704.5d), so it does not resolve`, rule: "704.5d" });
    return;
  }
  const card = txn.card(top.source);
  if (hasType(card.def, "Instant") || hasType(card.def, "Sorcery")) {
    // The spell's effect as cast: a modal spell's chosen mode (700.2).
    resolveEffects(txn, context(top), top.effect);
    // Buyback paid: its owner's hand instead of the graveyard (702.27a); flashback's exile still wins (moves.ts).
    if (top.buyback) moveCard(txn, top.source, "hand", "resolve", { rule: "702.27a" });
    else moveCard(txn, top.source, "graveyard", "resolve", { rule: "608.2n" });
    return;
  }
  moveCard(txn, top.source, "battlefield", "resolve", { controller: top.controller, rule: "608.3" });
  // A permanent that was a spell its controller cast: "When ~ enters, if you cast it, …" (603.4).
  if (zoneOf(txn.state, top.source)?.zone === "battlefield") txn.writeCard({ ...txn.card(top.source), cast: true });
  // An Aura spell's target is legal here (allTargetsIllegal said so): it enters attached to it (608.3b).
  if (enchantSpecOf(card.def) && top.target && "card" in top.target) attachAura(txn, top.source, top.target.card);
  triggerOnEnter(txn, top.source);
}

