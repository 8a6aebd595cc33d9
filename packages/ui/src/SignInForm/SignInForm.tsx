import { type SignInInput, type SignInOutput, signInDefaults, signInSchema } from '@wtkit/domain';
import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert.js';
import { CredentialFields, FormLinks, GoogleSignInSlot } from '../internal/AuthFormParts.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import {
  FormSubmit,
  type SchemaFormProps,
  SchemaFormShell,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';
import { authStrings } from '../strings/catalogue/auth.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';

/** The catalogue's areas this module reads. */
const STRINGS = { auth: authStrings };

export interface SignInFormProps extends SchemaFormProps<SignInInput, SignInOutput> {
  /** An error to show under the form (e.g. a failed Google sign-in). */
  error?: string | null;
  /** A status line, e.g. "Verifying..." during Google sign-in. */
  status?: string | null;
  /** The host's Google sign-in button (the provider's script renders it). */
  googleButton?: ReactNode;
  signUpHref?: string;
  forgotPasswordHref?: string;
}

/**
 * Sign in: one input for e-mail or phone number, a password, Sign in, the Google
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
  const s = useStringAreas(STRINGS);
  const form = useSchemaForm(signInSchema, { ...signInDefaults, ...defaultValues });
  return (
    <SchemaFormShell form={form} onSubmit={onSubmit} title={s.auth.signIn} className={className}>
      <CredentialFields form={form} credentialKey="credential" />
      <FormSubmit isPending={isSubmitting} fullWidth>
        {s.auth.signIn}
      </FormSubmit>
      <GoogleSignInSlot button={googleButton} />
      {status ? (
        <p className="wt-Form-note" role="status">
          {status}
        </p>
      ) : null}
      {error ? (
        <Alert tone="danger">
          <DomainMessage text={error} />
        </Alert>
      ) : null}
      <FormLinks
        links={[
          { href: signUpHref, label: s.auth.noAccount },
          { href: forgotPasswordHref, label: s.auth.forgotPassword },
        ]}
      />
    </SchemaFormShell>
  );
}
