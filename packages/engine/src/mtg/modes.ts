/**
 * Modal spells and abilities, "Choose one — • … • …" (700.2): the mode is chosen as the spell is
 * cast (601.2b) or as the triggered ability is put on the stack (603.3c), before its targets
 * (601.2c). A mode that needs targets it can't have can't be chosen (700.2a). The answer is the
 * mode's number (`1`, `2` …) or its words; unanswered, the first mode that can be chosen
 * (docs/rulings.md M42). The chosen mode's effect and target are what the object does.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import type { MtgCardDef, MtgMode } from "./cards.js";
import { legalTargets, type TargetingObject } from "./targets.js";
import type { MtgTxn } from "./txn.js";

/** Whether `mode`'s targets can be chosen now: none needed, or enough legal ones (700.2a, 601.2c). */
function canChoose(txn: MtgTxn, by: TargetingObject, mode: MtgMode): boolean {
  if (!mode.target) return true;
  const min = mode.targetCount?.min ?? 1;
  return min === 0 || legalTargets(txn, mode.target, by).length >= min;
}

const words = (text: string): string => text.toLowerCase().replace(/^[•\s]+/, "").replace(/[.\s]+$/, "").replace(/\s+/g, " ");

/** The chosen mode of `modes`, for `what`; undefined when no mode can be chosen (the spell can't be cast, the trigger is removed). */
export function chooseMode(txn: MtgTxn, by: TargetingObject, modes: readonly MtgMode[], what: string): MtgMode | undefined {
  const player = by.controller;
  const choosable = modes.map((m) => canChoose(txn, by, m));
  const prompt = `the mode of ${what}`;
  const next = txn.choices.peek();
  const answer = next !== undefined && typeof next.answer === "string" ? words(next.answer) : next !== undefined && typeof next.answer === "number" ? String(next.answer) : undefined;
  const named = answer === undefined ? -1 : /^\d+$/.test(answer) ? Number(answer) - 1 : modes.findIndex((m) => words(m.text) === answer);
  let index = -1;
  let defaulted = true;
  if (next !== undefined && named >= 0 && named < modes.length) {
    txn.choices.take();
    if (choosable[named]) {
      index = named;
      defaulted = false;
    } else {
      txn.flag("invalid-choice", "700.2a", `The mode "${modes[named]?.text}" needs a target and there is none, so it can't be chosen; the first mode that can be is chosen instead.`, { part: "choice", index: next.index });
    }
  } else {
    txn.misfit(next, `a mode of ${what} (${modes.map((_, i) => i + 1).join(", ")} or its words)`, prompt);
  }
  if (index < 0) index = choosable.indexOf(true);
  const mode = modes[index];
  if (!mode) return undefined;
  txn.emit({ type: "choice", player, prompt, answer: `${index + 1} (${mode.text})`, defaulted });
  return mode;
}

/**
 * The card as the mode chosen for it makes it: its spell's effect and target are the mode's (700.2,
 * 601.2b); the card itself when it isn't modal; undefined when no mode can be chosen.
 */
export function modalSpell(txn: MtgTxn, player: PlayerId, def: MtgCardDef, id: CardId): MtgCardDef | undefined {
  const modes = def.spell?.modes;
  if (!modes || modes.length === 0) return def;
  const mode = chooseMode(txn, { controller: player, source: id }, modes, def.name);
  if (!mode) return undefined;
  return { ...def, spell: { effect: mode.effect, ...(mode.target ? { target: mode.target } : {}), ...(mode.targetCount ? { targetCount: mode.targetCount } : {}) } };
}
