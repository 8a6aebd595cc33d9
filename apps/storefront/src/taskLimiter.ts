/**
 * Runs async tasks at most `limit` at a time, the rest waiting in the order they came. A task
 * that ends hands its place straight to the next waiting one, so the limit holds even when new
 * tasks arrive meanwhile.
 */
export function taskLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
