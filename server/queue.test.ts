import { describe, expect, it } from "vitest";
import { createQueue } from "./queue.ts";

describe("the queue", () => {
  it("runs at most its concurrency at once, every task in turn, and goes on after a failure", async () => {
    const queue = createQueue(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      if (n === 2) throw new Error("broken picture");
      finished.push(n);
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(finished.sort()).toEqual([1, 3, 4, 5]);
  });
});
