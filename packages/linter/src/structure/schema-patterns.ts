/** Patterns shared by the Riftbound and MTG parts of the scenario schema. */

/** A player id as a key (`players:`, expectations). */
export const PLAYER_ID = "^[A-Za-z0-9_-]+$";

/**
 * A player id as a key of an expectation, which also has the keys `illegal` and `events`: in
 * JSON Schema a key matching both `properties` and `patternProperties` must satisfy both, so
 * without this exclusion a strict validator (an editor's) would want `illegal:` to be a player.
 */
export const EXPECT_PLAYER_ID = "^(?!(illegal|events)$)[A-Za-z0-9_-]+$";
