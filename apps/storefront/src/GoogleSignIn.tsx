import { useMutation } from '@tanstack/react-query';
import { authMessages } from '@wtkit/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { googleClientId } from './config';
import { mutations } from './mutations';
import { setToken } from './session';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
      }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptPromise: Promise<GoogleIdentity> | undefined;

/** Loads Google's identity script once, only on pages that show the button. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no gsi')));
    script.onerror = () => reject(new Error('gsi failed to load'));
    document.head.append(script);
  });
  return scriptPromise;
}

export interface GoogleStatus {
  error: string | null;
  status: string | null;
}

/**
 * Google sign-in, shown only when VITE_GOOGLE_CLIENT_ID is set: the provider's
 * button, then POST /auth/google with its credential, the token stored and home. Errors are the
 * shop's texts: the server's message or HTTP error! status: {code}, or the fallbacks.
 */
export function useGoogleSignIn(): { button: React.ReactNode; state: GoogleStatus } {
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const google = useMutation(mutations.googleLogin());
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!googleClientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((identity) => {
        if (cancelled || !container.current) return;
        identity.accounts.id.initialize({
          client_id: googleClientId,
          callback: ({ credential }) => {
            if (!credential) {
              setFailure(authMessages.googleLoginFailed);
              return;
            }
            setFailure(null);
            google.mutate(
              { token: credential },
              {
                onSuccess: (body) => {
                  if (!body.data?.token) {
                    setFailure(body.message ?? authMessages.googleMissingData);
                    return;
                  }
                  setToken(body.data.token);
                  navigate('/');
                },
              },
            );
          },
        });
        identity.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large' });
      })
      .catch(() => {
        if (!cancelled) setFailure(authMessages.googleLoginFailed);
      });
    return () => {
      cancelled = true;
    };
  }, [google.mutate, navigate]);

  if (!googleClientId) return { button: null, state: { error: null, status: null } };
  const error = google.isError ? google.error.message || authMessages.googleBackendFailed : failure;
  return {
    button: <div ref={container} className="sf-google" />,
    state: { error, status: google.isPending ? authMessages.verifying : null },
  };
}
