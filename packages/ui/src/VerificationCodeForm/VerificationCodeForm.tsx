import {
  VERIFICATION_CODE_LENGTH,
  type VerificationCodeOutput,
  type VerificationType,
  verificationCodeDefaults,
  verificationCodeSchema,
} from '@wtkit/domain';
import { Alert } from '../Alert/Alert.js';
import { LinkButton } from '../Button/Button.js';
import { TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import {
  FormSubmit,
  fieldProps,
  SchemaFormShell,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';
import { accountStrings } from '../strings/catalogue/account.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

export interface VerificationCodeFormProps {
  /** email or phone; null when the page was opened without a type. */
  type: VerificationType | null;
  onSubmit: (values: VerificationCodeOutput) => void;
  isSubmitting?: boolean;
  /** The server's message or "An error occurred.". */
  error?: string | null;
  /** "Verification successful! Redirecting..." */
  success?: string | null;
  /** Return to Settings' target when no type is given (/account in the storefront). */
  settingsHref?: string;
  className?: string;
}

/**
 * Enter code: Verify Your Email or Verify Your Phone, a 6-digit input limited to
 * 6 characters, and Verify; without a type, the error and Return to Settings.
 */
export function VerificationCodeForm({
  type,
  onSubmit,
  isSubmitting = false,
  error,
  success,
  settingsHref = '/account',
  className,
}: VerificationCodeFormProps) {
  const s = useStringAreas(STRINGS);
  const form = useSchemaForm(verificationCodeSchema, verificationCodeDefaults);
  if (type === null) {
    return (
      <div className={cx('wt-base wt-Form', className)}>
        <Alert tone="danger">{s.account.noVerificationType}</Alert>
        <LinkButton href={settingsHref} variant="secondary">
          {s.account.returnToSettings}
        </LinkButton>
      </div>
    );
  }
  return (
    <SchemaFormShell
      error={error}
      success={success}
      form={form}
      onSubmit={onSubmit}
      title={type === 'email' ? s.account.verifyEmailTitle : s.account.verifyPhoneTitle}
      className={className}
    >
      <TextInputField
        label={s.account.verificationCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        {...fieldProps(form, 'code')}
        isRequired
        className="wt-VerificationCode"
      />
      <FormSubmit isPending={isSubmitting}>{s.account.verify}</FormSubmit>
    </SchemaFormShell>
  );
}
