/**
 * Total blocking time from the main thread's CPU time, as Lighthouse's mobile emulation would
 * count it on a machine with nothing else running: every task of the page's main thread that
 * starts after the first contentful paint blocks for 4 × its CPU time (the emulation's CPU
 * slowdown) minus 50 ms, when that is positive.
 *
 * Lighthouse's own figure multiplies each task's wall time, which on a shared machine includes
 * the time the thread waited for a core: with other work running, a 5 ms task can take 25 ms and
 * count 50 ms of blocking. This figure leaves that wait out, so runs on a busy machine compare.
 * It ignores what the simulation does with network timing (Lighthouse moves tasks in time, never
 * shortens them), so it is a floor for Lighthouse's figure, not a replacement.
 *
 * @param {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }[]} traceEvents
 * @param {number} [slowdown] Lighthouse's CPU multiplier for mobile.
 */
export function cpuBlockingTime(traceEvents, slowdown = 4) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  let blocking = 0;
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts <= paint.ts) continue;
    const cpuMs = (event.tdur ?? event.dur ?? 0) / 1000;
    blocking += Math.max(0, slowdown * cpuMs - 50);
  }
  return Math.round(blocking);
}
