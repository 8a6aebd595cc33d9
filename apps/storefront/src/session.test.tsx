import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrated } from './hydrated';
import { clearToken, setToken, useToken } from './session';

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(() => localStorage.clear());

/** Every value a reader rendered with, in order. */
function renderToken() {
  const seen: (string | null | undefined)[] = [];
  const hook = renderHook(() => {
    const token = useToken();
    seen.push(token);
    return token;
  });
  return { ...hook, seen };
}

// In this order: the first test is the page while it hydrates, the rest after.
describe('useToken', () => {
  it('draws the first render as the server did (unknown), then the stored token', async () => {
    const { result, seen } = renderToken();
    expect(seen[0]).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('tok'));
  });

  it('starts with the stored token in a component mounted after hydration', () => {
    hydrated();
    const { seen } = renderToken();
    expect(seen[0]).toBe('tok');
    expect(new Set(seen)).toEqual(new Set(['tok']));
  });

  it('follows a sign-in and a log-out at once', () => {
    const { result } = renderToken();
    act(() => clearToken());
    expect(result.current).toBeNull();
    act(() => setToken('new'));
    expect(result.current).toBe('new');
  });
});
