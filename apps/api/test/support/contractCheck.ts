import { afterAll, expect } from 'vitest';
import { contractViolations } from './client.js';

// Every test file fails if any response it received broke openapi.yaml.
// The list is emptied as it is checked: files that share a worker share the module.
afterAll(() => {
  expect(contractViolations.splice(0)).toEqual([]);
});
