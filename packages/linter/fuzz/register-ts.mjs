// `node --import ./fuzz/register-ts.mjs fuzz/campaign.ts`: lets Node 20 (which can't strip types)
// run the campaign's TypeScript sources as they are, so the campaign and the vitest test share one
// set of generators and invariants (and test/reliability/ranges.ts) with no build step of their own.
// Worker threads inherit the --import, so they load TypeScript the same way.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
