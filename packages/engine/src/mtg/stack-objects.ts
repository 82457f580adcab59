import type { MtgStackObject } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** Puts an object on top of the stack (405.1) with a fresh id. */
export function pushStack(txn: MtgTxn, object: Omit<MtgStackObject, "id">): MtgStackObject {
  return pushStackAll(txn, [object])[0] as MtgStackObject;
}

/**
 * Puts objects on the stack in order, the last on top, each with a fresh id. The stack is copied
 * once for all of them: thousands of triggers put on it one copy at a time cost the square.
 */
export function pushStackAll(txn: MtgTxn, objects: readonly Omit<MtgStackObject, "id">[]): MtgStackObject[] {
  let nextId = txn.state.nextId;
  const pushed = objects.map((object): MtgStackObject => ({ id: `stack-${nextId++}`, ...object }));
  const stack = txn.writableStack();
  for (const object of pushed) stack.push(object);
  txn.state = { ...txn.state, nextId };
  return pushed;
}

/** Takes the top object off the stack (608.1). */
export function popStack(txn: MtgTxn): MtgStackObject | undefined {
  if (txn.state.stack.length === 0) return undefined;
  return txn.writableStack().pop();
}
