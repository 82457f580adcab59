// Half of a deliberate import cycle: the check must find it (import-cycles.test.ts).
import type { Hen } from "./hen.js";

export interface Egg {
  readonly layer?: Hen;
}
