/**
 * Inputs of a chosen size for the benchmarks: scenarios that lint clean in both games (so the
 * measure is the normal path, not error reporting) and deck lists. Each generator repeats one
 * realistic unit (a step, a turn, a deck line) until the text reaches the size asked for.
 */

/**
 * Riftbound: Vi, Destructive recycles a card from the trash for +1 Might, once per step (416.3,
 * a cost), so the trash holds one Blind Fury per step.
 */
export function riftboundScenario(bytes) {
  const stepText = "  - activate: Vi, Destructive\n    choose: [Blind Fury]\n";
  const trashLine = "      - Blind Fury\n";
  const head = 'game: riftbound\nturn: A\nphase: main\nplayers:\n  A:\n    base: ["Vi, Destructive"]\n    trash:\n';
  const steps = Math.max(1, Math.floor((bytes - head.length) / (stepText.length + trashLine.length)));
  return { text: `${head}${trashLine.repeat(steps)}  B: {}\nsteps:\n${stepText.repeat(steps)}`, units: steps, unit: "steps" };
}

/**
 * Magic: each turn the active player cycles Barren Moor ({B}, 702.29a) with their Swamp and the
 * turn moves on; a step checks where the cycled card went. Libraries hold a card for every draw.
 */
export function mtgScenario(bytes) {
  const turnText = (p) => `  - cycle: Barren Moor\n    expect:\n      ${p}:\n        graveyard: { includes: [Barren Moor] }\n  - step: main1\n`;
  const libraryLine = "      - Barren Moor\n";
  const perTurn = turnText("A").length + libraryLine.length * 2;
  const turns = Math.max(2, Math.floor((bytes - 200) / perTurn));
  const lines = ["game: mtg", "turn: A", "step: main1", "players:"];
  for (const p of ["A", "B"]) lines.push(`  ${p}:`, "    battlefield: [Swamp]", "    hand: [Barren Moor]", "    library:", libraryLine.repeat(turns + 4).trimEnd());
  lines.push("steps:");
  let steps = "";
  for (let t = 0; t < turns; t++) steps += turnText(t % 2 === 0 ? "A" : "B");
  return { text: `${lines.join("\n")}\n${steps}`, units: turns, unit: "turns" };
}

export const SCENARIOS = { riftbound: riftboundScenario, mtg: mtgScenario };

/**
 * A Magic deck list of `lines` lines in the plain text format. Basic lands only: any number of
 * them is legal (100.2a), so the list stays legal at any length.
 */
export function mtgDeckList(lines) {
  const names = ["Swamp", "Island", "Mountain", "Plains", "Forest", "Wastes"];
  let text = "Deck\n";
  for (let i = 0; i < lines - 1; i++) text += `1 ${names[i % names.length]}\n`;
  return text;
}

/**
 * A real Magic cycling deck as MTG Arena exports it (60 cards and a sideboard, each line with a
 * printing's set code): cards of the full definitions beside real cards that are only in the name
 * index, so reading it needs the index (look-ups, set codes). Legal: no diagnostics.
 */
export const REAL_MTG_DECK = `Deck
4 Street Wraith (FUT) 88
4 Archfiend of Ifnir (AKH) 78
4 Drake Haven (AKH) 51
4 Shark Typhoon (IKO) 67
4 Lonely Sandbar (ONS) 320
4 Lightning Bolt (M10) 146
4 Faithless Looting (DKA) 87
4 Brainstorm (A25) 45
4 Counterspell (A25) 50
4 Ponder (M12) 73
4 Thought Scour (DKA) 52
4 Cathartic Reunion (KLD) 109
12 Island (M10) 234

Sideboard
2 Stabilizer (SCG) 140
3 Rest in Peace (RTR) 19
`;

/** Where to type: the value of the first step past the middle of the text. */
export function middleEdit(text) {
  const middle = text.indexOf("\n  - ", Math.floor(text.length / 2));
  return { offset: text.indexOf(": ", middle + 1) + 2 };
}
