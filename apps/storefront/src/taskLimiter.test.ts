import { describe, expect, it } from 'vitest';
import { taskLimiter } from './taskLimiter';

/** A task that stays running until its `finish` is called. */
function pending<T>() {
  let finish: (value: T) => void = () => {};
  const done = new Promise<T>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('taskLimiter', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const run = taskLimiter(2);
    const tasks = Array.from({ length: 5 }, () => pending<string>());
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      run(() => {
        started.push(index);
        return task.done;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    tasks[1]?.finish('b');
    await settle();
    expect(started).toEqual([0, 1, 2]);
    // A task arriving now waits behind those already waiting.
    const late = pending<string>();
    const lateResult = run(() => {
      started.push(5);
      return late.done;
    });
    tasks[0]?.finish('a');
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const [index, task] of tasks.entries()) task.finish(String(index));
    late.finish('late');
    expect(await Promise.all([...results, lateResult])).toEqual(['a', 'b', '2', '3', '4', 'late']);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees the place of a task that fails', async () => {
    const run = taskLimiter(1);
    await expect(run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await run(async () => 'next')).toBe('next');
  });
});
