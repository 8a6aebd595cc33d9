import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeApi } from './fakeApi';

// The app's API client takes the global fetch when its module loads: the fake is in place first.
vi.stubGlobal('fetch', fakeApi.fetch);

afterEach(() => {
  cleanup();
  fakeApi.reset();
});
