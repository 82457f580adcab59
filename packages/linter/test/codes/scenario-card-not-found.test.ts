import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/card-not-found", () => {
  it("a real card that is in no zone of the game", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
steps:
  - activate: ‹Garbage Grabber›
`,
      { code: "scenario/card-not-found", message: "No Garbage Grabber is in the game for A" },
    );
  });

  it("a card listed in recycle: that is not in the game", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
steps:
  - recycle: [Blind Fury, ‹Sai Scout›]
`,
      { code: "scenario/card-not-found" },
    );
  });
});
