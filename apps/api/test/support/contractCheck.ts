import { afterAll, expect } from 'vitest';
import { contractViolations } from './client.js';

// Every test file fails if any response it received broke openapi.yaml.
afterAll(() => {
  expect(contractViolations).toEqual([]);
});
