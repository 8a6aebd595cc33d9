import {
  LABELS,
  type SignUpInput,
  type SignUpOutput,
  signUpDefaults,
  signUpSchema,
} from '@wtkit/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { CheckboxField, TextInputField } from '../Field/Field.js';
import { CredentialFields, FormLinks, GoogleSignInSlot } from '../internal/AuthFormParts.js';
import {
  FormSubmit,
  fieldProps,
  type SchemaFormProps,
  SchemaFormShell,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';

export interface SignUpFormProps extends SchemaFormProps<SignUpInput, SignUpOutput> {
  /** The server's message or "An error occurred during sign up.". */
  error?: string | null;
  googleButton?: ReactNode;
  signInHref?: string;
  privacyPolicyHref?: string;
}

/**
 * Sign up (000 §2, §5): name, e-mail or phone, password, the two consents (messages with STOP
 * opt-out and a link to the privacy policy; the terms), the Google button and I already have
 * an account. Messages come from the domain's schema.
 */
export function SignUpForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  googleButton,
  signInHref = '/log',
  privacyPolicyHref = '/privacy-policy',
  className,
}: SignUpFormProps) {
  const form = useSchemaForm(signUpSchema, { ...signUpDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  return (
    <SchemaFormShell
      form={form}
      onSubmit={onSubmit}
      title={LABELS.auth.signUp}
      className={className}
    >
      <TextInputField
        label={LABELS.auth.name}
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
        {LABELS.auth.messagesConsent}
      </CheckboxField>
      <p className="wt-Form-note">
        {LABELS.auth.privacyNotice}{' '}
        <Link href={privacyPolicyHref} className="wt-Form-link">
          {LABELS.auth.privacyPolicy}
        </Link>
        .
      </p>
      <CheckboxField
        isSelected={values.acceptTerms}
        onChange={(next) => setField('acceptTerms', next)}
        error={errors.acceptTerms}
      >
        {LABELS.auth.termsConsent}
      </CheckboxField>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <FormSubmit isPending={isSubmitting} fullWidth>
        {LABELS.auth.signUp}
      </FormSubmit>
      <GoogleSignInSlot button={googleButton} />
      <FormLinks links={[{ href: signInHref, label: LABELS.auth.haveAccount }]} />
    </SchemaFormShell>
  );
}
