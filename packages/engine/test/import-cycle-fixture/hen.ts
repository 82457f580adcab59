// The other half of the deliberate cycle, through a type-only import, which counts too.
import type { Egg } from "./egg.js";

export interface Hen {
  readonly hatchedFrom?: Egg;
}
