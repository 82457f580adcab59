import { CARD_TEXT_LIMITS, defineMtgCard, type CustomMtgCardInput, type MtgCardField, type MtgCardProblem } from "@recycle-rules/cards";
import type { MtgCardDef, MtgEffect } from "@recycle-rules/engine";
import { customCardProblem } from "../../cards/custom-card-problem.js";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { CustomCardModel } from "../../model/types.js";
import type { SourceText } from "../../text/source.js";
import type { MtgScenarioCards } from "./cards.js";

/** The YAML key each field of @recycle-rules/cards' MTG card input is written under. */
const KEYS: Readonly<Record<MtgCardField, string>> = {
  name: "name",
  manaCost: "mana-cost",
  type: "type",
  power: "power",
  toughness: "toughness",
  text: "text",
  colors: "colors",
};

/**
 * Defines each custom MTG card through defineMtgCard (the parser printed cards go through) and
 * reports its problems on the exact characters of the field: inside `text:` ("Cycling {2}{Q}"),
 * `mana-cost:` or `type:`; on the whole value when the text can't be mapped back.
 */
export function defineMtgCustomCards(models: readonly CustomCardModel[], cards: MtgScenarioCards, source: SourceText, out: Diagnostic[]): void {
  for (const model of models) {
    const input: Record<string, unknown> = {};
    for (const [field, key] of Object.entries(KEYS)) if (model.input[key] !== undefined) input[field] = model.input[key];
    const { def, problems } = defineMtgCard(input as unknown as CustomMtgCardInput);
    cards.addCustom(def);
    for (const problem of problems) out.push(problemDiagnostic(model, problem, source));
    if (typeof input.text !== "string") continue;
    // Text the parser already complained about ("Cycling {1}{Z}") is not reported twice.
    const flagged = problems.filter((p) => p.field === "text");
    for (const problem of unmodelled(def, input.text)) {
      if (!flagged.some((p) => p.start < problem.end && problem.start < p.end)) out.push(problemDiagnostic(model, problem, source));
    }
  }
}

/**
 * Text the card parser read as "not modelled" (a sentence it has no rule for, such as a misspelt
 * keyword "Swampcyclin {2}"): the replay ignores it, so the author is told where it is.
 */
function unmodelled(def: MtgCardDef, text: string): MtgCardProblem[] {
  const texts: string[] = [];
  const effects = (list: readonly MtgEffect[]): void => {
    for (const e of list) {
      if (e.kind === "unmodelled") texts.push(e.text);
      if (e.kind === "pay") effects(e.then);
    }
  };
  for (const a of def.abilities) {
    if (a.kind === "static" && a.effect.kind === "unmodelled") texts.push(a.text);
    if (a.kind === "triggered" || a.kind === "activated") effects(a.effect);
  }
  effects(def.spell?.effect ?? []);
  const out: MtgCardProblem[] = [];
  let from = 0;
  // As many as the card parser lists problems: past that, one line says how many more there are.
  const listed = texts.slice(0, CARD_TEXT_LIMITS.maxProblems);
  for (const t of listed) {
    const at = text.indexOf(t, from);
    const start = at >= 0 ? at : text.indexOf(t);
    if (start >= 0) from = start + t.length;
    const message = `"${t}" is not something the engine models: it is ignored in the replay.`;
    out.push(start >= 0 ? { field: "text", start, end: start + t.length, message } : { field: "text", start: 0, end: 0, message });
  }
  const more = texts.length - listed.length;
  if (more > 0) out.push({ field: "text", start: 0, end: 0, message: `${more.toLocaleString("en-US")} more sentences the engine doesn't model are not listed: only the first ${CARD_TEXT_LIMITS.maxProblems} are reported.` });
  return out;
}

function problemDiagnostic(model: CustomCardModel, problem: MtgCardProblem, source: SourceText): Diagnostic {
  return customCardProblem(model, problem, [KEYS[problem.field]], source);
}
