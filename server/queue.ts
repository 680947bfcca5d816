/**
 * At most `concurrency` tasks at a time, the others waiting in turn: decoding a 12 MP photo takes
 * tens of megabytes, so a small server decodes one upload at a time (server/media/process.ts); the
 * pages a publish renders are compressed a few at once, no more than the machine has cores
 * (server/content/pages.ts).
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
