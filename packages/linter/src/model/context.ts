import type { Diagnostic, Range } from "../diagnostics/types.js";
import { unknownPlayer } from "../diagnostics/scenario-unknown-player.js";
import { unknownZone } from "../diagnostics/scenario-unknown-zone.js";
import { closest, didYouMean, isSureGuess } from "../text/suggest.js";
import type { CardRefReader } from "./card-refs.js";
import type { Reader } from "./reader.js";
import type { Located } from "./types.js";

/** The zones a game's steps may name ("trash", "B.trash"), and the game's name for messages. */
export interface ZoneVocabulary<Zone extends string> {
  readonly game: string;
  readonly zones: readonly Zone[];
}

/** A zone as written in a step: "trash", "B.trash". */
export interface ZoneRefText<Zone extends string> {
  readonly player?: string;
  readonly zone: Zone;
  readonly range: Range;
}

/** What every model builder shares: the reader, the card-reference reader, the output, the players. */
export class BuildContext<Zone extends string = string> {
  constructor(
    readonly reader: Reader,
    readonly refs: CardRefReader,
    readonly out: Diagnostic[],
    readonly players: readonly string[],
    private readonly vocabulary: ZoneVocabulary<Zone> = { game: "this game", zones: [] },
  ) {}

  /** Reports a player id that `players:` does not declare; returns whether it is declared. */
  checkPlayer(player: Located<string>): boolean {
    if (this.players.includes(player.value)) return true;
    const guess = closest(player.value, this.players);
    this.out.push(
      unknownPlayer.create({
        range: player.range,
        message: `There is no player "${player.value}" in this scenario (players: ${this.players.join(", ") || "none"}).${didYouMean(guess)}`,
        // Safe only when the guess is sure (isSureGuess): a player is who acts, so a tie or a far
        // guess would change the game, not correct a typo.
        fixes: guess ? [{ title: `Change to "${guess}"`, edits: [{ range: player.range, newText: guess }], safe: isSureGuess(player.value, guess, this.players) }] : [],
      }),
    );
    return false;
  }

  /** "trash" or "B.trash" → a zone of the game's vocabulary, reporting an unknown zone or player. */
  zone(text: string, range: Range): ZoneRefText<Zone> | undefined {
    const { game, zones } = this.vocabulary;
    const dot = text.indexOf(".");
    const player = dot >= 0 ? text.slice(0, dot).trim() : undefined;
    const name = (dot >= 0 ? text.slice(dot + 1) : text).trim();
    if (!(zones as readonly string[]).includes(name)) {
      const guess = closest(name, zones);
      const fixed = guess === undefined ? undefined : player === undefined ? guess : `${player}.${guess}`;
      this.out.push(
        unknownZone.create({
          range,
          message: `"${name}" is not a ${game} zone (zones: ${zones.join(", ")}).${didYouMean(guess)}`,
          // Safe only when the guess is sure (isSureGuess); the player part is kept.
          fixes: fixed && guess ? [{ title: `Change to "${fixed}"`, edits: [{ range, newText: fixed }], safe: isSureGuess(name, guess, zones) }] : [],
        }),
      );
      return undefined;
    }
    if (player !== undefined && !this.checkPlayer({ value: player, range })) return undefined;
    return { ...(player !== undefined ? { player } : {}), zone: name as Zone, range };
  }
}
