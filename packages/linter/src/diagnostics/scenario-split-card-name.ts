import { defineCode } from "./define.js";

/** A card name whose comma YAML flow style read as a separator: [Vi, Destructive] is two strings. */
export const splitCardName = defineCode({
  code: "scenario/split-card-name",
  severity: "error",
  rules: [],
  summary: "A card name split in two by a comma in YAML flow style.",
});
