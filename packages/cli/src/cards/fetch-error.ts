/**
 * Card data could not be had: a bad URL, an HTTP error, a body that is not JSON or is too large, or
 * no network and no cached copy. The message is plain and complete, for the command to print as is.
 */
export class FetchError extends Error {
  override readonly name = "FetchError";
}
