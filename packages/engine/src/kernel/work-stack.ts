/**
 * The work an action still has to do, done depth-first: what a step schedules runs before
 * anything scheduled earlier, in the order the step scheduled it. That is the order of a call
 * stack ("pay the cost — which fires a trigger, which resolves its effects — then play the
 * card"), kept as data so the modules that do the work never call one another.
 *
 * A step schedules into a buffer; `next()` moves the buffer onto the stack in reverse, so the
 * first-scheduled item is on top, and hands back the top item. Work that must wait for what a
 * step scheduled is scheduled after it, never done in the step itself.
 */
export class WorkStack<Work> {
  /** Last in, first out: the top is the end of the array. */
  private readonly stack: { readonly work: Work; readonly depth: number }[] = [];
  /** What the step being done has scheduled so far, in order. */
  private scheduled: Work[] = [];
  /** How deeply the step being done is nested: 0 before the first `next()`. */
  private depth = 0;

  /**
   * `maxDepth` bounds the nesting of work, as the call stack bounded the recursion this replaces.
   * Work scheduled by work is one level deeper; an endless trigger loop only ever goes deeper.
   */
  constructor(private readonly maxDepth = 3000) {}

  schedule(...work: readonly Work[]): void {
    this.scheduled.push(...work);
  }

  /**
   * Schedules `work` before everything the step being done has scheduled so far: what goes on
   * top of a chain or stack is done before what was already waiting there.
   */
  scheduleFirst(...work: readonly Work[]): void {
    this.scheduled.unshift(...work);
  }

  /** The next item to do, or undefined when the action's work is all done. */
  next(): Work | undefined {
    for (let i = this.scheduled.length - 1; i >= 0; i--) this.stack.push({ work: this.scheduled[i] as Work, depth: this.depth + 1 });
    this.scheduled = [];
    const top = this.stack.pop();
    if (!top) return undefined;
    // The error a call stack gives when it overflows, so a loop reads as it did when this was one.
    if (top.depth > this.maxDepth) throw new RangeError("Maximum call stack size exceeded");
    this.depth = top.depth;
    return top.work;
  }
}
