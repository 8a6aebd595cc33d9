import { useMutation } from '@tanstack/react-query';
import { forgotPasswordSchema, resetPasswordSchema } from '@wtkit/domain';
import { Alert, authStrings, Button, TextInputField, useStringAreas } from '@wtkit/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutations } from '../mutations';
import './authPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { auth: authStrings };

type Errors = Partial<Record<'credential' | 'code' | 'password', string>>;

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Forgot your password? (beyond the spec, issue 6): the code goes to the account's e-mail or
 * phone, then the code and a new password reset it, and the customer signs in.
 */
export default function ForgotPassword() {
  const s = useStringAreas(STRINGS);
  const navigate = useNavigate();
  const forgot = useMutation(mutations.forgotPassword());
  const reset = useMutation(mutations.resetPassword());
  const [values, setValues] = useState({ credential: '', code: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const codeSent = forgot.isSuccess;

  const set = (key: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!codeSent) {
      const parsed = forgotPasswordSchema.safeParse(values);
      if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
      forgot.mutate(parsed.data);
      return;
    }
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    reset.mutate(parsed.data, { onSuccess: () => navigate('/log') });
  };

  const failure = forgot.error ?? reset.error;
  return (
    <div className="sf-auth">
      <form className="sf-form" onSubmit={submit} noValidate>
        <h1>{s.auth.resetTitle}</h1>
        <TextInputField
          label={s.auth.credential}
          value={values.credential}
          onChange={set('credential')}
          error={errors.credential}
          autoComplete="username"
          isDisabled={codeSent}
          isRequired
        />
        {codeSent ? (
          <>
            {forgot.data.message ? <Alert tone="success">{forgot.data.message}</Alert> : null}
            <TextInputField
              label={s.auth.resetCode}
              value={values.code}
              onChange={set('code')}
              error={errors.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
            />
            <TextInputField
              label={s.auth.newPassword}
              type="password"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              autoComplete="new-password"
              isRequired
            />
          </>
        ) : null}
        {failure ? <Alert tone="danger">{failure.message}</Alert> : null}
        <Button type="submit" size="lg" isPending={forgot.isPending || reset.isPending}>
          {codeSent ? s.auth.resetPassword : s.auth.sendResetCode}
        </Button>
      </form>
    </div>
  );
}
