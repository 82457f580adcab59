/** The pool file `cards import` and `cards update` write when `--out` is not given (in the working directory). */
export const DEFAULT_POOL_FILE = "recycle-rules.cards.json";
