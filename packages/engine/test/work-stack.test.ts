import { describe, expect, it } from "vitest";
import { WorkStack } from "../src/kernel/work-stack.js";

/** Drains `stack`, running each item's children (scheduled when it is done), and returns the order. */
function drain(stack: WorkStack<string>, children: Record<string, string[]>): string[] {
  const done: string[] = [];
  for (let work = stack.next(); work !== undefined; work = stack.next()) {
    done.push(work);
    stack.schedule(...(children[work] ?? []));
  }
  return done;
}

describe("WorkStack", () => {
  it("does work depth-first: what an item schedules comes before its later siblings, in order", () => {
    const stack = new WorkStack<string>();
    stack.schedule("a", "b");
    expect(drain(stack, { a: ["a1", "a2"], a1: ["a1x"], b: ["b1"] })).toEqual(["a", "a1", "a1x", "a2", "b", "b1"]);
  });

  it("scheduleFirst puts work before what the step has already scheduled, as a chain puts a new item on top", () => {
    const stack = new WorkStack<string>();
    stack.schedule("rest of step");
    stack.scheduleFirst("older trigger");
    stack.scheduleFirst("newer trigger");
    expect(drain(stack, {})).toEqual(["newer trigger", "older trigger", "rest of step"]);
  });

  it("bounds nesting as a call stack would, so an endless loop fails instead of hanging", () => {
    const stack = new WorkStack<string>(3);
    stack.schedule("loop");
    expect(() => drain(stack, { loop: ["loop"] })).toThrow(RangeError);
  });

  it("does not bound siblings: wide work at one depth is fine", () => {
    const stack = new WorkStack<string>(2);
    const many = Array.from({ length: 100 }, (_, i) => `w${i}`);
    stack.schedule(...many);
    expect(drain(stack, {})).toEqual(many);
  });
});
