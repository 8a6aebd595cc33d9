import {
  LABELS,
  type SignUpInput,
  type SignUpOutput,
  signUpDefaults,
  signUpSchema,
} from '@wtkit/domain';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import { CheckboxField, TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';
import '../internal/FormLayout.css';

export interface SignUpFormProps {
  onSubmit: (values: SignUpOutput) => void;
  defaultValues?: Partial<SignUpInput>;
  isSubmitting?: boolean;
  /** The server's message or "An error occurred during sign up.". */
  error?: string | null;
  googleButton?: ReactNode;
  signInHref?: string;
  privacyPolicyHref?: string;
  className?: string;
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
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form', className)}
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h1 className="wt-Form-title">{LABELS.auth.signUp}</h1>
      <TextInputField
        label={LABELS.auth.name}
        autoComplete="name"
        value={values.name}
        onChange={(next) => setField('name', next)}
        error={errors.name}
        isRequired
      />
      <TextInputField
        label={LABELS.auth.credential}
        autoComplete="username"
        value={values.contact}
        onChange={(next) => setField('contact', next)}
        error={errors.contact}
        isRequired
      />
      <TextInputField
        label={LABELS.auth.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(next) => setField('password', next)}
        error={errors.password}
        isRequired
      />
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
      <Button type="submit" size="lg" className="wt-Form-submit" isPending={isSubmitting}>
        {LABELS.auth.signUp}
      </Button>
      {googleButton ? (
        <>
          <p className="wt-Form-divider">{LABELS.auth.googleDivider}</p>
          {googleButton}
        </>
      ) : null}
      <div className="wt-Form-links">
        <Link href={signInHref} className="wt-Form-link">
          {LABELS.auth.haveAccount}
        </Link>
      </div>
    </Form>
  );
}
