import { useMutation } from '@tanstack/react-query';
import { verificationMessages, verificationTypeFor } from '@wtkit/domain';
import { Alert, accountStrings, Button, useStringAreas } from '@wtkit/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { SignInNotice } from '../SignInNotice';
import { useCurrentUser } from '../useCurrentUser';
import './accountPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

/** What the code page shows until the code is checked: the server's "code sent" sentence. */
export interface CodeSentState {
  sent: string;
}

/**
 * Verify e-mail: Send Verification Email asks the server for a code (empty body:
 * the e-mail address, else the phone) and goes to the code page with the server's sentence or
 * 'Verification code sent successfully!'.
 */
export default function SendVerificationEmail() {
  const s = useStringAreas(STRINGS);
  const navigate = useNavigate();
  const { token, user } = useCurrentUser();
  const send = useMutation(mutations.sendVerificationCode());
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  if (token === undefined) return null;
  if (token === null) {
    return (
      <SignInNotice
        title={s.account.verifyEmailTitle}
        message={verificationMessages.loginRequired}
      />
    );
  }

  // The server sends to the e-mail address, else the phone: the page names what it verifies.
  const type = (user ? verificationTypeFor(user) : null) ?? 'email';
  const title = type === 'phone' ? s.account.verifyPhoneTitle : s.account.verifyEmailTitle;
  const target = type === 'phone' ? user?.phoneNumber : user?.email;

  const request = () => {
    setError(null);
    setSent(null);
    send.mutate(
      {},
      {
        onSuccess: (answer) => {
          const message = answer.message || verificationMessages.codeSent;
          setSent(message);
          navigate(`/enterVerificationCode?type=${type}`, {
            state: { sent: message } satisfies CodeSentState,
          });
        },
        onError: (cause) =>
          setError(
            isUnauthorized(cause)
              ? verificationMessages.loginRequired
              : errorMessage(cause, verificationMessages.sendFailed),
          ),
      },
    );
  };

  return (
    <section className="sf-account-page" aria-labelledby="send-verification-title">
      <h1 id="send-verification-title">{title}</h1>
      {target ? <p>{target}</p> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <div className="sf-account-page-actions">
        <Button size="lg" onPress={request} isPending={send.isPending}>
          {s.account.sendVerificationEmail}
        </Button>
      </div>
    </section>
  );
}
