/**
 * A counting semaphore: at most `concurrent` pieces of work run at once; the rest wait in order. With
 * `maxWaiting`, one more than that is refused at once (`onFull` says how) instead of queueing.
 */
export function createSemaphore(concurrent: number, options: { maxWaiting?: number; onFull?: () => Error } = {}) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function withPermit<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrent) {
      if (options.maxWaiting !== undefined && waiting.length >= options.maxWaiting) {
        throw options.onFull?.() ?? new Error('Too busy');
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
