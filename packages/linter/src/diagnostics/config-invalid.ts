import { defineCode } from "./define.js";

/** A problem in a `recycle-rules.config.json`: not JSON, an unknown key, a value of the wrong kind. Reported on the config file. */
export const configInvalid = defineCode({
  code: "config/invalid",
  severity: "error",
  rules: [],
  summary: "A recycle-rules.config.json that isn't valid: a syntax error, an unknown key or code, a wrong value.",
});
