import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  parseVerificationType,
  VERIFICATION_REDIRECT_MS,
  VERIFICATION_REDIRECT_PATH,
  type VerificationCodeOutput,
  verificationMessages,
} from '@wtkit/domain';
import { accountStrings, useStringAreas, VerificationCodeForm } from '@wtkit/ui';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { queries } from '../apiClient';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';
import { SignInNotice } from '../SignInNotice';
import { useToken } from '../session';
import { useTimedRedirect } from '../useTimedRedirect';
import type { CodeSentState } from './SendVerificationEmail';
import './accountPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

interface Outcome {
  error?: string;
  success?: string;
}

/**
 * Enter code: Verify Your Email or Verify Your Phone by ?type=, a 6-digit
 * code, Verify; on success 'Verification successful! Redirecting...' and the account menu after
 * 2 s, with the user refreshed so the unverified-e-mail banner goes. Without a type: the error
 * and Return to Settings.
 */
export default function EnterVerificationCode() {
  const s = useStringAreas(STRINGS);
  const [params] = useSearchParams();
  const type = parseVerificationType(params.get('type'));
  const sent = (useLocation().state as Partial<CodeSentState> | null)?.sent ?? null;
  const token = useToken();
  const verifyEmail = useMutation(mutations.verifyEmail());
  const verifyPhone = useMutation(mutations.verifyPhone());
  const redirect = useTimedRedirect();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({});

  if (type !== null && token === undefined) return null;
  if (type !== null && !token) {
    const title = type === 'email' ? s.account.verifyEmailTitle : s.account.verifyPhoneTitle;
    return <SignInNotice title={title} message={verificationMessages.loginToVerify} />;
  }

  const verify = type === 'phone' ? verifyPhone : verifyEmail;
  const submit = ({ code }: VerificationCodeOutput) => {
    // Verified and on the way out: a second press would only spend the used code.
    if (outcome.success) return;
    setOutcome({});
    verify.mutate(
      { code },
      {
        onSuccess: (answer) => {
          // The answer is the verified user: the banner goes at once (the query refetches too).
          queryClient.setQueryData(queries.getMe().queryKey, answer);
          setOutcome({ success: verificationMessages.success });
          redirect(VERIFICATION_REDIRECT_PATH, VERIFICATION_REDIRECT_MS);
        },
        onError: (cause) =>
          setOutcome({ error: errorMessage(cause, verificationMessages.verifyFailed) }),
      },
    );
  };

  return (
    <div className="sf-account-page">
      {type === null ? <h1>{s.account.verificationCode}</h1> : null}
      <VerificationCodeForm
        type={type}
        settingsHref="/account"
        onSubmit={submit}
        isSubmitting={verify.isPending}
        error={outcome.error}
        success={outcome.success ?? (outcome.error ? null : sent)}
      />
    </div>
  );
}
