import { beforeEach } from 'vitest';
import { trafficReport } from './traffic';

// A journey that fails prints what its pages last sent and heard (the run's log is all CI keeps).
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    const report = trafficReport();
    if (report) console.error(report);
  });
});
