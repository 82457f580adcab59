import { readFileSync } from "node:fs";
import type { GameEvent } from "@recycle-rules/engine";
import { withoutUnmodelledText } from "./deck-reference/helpers.js";
import { describe, expect, it } from "vitest";
import { renderEvent, runScenario } from "../src/index.js";

const fixture = (name: string): string => readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");

describe("transcripts", () => {
  it("the draft contract's example replays cleanly and reads as expected", async () => {
    const result = runScenario(fixture("vi-empty-trash.scenario.yaml"));
    expect(result.diagnostics).toEqual([]);
    await expect(result.transcript).toMatchFileSnapshot("fixtures/vi-empty-trash.golden");
  });

  it("Garbage Grabber: a seeded random order, resources, choices and the final state", async () => {
    const result = runScenario(fixture("garbage-grabber.scenario.yaml"));
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    expect(result.transcript).toContain("step 1: A activates Garbage Grabber — \"Recycle 3 from your trash, [1], [E]: Draw 1.\"");
    await expect(result.transcript).toMatchFileSnapshot("fixtures/garbage-grabber.golden");
  });

  it("is deterministic: the same text gives the same transcript", () => {
    const text = fixture("garbage-grabber.scenario.yaml");
    expect(runScenario(text).transcript).toBe(runScenario(text).transcript);
  });

  it("a different seed gives a different random order", () => {
    const text = fixture("garbage-grabber.scenario.yaml");
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => runScenario(text.replace("seed: 3", `seed: ${seed}`)).transcript.split("\n").find((l) => l.includes("bottom, random order"))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("keeps a state per step: a refused step leaves it unchanged", () => {
    const { replay } = runScenario(fixture("vi-empty-trash.scenario.yaml"));
    const [first, second] = replay?.steps ?? [];
    expect(first?.refused).toBe(true);
    expect(first?.after).toBe(first?.before);
    expect(second?.before).toBe(first?.after);
    expect(replay?.final).toBe(second?.after);
  });

  it("renders each event kind on one line", () => {
    const zone = { player: "A", zone: "trash" };
    const deck = { player: "A", zone: "main-deck" };
    const lines = (
      [
        { type: "move", card: "g", name: "Garbage Grabber", owner: "A", from: zone, to: deck, position: "bottom", reason: "recycle", rule: "416.1.a" },
        { type: "resource", player: "A", resource: "energy", delta: 1, total: 1 },
        { type: "resource", player: "A", resource: "power:fury", delta: -1, total: 0, rule: "131.3" },
        { type: "choice", player: "A", prompt: "1 to recycle from your trash (cost)", answer: "Blind Fury", defaulted: true },
        { type: "refused", violation: { rule: "416.3", code: "illegal-cost", message: "No.", severity: "error" } },
        { type: "warning", violation: { rule: "416.5.a", code: "order", message: "Hm.", severity: "warning" } },
        { type: "order", player: "A", zone: deck, cards: ["X", "Y"], how: "random", rule: "416.5" },
        { type: "cease", card: "m", name: "Mech", from: deck, rule: "186.1" },
      ] satisfies GameEvent[]
    ).map(renderEvent);
    expect(lines).toEqual([
      "Garbage Grabber: A trash → A main-deck (bottom) [recycle 416.1.a]",
      "A energy +1 (=1)",
      "A fury power -1 (=0) [131.3]",
      "A chooses 1 to recycle from your trash (cost): Blind Fury (default)",
      "REFUSED [416.3] No.",
      "WARNING [416.5.a] Hm.",
      "A main-deck bottom, random order: X; Y [416.5]",
      "Mech ceases to exist (token in A main-deck) [186.1]",
    ]);
  });
});
