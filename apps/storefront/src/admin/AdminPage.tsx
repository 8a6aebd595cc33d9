import { sessionMessages } from '@wtkit/domain';
import { Alert } from '@wtkit/ui';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../useCurrentUser';
import { useSessionEnd } from '../useSessionEnd';
import './AdminPage.css';

/** Whether the signed-in user is an admin: an admin page's queries wait for it. */
export function useIsAdmin(): boolean {
  return useCurrentUser().user?.role === 'admin';
}

/**
 * Whether an admin page may show its body: `loading` while a signed-in user loads (the page
 * shows nothing yet), `denied` to anyone but an admin.
 */
export function useAdminAccess(): 'admin' | 'loading' | 'denied' {
  const { user, token, isLoading } = useCurrentUser();
  if (token !== null && isLoading) return 'loading';
  return user?.role === 'admin' ? 'admin' : 'denied';
}

export interface AdminPageProps {
  /** The heading's id (the page is labelled by it) and text. */
  titleId: string;
  title: string;
  /** The page's own class, beside `sf-admin-page`. */
  className?: string;
  /** The page's queries and mutations: a refused token on any ends the session. */
  requests: readonly { error: unknown }[];
  /** The page's body, shown to an admin only. */
  children: ReactNode;
}

/**
 * An admin page: its heading (parts below it are `sf-admin-part` sections), then its body for an admin; while the user loads nothing, to anyone
 * else "access denied", and when the session has run out a notice and, after a moment, the
 * sign-in page.
 */
export function AdminPage({ titleId, title, className, requests, children }: AdminPageProps) {
  const access = useAdminAccess();
  const expired = useSessionEnd(requests);

  let body: ReactNode = children;
  if (expired) body = <Alert tone="danger">{sessionMessages.expiredOrInvalid}</Alert>;
  else if (access === 'loading') body = null;
  else if (access === 'denied') body = <Alert tone="danger">{sessionMessages.accessDenied}</Alert>;

  return (
    <section
      className={className ? `sf-admin-page ${className}` : 'sf-admin-page'}
      aria-labelledby={titleId}
    >
      <h1 id={titleId}>{title}</h1>
      {body}
    </section>
  );
}
