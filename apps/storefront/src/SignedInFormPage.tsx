import type { User } from '@wtkit/api-client';
import { Spinner } from '@wtkit/ui';
import type { ReactNode } from 'react';
import { errorMessage, isUnauthorized } from './errors';
import { SignInNotice } from './SignInNotice';
import { useCurrentUser } from './useCurrentUser';
import './pages/accountPages.css';

export interface SignedInFormPageProps {
  /** The page's heading, shown above a sign-in notice too. */
  title: string;
  /** The page's text for a visitor without a session. */
  loginMessage: string;
  /** The page's text when the account could not be loaded, with the reason. */
  loadError: (reason: string) => string;
  /** More data the form waits for besides the user. */
  isPending?: boolean;
  children: (user: User) => ReactNode;
}

/**
 * An account form page: a sign-in notice without a session (or when the account cannot be
 * loaded), a spinner until the user and the page's data are here, then the form.
 */
export function SignedInFormPage({
  title,
  loginMessage,
  loadError,
  isPending = false,
  children,
}: SignedInFormPageProps) {
  const { token, user, isLoading, error } = useCurrentUser();

  if (error && !isUnauthorized(error)) {
    return <SignInNotice title={title} message={loadError(errorMessage(error))} tone="danger" />;
  }
  if (token === null) return <SignInNotice title={title} message={loginMessage} />;
  if (isLoading || !user || isPending) {
    // Its own key: React would otherwise reuse this box as the page's box when the data
    // arrives, and its change of size counted as a layout shift.
    return (
      <div key="loading" className="sf-loading">
        <Spinner />
      </div>
    );
  }
  return (
    <div key="page" className="sf-account-page">
      {children(user)}
    </div>
  );
}
