/**
 * The SARIF 2.1.0 JSON schema that @microsoft/jest-sarif ships (the 2.1.0 "rtm.5" schema, a JSON
 * Schema draft-04 document), compiled with ajv with every `format` (uri, uri-reference,
 * date-time) checked too: for any test that checks a SARIF log is one.
 */
import { createRequire } from "node:module";
import AjvDraft04 from "ajv-draft-04";
import ajvFormats from "ajv-formats";

const require = createRequire(import.meta.url);
// Both are CommonJS modules whose export is also their own `.default`; under NodeNext types the
// default import is the module object, so take `.default`, which is the same function at run time.
const Ajv = AjvDraft04.default;
const addFormats = ajvFormats.default;
const schema = require("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json") as object;
// unicodeRegExp: false: the schema's `language` pattern ("…-[a-zA-Z]{2}]?") is a valid pattern
// only without the u flag, as JSON Schema draft-04 (ECMA 262 regexps) reads it.
const ajv = new Ajv({ allErrors: true, unicodeRegExp: false });
addFormats(ajv);

/** Validates a parsed log; after a call, `validateSarif.errors` lists what is wrong. */
export const validateSarif = ajv.compile(schema);
