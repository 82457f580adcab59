// Every bound the stress run holds the server to, in one place, with the reason for each. They are
// generous on purpose: the run shares 2 CPU cores with other work, and a bound is there to tell
// "slow" from "stuck", not to benchmark.

/** A normal request after a hostile input: a single lint of an example takes well under 100 ms. */
export const ANSWER_MS = 5_000;

/** A request sent during an edit burst waits behind the lints of the edits queued before it. */
export const BURST_ANSWER_MS = 15_000;

/** The last version's diagnostics: the debounce (200 ms) plus one lint per open document. */
export const FINAL_DIAGNOSTICS_MS = 20_000;

/** A thousand tiny messages, each a lookup on a small document or nothing at all. */
export const FLOOD_MS = 30_000;

/** A server whose client is gone (stdin closed, `exit`, a broken stream) must be gone within this. */
export const EXIT_MS = 5_000;

/** How long a case watches an idle server for spinning: long enough for a busy loop to show. */
export const IDLE_WATCH_MS = 1_500;

/** Above this share of one core while it waits for input, a server counts as spinning. */
export const SPIN_CPU_SHARE = 0.5;

/**
 * Resident memory. An idle server is ~70 MB (Node plus the card data); the hostile files once
 * grew it to 625 MB (/dev/zero). The peak bound leaves room for a 10 MB message (its text, the
 * parsed JSON and the document copy) and the 6 MB card file; the growth bound is what a server
 * that keeps nothing per edit may gain over 10,000 edits.
 */
export const RSS_PEAK_MB = 400;
export const RSS_GROWTH_MB = 100;

/** The whole run; the brief asks for under ~5 minutes, and each campaign gets a share of it. */
export const RUN_BUDGET_MS = 280_000;

/** How often RSS is sampled. */
export const RSS_SAMPLE_MS = 50;
