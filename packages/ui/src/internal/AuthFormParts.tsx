import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { TextInputField } from '../Field/Field.js';
import { authStrings } from '../strings/catalogue/auth.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import { fieldProps } from './SchemaFormShell.js';
import type { SchemaForm } from './useSchemaForm.js';
import '../foundation.css';
import './FormLayout.css';

/** The catalogue's areas this module reads. */
const STRINGS = { auth: authStrings };

export interface CredentialFieldsProps<Input extends { password: string }> {
  form: Pick<SchemaForm<Input, unknown>, 'values' | 'errors' | 'setField'>;
  /** The field holding the e-mail address or phone number. */
  credentialKey: keyof Input & string;
  /** Sign up asks for a new password (the browser offers to generate one). */
  isNewPassword?: boolean;
}

/** The e-mail-or-phone and password fields that sign-in and sign-up share. */
export function CredentialFields<Input extends { password: string }>({
  form,
  credentialKey,
  isNewPassword = false,
}: CredentialFieldsProps<Input>) {
  const s = useStringAreas(STRINGS);
  return (
    <>
      <TextInputField
        label={s.auth.credential}
        autoComplete="username"
        {...fieldProps(form, credentialKey)}
        isRequired
      />
      <TextInputField
        label={s.auth.password}
        type="password"
        autoComplete={isNewPassword ? 'new-password' : 'current-password'}
        {...fieldProps(form, 'password')}
        isRequired
      />
    </>
  );
}

/** The host's Google sign-in button under the "or" divider of the sign-in and sign-up forms. */
export function GoogleSignInSlot({ button }: { button?: ReactNode }) {
  const s = useStringAreas(STRINGS);
  if (!button) return null;
  return (
    <>
      <p className="wt-Form-divider">{s.auth.googleDivider}</p>
      {button}
    </>
  );
}

export interface FormLinkItem {
  href: string;
  label: string;
}

/** The links under a form (I don't have an account?, Forgot your password?, ...). */
export function FormLinks({ links }: { links: readonly FormLinkItem[] }) {
  return (
    <div className="wt-Form-links">
      {links.map((link) => (
        <Link key={link.label} href={link.href} className="wt-Form-link">
          {link.label}
        </Link>
      ))}
    </div>
  );
}
