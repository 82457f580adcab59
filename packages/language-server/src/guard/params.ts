import type { CodeActionParams, Diagnostic, Position, Range } from "vscode-languageserver/node";

/**
 * The shapes of what clients send, checked before anything uses them. The protocol's types are
 * a promise a client may break (a `null` text, a number for a URI, no position at all); one bad
 * message must cost that message only, never the server or the other documents.
 */

type Fields = Readonly<Record<string, unknown>>;

/** An object's fields, or undefined for anything else (null, an array, a string…). */
export function fieldsOf(value: unknown): Fields | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
}

const isUri = (value: unknown): value is string => typeof value === "string" && value !== "";
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

export function isPosition(value: unknown): value is Position {
  const fields = fieldsOf(value);
  return fields !== undefined && isCount(fields["line"]) && isCount(fields["character"]);
}

export function isRange(value: unknown): value is Range {
  const fields = fieldsOf(value);
  return fields !== undefined && isPosition(fields["start"]) && isPosition(fields["end"]);
}

const textDocumentOf = (params: unknown): Fields | undefined => fieldsOf(fieldsOf(params)?.["textDocument"]);

/** `params.textDocument.uri`, when it is one. */
export function documentUriOf(params: unknown): string | undefined {
  const uri = textDocumentOf(params)?.["uri"];
  return isUri(uri) ? uri : undefined;
}

/** A document and a position in it (hover, completion, definition). */
export function positionParamsOf(params: unknown): { uri: string; position: Position } | undefined {
  const uri = documentUriOf(params);
  const position = fieldsOf(params)?.["position"];
  return uri !== undefined && isPosition(position) ? { uri, position } : undefined;
}

/** A code-action request with only the well-formed diagnostics of its context (the others can match nothing). */
export function codeActionParamsOf(params: unknown): CodeActionParams | undefined {
  const uri = documentUriOf(params);
  const range = fieldsOf(params)?.["range"];
  const context = fieldsOf(fieldsOf(params)?.["context"]);
  if (uri === undefined || !isRange(range) || context === undefined) return undefined;
  const diagnostics = Array.isArray(context["diagnostics"]) ? context["diagnostics"].filter((d): d is Diagnostic => isRange(fieldsOf(d)?.["range"])) : [];
  const only = context["only"];
  const kinds = Array.isArray(only) ? only.filter((k): k is string => typeof k === "string") : undefined;
  return { textDocument: { uri }, range, context: { diagnostics, ...(kinds ? { only: kinds } : {}) } };
}

/** `{ uri }` of recycleRules/runScenario. */
export function runScenarioUriOf(params: unknown): string | undefined {
  const uri = fieldsOf(params)?.["uri"];
  return isUri(uri) ? uri : undefined;
}

/** The well-formed changes of a workspace/didChangeWatchedFiles notification (the others name nothing usable). */
export function watchedFileChangesOf(params: unknown): { uri: string; type: number }[] {
  const changes = fieldsOf(params)?.["changes"];
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((change) => {
    const uri = fieldsOf(change)?.["uri"];
    const type = fieldsOf(change)?.["type"];
    return isUri(uri) && isCount(type) ? [{ uri, type }] : [];
  });
}

/** What is wrong with a notification that names a document (didClose, didSave, willSave); undefined: nothing. */
export function documentProblem(params: unknown): string | undefined {
  return documentUriOf(params) === undefined ? "textDocument.uri is not a URI string" : undefined;
}

/** What is wrong with a didOpen; undefined: nothing. */
export function didOpenProblem(params: unknown): string | undefined {
  const doc = textDocumentOf(params);
  if (documentUriOf(params) === undefined) return documentProblem(params);
  if (typeof doc?.["languageId"] !== "string") return "textDocument.languageId is not a string";
  if (!Number.isSafeInteger(doc["version"])) return "textDocument.version is not an integer";
  if (typeof doc["text"] !== "string") return "textDocument.text is not a string";
  return undefined;
}

/** What is wrong with a didChange; undefined: nothing. */
export function didChangeProblem(params: unknown): string | undefined {
  if (documentUriOf(params) === undefined) return documentProblem(params);
  if (!Number.isSafeInteger(textDocumentOf(params)?.["version"])) return "textDocument.version is not an integer";
  const changes = fieldsOf(params)?.["contentChanges"];
  if (!Array.isArray(changes)) return "contentChanges is not a list";
  const wellFormed = (change: unknown): boolean => {
    const fields = fieldsOf(change);
    return fields !== undefined && typeof fields["text"] === "string" && (fields["range"] === undefined || isRange(fields["range"]));
  };
  return changes.every(wellFormed) ? undefined : "a content change has no text, or a malformed range";
}
