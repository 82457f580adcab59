import { defineCode } from "./define.js";

/** The file is not valid YAML, or a value has the wrong type or form. Never cites a rule. */
export const syntax = defineCode({
  code: "scenario/syntax",
  severity: "error",
  rules: [],
  summary: "The file is not well-formed YAML or a value has the wrong type.",
});
