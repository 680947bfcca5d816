/**
 * At most `concurrency` tasks at a time, the others waiting in turn: decoding a 12 MP photo takes
 * tens of megabytes, and a small server must not decode every upload of a busy minute at once.
 */
export function createQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
  };
}
