import type { MtgStackObject } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** Puts an object on top of the stack (405.1) with a fresh id. */
export function pushStack(txn: MtgTxn, object: Omit<MtgStackObject, "id">): MtgStackObject {
  const pushed: MtgStackObject = { id: `stack-${txn.state.nextId}`, ...object };
  txn.state = { ...txn.state, stack: [...txn.state.stack, pushed], nextId: txn.state.nextId + 1 };
  return pushed;
}

/** Takes the top object off the stack (608.1). */
export function popStack(txn: MtgTxn): MtgStackObject | undefined {
  const top = txn.state.stack[txn.state.stack.length - 1];
  if (top) txn.state = { ...txn.state, stack: txn.state.stack.slice(0, -1) };
  return top;
}
