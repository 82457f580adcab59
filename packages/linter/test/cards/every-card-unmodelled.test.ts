import { mtgCards, riftboundCards } from "@recycle-rules/cards";
import { describe, expect, it } from "vitest";
import { lintScenario, unmodelledClauses } from "../../src/index.js";

/**
 * No silent skip, card by card: every bundled card set up in a scenario gets a
 * scenario/unmodelled-text warning exactly when its text has a clause the engine doesn't model,
 * and the warning quotes each such clause.
 */
describe("every bundled card, set up in a scenario", () => {
  const warningFor = (scenario: string) => lintScenario(scenario).diagnostics.filter((d) => d.code === "scenario/unmodelled-text");

  it("Riftbound: warned about exactly when its text has an unmodelled clause", () => {
    const wrong: string[] = [];
    for (const def of riftboundCards().all()) {
      if (def.supertypes.includes("token")) continue;
      const clauses = unmodelledClauses(def);
      const warnings = warningFor(`players:\n  A:\n    hand:\n      - ${JSON.stringify(def.name)}\n`);
      const quoted = warnings.length === 1 && clauses.every((c) => warnings[0]!.message.includes(c.length > 120 ? c.slice(0, 119) : c) || clauses.indexOf(c) >= 3);
      if (clauses.length === 0 ? warnings.length !== 0 : !quoted) wrong.push(`${def.name}: ${clauses.length} clauses, ${warnings.length} warnings`);
    }
    expect(wrong).toEqual([]);
  });

  it("Magic: each full definition likewise", () => {
    const wrong: string[] = [];
    for (const def of mtgCards().all()) {
      const clauses = unmodelledClauses(def);
      const warnings = warningFor(`game: mtg\nplayers:\n  A:\n    hand:\n      - ${JSON.stringify(def.name)}\n`);
      const quoted = warnings.length === 1 && clauses.every((c) => warnings[0]!.message.includes(c.length > 120 ? c.slice(0, 119) : c) || clauses.indexOf(c) >= 3);
      if (clauses.length === 0 ? warnings.length !== 0 : !quoted) wrong.push(`${def.name}: ${clauses.length} clauses, ${warnings.length} warnings`);
    }
    expect(wrong).toEqual([]);
  });
});
