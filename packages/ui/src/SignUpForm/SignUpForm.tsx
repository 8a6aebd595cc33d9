import { type SignUpInput, type SignUpOutput, signUpDefaults, signUpSchema } from '@wtkit/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { CheckboxField, TextInputField } from '../Field/Field.js';
import { CredentialFields, FormLinks, GoogleSignInSlot } from '../internal/AuthFormParts.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import {
  FormSubmit,
  fieldProps,
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

export interface SignUpFormProps extends SchemaFormProps<SignUpInput, SignUpOutput> {
  /** The server's message or "An error occurred during sign up.". */
  error?: string | null;
  googleButton?: ReactNode;
  /** A status line while a request runs, e.g. "Verifying...". */
  status?: string | null;
  signInHref?: string;
  privacyPolicyHref?: string;
}

/**
 * Sign up: name, e-mail or phone, password, the two consents (messages with STOP opt-out and a
 * link to the privacy policy; the terms), the Google button, a status line while a request runs,
 * and I already have an account. Messages come from the domain's schema.
 */
export function SignUpForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  googleButton,
  status,
  signInHref = '/log',
  privacyPolicyHref = '/privacy-policy',
  className,
}: SignUpFormProps) {
  const s = useStringAreas(STRINGS);
  const form = useSchemaForm(signUpSchema, { ...signUpDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  return (
    <SchemaFormShell form={form} onSubmit={onSubmit} title={s.auth.signUp} className={className}>
      <TextInputField
        label={s.auth.name}
        autoComplete="name"
        {...fieldProps(form, 'name')}
        isRequired
      />
      <CredentialFields form={form} credentialKey="contact" isNewPassword />
      <CheckboxField
        isSelected={values.acceptMessages}
        onChange={(next) => setField('acceptMessages', next)}
        error={errors.acceptMessages}
      >
        {s.auth.messagesConsent}
      </CheckboxField>
      <p className="wt-Form-note">
        {s.auth.privacyNotice}{' '}
        <Link href={privacyPolicyHref} className="wt-Form-link">
          {s.auth.privacyPolicy}
        </Link>
        .
      </p>
      <CheckboxField
        isSelected={values.acceptTerms}
        onChange={(next) => setField('acceptTerms', next)}
        error={errors.acceptTerms}
      >
        {s.auth.termsConsent}
      </CheckboxField>
      {error ? (
        <Alert tone="danger">
          <DomainMessage text={error} />
        </Alert>
      ) : null}
      <FormSubmit isPending={isSubmitting} fullWidth>
        {s.auth.signUp}
      </FormSubmit>
      <GoogleSignInSlot button={googleButton} />
      {status ? (
        <p className="wt-Form-note" role="status">
          <DomainMessage text={status} />
        </p>
      ) : null}
      <FormLinks links={[{ href: signInHref, label: s.auth.haveAccount }]} />
    </SchemaFormShell>
  );
}
