import { beforeEach } from 'vitest';
import { trafficReport } from './traffic';

// A journey that fails says what its pages last sent and heard. The report goes into the failure's
// own message: a CI log keeps only its tail, where the failures are summed up, and a report
// printed while the test ran is cut off there.
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const report = trafficReport();
    const error = task.result?.errors?.[0];
    if (report && error) error.message += `\n\n${report}`;
  });
});
