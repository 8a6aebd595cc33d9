import { describe, expect, it } from 'vitest';
import { RenderSlots, RendersBusy } from '../src/http/renderSlots.js';

/** A render that runs until the test lets it end. */
function heldRender(log: { running: number; most: number }) {
  let finish: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const work = async () => {
    log.running += 1;
    log.most = Math.max(log.most, log.running);
    await ended;
    log.running -= 1;
    return 'page';
  };
  return { work, finish: () => finish() };
}

describe('RenderSlots', () => {
  it('runs at most K renders at once; the others wait their turn, then all finish', async () => {
    const slots = new RenderSlots(3, 100);
    const log = { running: 0, most: 0 };
    const renders = Array.from({ length: 10 }, () => heldRender(log));
    const results = renders.map((render) => slots.run(render.work));
    await Promise.resolve();
    expect(log.running).toBe(3);
    expect(slots.stats()).toEqual({ running: 3, waiting: 7 });
    // End them one by one: each frees a slot for exactly one waiting render.
    for (const render of renders) {
      render.finish();
      await new Promise((resolve) => setImmediate(resolve));
      expect(log.running).toBeLessThanOrEqual(3);
    }
    expect(await Promise.all(results)).toEqual(Array(10).fill('page'));
    expect(log.most).toBe(3);
    expect(slots.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the event loop turn between one render and the next', async () => {
    // Renders that never wait on I/O (promise callbacks only) must still let waiting sockets be
    // read between them: an I/O callback queued meanwhile runs before the next render starts.
    const slots = new RenderSlots(1, 10);
    const order: string[] = [];
    const quick = (name: string) => async () => {
      await Promise.resolve();
      order.push(name);
    };
    const renders = [slots.run(quick('first')), slots.run(quick('second'))];
    setImmediate(() => order.push('waiting request'));
    await Promise.all(renders);
    expect(order).toEqual(['first', 'waiting request', 'second']);
  });

  it('refuses a render at once when the queue is full, and frees the slot of a failed one', async () => {
    const slots = new RenderSlots(1, 2);
    const log = { running: 0, most: 0 };
    const held = heldRender(log);
    const first = slots.run(held.work);
    const queued = [slots.run(async () => 'a'), slots.run(async () => 'b')];
    await expect(slots.run(async () => 'c')).rejects.toBeInstanceOf(RendersBusy);
    held.finish();
    expect(await first).toBe('page');
    expect(await Promise.all(queued)).toEqual(['a', 'b']);

    await expect(
      slots.run(async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(slots.stats()).toEqual({ running: 0, waiting: 0 });
    expect(await slots.run(async () => 'after')).toBe('after');
  });
});
