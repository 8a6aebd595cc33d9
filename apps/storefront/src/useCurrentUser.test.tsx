import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../test/fakeApi';
import { renderWithApp } from '../test/renderWithApp';
import { errorMessage, isUnauthorized } from './errors';
import { useCurrentUser } from './useCurrentUser';

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(() => localStorage.clear());

describe('useCurrentUser', () => {
  it('gives the signed-in user', async () => {
    fakeApi.on('GET', '/users/me', ok({ _id: 'u1', email: 'ann@example.com' }));
    const page = renderWithApp(() => useCurrentUser());
    await waitFor(() => expect(page.result.current.user).toMatchObject({ _id: 'u1' }));
    expect(page.result.current).toMatchObject({ isLoading: false, error: null });
  });

  it('keeps why the user could not be loaded after the failure has cleared the token', async () => {
    fakeApi.on('GET', '/users/me', refused(404, 'User not found.'));
    const page = renderWithApp(() => useCurrentUser());
    await waitFor(() => expect(page.result.current.token).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(page.result.current.user).toBeNull();
    expect(errorMessage(page.result.current.error)).toBe('User not found.');
    expect(isUnauthorized(page.result.current.error)).toBe(false);
  });

  it('tells a refused session apart', async () => {
    fakeApi.on('GET', '/users/me', refused(401, 'Unauthorized'));
    const page = renderWithApp(() => useCurrentUser());
    await waitFor(() => expect(page.result.current.token).toBeNull());
    expect(isUnauthorized(page.result.current.error)).toBe(true);
  });
});
