import {
  LABELS,
  type SignInInput,
  type SignInOutput,
  signInDefaults,
  signInSchema,
} from '@wtkit/domain';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import { TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';
import '../internal/FormLayout.css';

export interface SignInFormProps {
  onSubmit: (values: SignInOutput) => void;
  defaultValues?: Partial<SignInInput>;
  isSubmitting?: boolean;
  /** An error to show under the form (e.g. the Google sign-in errors of 000 §8). */
  error?: string | null;
  /** A status line, e.g. "Verifying..." during Google sign-in. */
  status?: string | null;
  /** The host's Google sign-in button (the provider's script renders it). */
  googleButton?: ReactNode;
  signUpHref?: string;
  forgotPasswordHref?: string;
  className?: string;
}

/**
 * Sign in (000 §2): one input for e-mail or phone number, a password, Sign in, the Google
 * button, and the links I don't have an account? and Forgot your password?. Empty fields give
 * "Please fill in all required fields.".
 */
export function SignInForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  status,
  googleButton,
  signUpHref = '/log/sign-up',
  forgotPasswordHref = '/forgot-password',
  className,
}: SignInFormProps) {
  const form = useSchemaForm(signInSchema, { ...signInDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form', className)}
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h1 className="wt-Form-title">{LABELS.auth.signIn}</h1>
      <TextInputField
        label={LABELS.auth.credential}
        autoComplete="username"
        value={values.credential}
        onChange={(next) => setField('credential', next)}
        error={errors.credential}
        isRequired
      />
      <TextInputField
        label={LABELS.auth.password}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(next) => setField('password', next)}
        error={errors.password}
        isRequired
      />
      <Button type="submit" size="lg" className="wt-Form-submit" isPending={isSubmitting}>
        {LABELS.auth.signIn}
      </Button>
      {googleButton ? (
        <>
          <p className="wt-Form-divider">{LABELS.auth.googleDivider}</p>
          {googleButton}
        </>
      ) : null}
      {status ? (
        <p className="wt-Form-note" role="status">
          {status}
        </p>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="wt-Form-links">
        <Link href={signUpHref} className="wt-Form-link">
          {LABELS.auth.noAccount}
        </Link>
        <Link href={forgotPasswordHref} className="wt-Form-link">
          {LABELS.auth.forgotPassword}
        </Link>
      </div>
    </Form>
  );
}
