import { PHASES, RIFT_ZONES, type Phase } from "@recycle-rules/engine";
import type { Document } from "yaml";
import type { Diagnostic } from "../../diagnostics/types.js";
import type { BuiltScenario } from "../../game/module.js";
import { buildScenarioFrame } from "../../model/scenario-frame.js";
import type { CustomCardModel } from "../../model/types.js";
import type { SourceText } from "../../text/source.js";
import { buildExpect } from "./build-expect.js";
import { buildPlayer } from "./build-players.js";
import { buildStep } from "./build-steps.js";
import type { ScenarioModel } from "./model.js";

/**
 * The parsed document → the Riftbound scenario model: the frame every game shares, plus the
 * starting `phase:` and `showdown:`.
 */
export function buildScenario(
  doc: Document,
  source: SourceText,
  isCardName: (text: string) => boolean,
  customCards: readonly CustomCardModel[],
  out: Diagnostic[],
): BuiltScenario<ScenarioModel> {
  const frame = buildScenarioFrame(doc, source, isCardName, customCards, out, {
    vocabulary: { game: "Riftbound", zones: RIFT_ZONES },
    player: buildPlayer,
    step: buildStep,
    expect: buildExpect,
  });
  const { reader, value } = frame;
  const phase = reader.string(value("phase"));
  const model: ScenarioModel = {
    ...frame.base,
    phase: (PHASES as readonly string[]).includes(phase ?? "") ? (phase as Phase) : "main",
    showdown: reader.boolean(value("showdown")) ?? false,
  };
  return { model, joined: frame.joined };
}
