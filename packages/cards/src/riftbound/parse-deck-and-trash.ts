/**
 * Recipes for effects that move cards between the Main Deck, the trash and banishment: look at
 * the top N and draw one, [Predict N], [Burn N], return or play a card from the trash, banish a
 * unit and play it, "Banish this", reveal until a unit. Each reads the general template, never a
 * card's name. Single sentences come first; the multi-sentence recipes take the bodies from index i.
 */
import { predictEffect, type Effect } from "@recycle-rules/engine";
import { parseCardMatch } from "./parse-card-match.js";

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

function countOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
}

/** One sentence that is one of these effects, or undefined. */
export function deckAndTrashSentence(body: string): Effect[] | undefined {
  // [Predict] / [Predict N] (436).
  let m = /^\[predict(?: (\d+))?\]$/i.exec(body);
  if (m) return [predictEffect(m[1] === undefined ? 1 : Number(m[1]))];
  // [Burn N] and its plain wording (440).
  m = /^\[burn (\d+)\]$/i.exec(body) ?? /^put the top (\w+) cards? of your main deck into your trash$/i.exec(body);
  if (m) {
    const count = countOf(m[1] ?? "");
    return count === undefined ? undefined : [{ kind: "burn", count }];
  }
  // Endless Riches: "banish your hand and trash" (427): every card in those zones of the player.
  m = /^banish your (hand|trash)(?: and (?:your )?(hand|trash))?$/i.exec(body);
  if (m) {
    const zones = [m[1], m[2]].filter((z): z is string => z !== undefined).map((z) => (z.toLowerCase() === "hand" ? ("hand" as const) : ("trash" as const)));
    return zones[0] === zones[1] ? undefined : [{ kind: "banish-own-zones", zones }];
  }
  m = /^return (up to )?(\w+) (.+?) from (your trash|trashes) to (your hand|their owners' hands)$/i.exec(body);
  if (m) {
    const count = countOf(m[2] ?? "");
    const match = parseCardMatch(`${count === 1 ? "a " : ""}${m[3] ?? ""}`);
    if (count === undefined || !match) return undefined;
    return [{ kind: "return-from-trash", count, upTo: m[1] !== undefined, match, whose: /trashes/i.test(m[4] ?? "") ? "any" : "you" }];
  }
  m = /^play (an? [^,]+?) from your trash(?: ((?:with|that costs?) [^,]+))?, ignoring its (energy )?costs?$/i.exec(body);
  if (m) return playFromTrash(m, false);
  // Kharox: "Choose a unit in their trash and play it, ignoring its cost": the chosen opponent's trash.
  m = /^choose (an? [^,]+?) in their trash and play it, ignoring its (energy )?costs?$/i.exec(body);
  const theirs = m ? parseCardMatch(m[1] ?? "") : undefined;
  if (m && theirs) return [{ kind: "play-from-trash", match: theirs, ignore: m[2] ? "energy" : "all", recycleAfter: false, whose: "chosen-player" }];
  // Rift Herald: "Play a unit from your hand to your base, ignoring its Energy cost."
  m = /^play (an? [^,]+?) from your hand to your base, ignoring its (energy )?costs?$/i.exec(body);
  const fromHand = m ? parseCardMatch(m[1] ?? "") : undefined;
  if (m && fromHand) return [{ kind: "play-from-hand", match: fromHand, ignore: m[2] ? "energy" : "all" }];
  // "… then its owner plays it", and Portal Rescue's printed "then play it to base": there the
  // effect's controller plays it (its erratum made that the owner; the engine refuses the one case
  // where the two differ when the card data can't say which wording it holds).
  m = /^banish an? (friendly )?unit, then (its owner plays|play) it( to (?:their )?base| to the same location| to any battlefield)?, ignoring (?:its )?costs?$/i.exec(body);
  if (m) {
    const to = /same location/i.test(m[3] ?? "") ? "same-location" : /any battlefield/i.test(m[3] ?? "") ? "any-battlefield" : "base";
    const by = /^play$/i.test(m[2] ?? "") ? { by: "you" as const } : {};
    return [{ kind: "banish-unit-then-play", whose: m[1] ? "friendly" : "any", to, ...by }];
  }
  // Altar of Memories.
  if (/^put a card from your hand on (?:the )?top or (?:the )?bottom of your main deck$/i.test(body)) return [{ kind: "hand-to-deck-top-or-bottom" }];
  if (/^banish this$/i.test(body)) return [{ kind: "banish-self" }];
  m = /^banish all (\w+) from your trash$/i.exec(body);
  const banished = m ? parseCardMatch(m[1] ?? "") : undefined;
  if (banished) return [{ kind: "banish-from-trash", match: banished }];
  // "Play a unit banished with this" (Cursed Sarcophagus, its costs paid); "Play all units
  // banished with this, ignoring their costs" (The Zero Drive: every one, 356.1.b.1).
  m = /^play (an? \w+|all \w+) banished with this(, ignoring (?:its|their) costs?)?$/i.exec(body);
  const all = m !== null && /^all /i.test(m[1] ?? "");
  const withThis = m ? parseCardMatch((m[1] ?? "").replace(/^all /i, "")) : undefined;
  if (withThis) return [{ kind: "play-banished-with-this", match: withThis, ...(all ? { all: true } : {}), ...(m?.[2] ? { ignore: "all" as const } : {}) }];
  return undefined;
}

/**
 * "Reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it." — and
 * "… If it's a spell, put it in your hand. …".
 */
export function revealTopThen(bodies: readonly string[], i: number, single: (body: string) => Effect[] | undefined): MultiMatch | undefined {
  if (!/^reveal the top card of your main deck$/i.test(bodies[i] ?? "")) return undefined;
  const hit = /^if it's (an? [^,]+), (draw it|put it in(?:to)? your hand)$/i.exec(bodies[i + 1] ?? "");
  const match = hit ? parseCardMatch(hit[1] ?? "") : undefined;
  if (!hit || !match) return undefined;
  const base = { kind: "reveal-top-then", match, hit: /^draw/i.test(hit[2] ?? "") ? "draw" : "hand" } as const;
  if (/^otherwise, recycle it$/i.test(bodies[i + 2] ?? "")) return { effect: base, consumed: 3 };
  // Diana, Lunari: no "Otherwise" — a card not drawn stays on top (revealing moves nothing, 424).
  if (bodies[i + 2] === undefined) return { effect: { ...base, miss: { to: "top" } }, consumed: 2 };
  // Pakaa Protector: "Otherwise, put it in your trash and give me +2 [M] this turn."
  const trash = /^otherwise, put it in(?:to)? your trash and (.+)$/i.exec(bodies[i + 2] ?? "");
  const then = trash ? single(trash[1] ?? "") : undefined;
  return then ? { effect: { ...base, miss: { to: "trash", then } }, consumed: 3 } : undefined;
}

/** Wind and Ghosts: "Choose a unit at a battlefield. If it has 3 [M] or less, banish it. Otherwise, return it to its owner's hand." */
export function banishOrReturnUnit(bodies: readonly string[], i: number): MultiMatch | undefined {
  if (!/^choose a unit at a battlefield$/i.test(bodies[i] ?? "")) return undefined;
  const small = /^if it has (\d+) \[m\] or less, banish it$/i.exec(bodies[i + 1] ?? "");
  if (!small || !/^otherwise, return it to its owner's hand$/i.test(bodies[i + 2] ?? "")) return undefined;
  return { effect: { kind: "banish-or-return-unit", mightAtMost: Number(small[1]) }, consumed: 3 };
}

function playFromTrash(m: RegExpExecArray, recycleAfter: boolean): Effect[] | undefined {
  const match = parseCardMatch(`${m[1] ?? ""}${m[2] ? ` ${m[2]}` : ""}`);
  if (!match) return undefined;
  return [{ kind: "play-from-trash", match, ignore: m[3] ? "energy" : "all", recycleAfter }];
}

export interface MultiMatch {
  readonly effect: Effect;
  readonly consumed: number;
}

/** Fizz, Trickster / Kai'Sa: "… play a spell from your trash …, ignoring its Energy cost. Then recycle it." */
export function playFromTrashThenRecycle(bodies: readonly string[], i: number): MultiMatch | undefined {
  const m = /^play (an? [^,]+?) from your trash(?: ((?:with|that costs?) [^,]+))?, ignoring its (energy )?costs?$/i.exec(bodies[i] ?? "");
  if (!m || !/^recycle it$/i.test(bodies[i + 1] ?? "")) return undefined;
  const effect = playFromTrash(m, true)?.[0];
  return effect ? { effect, consumed: 2 } : undefined;
}

const LOOK_AT_TOP = /^look at the top (card|(\w+) cards) of your main deck$/i;

/**
 * "Look at the top N cards of your Main Deck. You may reveal a <kind> from among them and draw it.
 * (Then) recycle the rest." — or "You may choose a card …", "… Put the rest into your trash", and
 * "Draw one and recycle the other". Ivern adds "Then if you revealed a <tag>, do this: <effect>".
 */
export function lookThenDraw(bodies: readonly string[], i: number, single: (body: string) => Effect[] | undefined): MultiMatch | undefined {
  const look = LOOK_AT_TOP.exec(bodies[i] ?? "");
  if (!look) return undefined;
  const count = look[1]?.toLowerCase() === "card" ? 1 : countOf(look[2] ?? "");
  if (count === undefined) return undefined;
  const next = bodies[i + 1] ?? "";
  if (/^draw one(?: of them)? and recycle the (?:other|others|rest)$/i.test(next)) {
    return { effect: { kind: "look-then-draw", look: count, take: {}, optional: false, reveal: false, rest: "recycle" }, consumed: 2 };
  }
  const take = /^you may (reveal|choose) (.+?) from among them and draw it$/i.exec(next);
  const match = take ? parseCardMatch(take[2] ?? "") : undefined;
  const restBody = bodies[i + 2] ?? "";
  const rest = /^recycle the rest$/i.test(restBody) ? "recycle" : /^put the rest into your trash$/i.test(restBody) ? "trash" : undefined;
  if (!match || !rest) return undefined;
  const effect: Effect = { kind: "look-then-draw", look: count, take: match, optional: true, reveal: /^reveal$/i.test(take?.[1] ?? ""), rest };
  const then = /^if you revealed (.+?), do this: (.+)$/i.exec(bodies[i + 3] ?? "");
  const tags = then ? parseCardMatch(then[1] ?? "")?.tags : undefined;
  const thenEffect = then ? single(then[2] ?? "") : undefined;
  if (tags && thenEffect) return { effect: { ...effect, ifTakenTags: tags, thenEffect }, consumed: 4 };
  return { effect, consumed: 3 };
}

/** Dazzling Aurora: "reveal cards from the top of your Main Deck until you reveal a unit, and banish it. Play it, ignoring its cost, then recycle the rest." */
export function revealUntilThenPlay(bodies: readonly string[], i: number): MultiMatch | undefined {
  const head = /^reveal cards from the top of your main deck until you reveal (an? \w+),? and banish it$/i.exec(bodies[i] ?? "");
  if (!head || !/^play it, ignoring its costs?,? then recycle the rest$/i.test(bodies[i + 1] ?? "")) return undefined;
  const match = parseCardMatch(head[1] ?? "");
  return match ? { effect: { kind: "reveal-until-then-play", match }, consumed: 2 } : undefined;
}

/** Disposal Order: "Choose up to 3 cards from opponents' trashes. Their owners recycle them." */
export function ownersRecycle(bodies: readonly string[], i: number): MultiMatch | undefined {
  const m = /^choose up to (\w+) cards from opponents' trashes$/i.exec(bodies[i] ?? "");
  const count = m ? countOf(m[1] ?? "") : undefined;
  if (count === undefined || !/^their owners recycle them$/i.test(bodies[i + 1] ?? "")) return undefined;
  return { effect: { kind: "recycle", count, upTo: true, from: { zone: "trash", whose: "opponents" }, filter: "card", byOwners: true }, consumed: 2 };
}

/** Blade Twirler: "choose a player. They [Burn 1]." The chosen player burns (440). */
export function chosenPlayerBurns(bodies: readonly string[], i: number): { effect: Effect; consumed: number } | undefined {
  // Blade Twirler: "choose a player"; Kharox: "choose an opponent".
  const chosen = /^choose (a player|an opponent)$/i.exec(bodies[i] ?? "");
  const m = /^they \[burn (\d+)\]$/i.exec(bodies[i + 1] ?? "");
  if (!chosen || !m) return undefined;
  const who = /opponent/i.test(chosen[1] ?? "") ? "chosen-opponent" : "chosen-player";
  return { effect: { kind: "burn", count: Number(m[1]), who }, consumed: 2 };
}
