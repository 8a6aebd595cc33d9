import {
  type ContactFormInput,
  type ContactFormOutput,
  contactFormDefaults,
  contactFormSchema,
} from '@wtkit/domain';
import { TextAreaField, TextInputField } from '../Field/Field.js';
import {
  FormSubmit,
  fieldProps,
  type SavingFormProps,
  SchemaFormShell,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';
import { accountStrings } from '../strings/catalogue/account.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

export interface ContactFormProps extends SavingFormProps<ContactFormInput, ContactFormOutput> {
  /** "Success! Message received" once sent. */
  success?: string | null;
}

/** The contact page's form: name, e-mail, subject, message and Send. */
export function ContactForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  success,
  className,
}: ContactFormProps) {
  const s = useStringAreas(STRINGS);
  const form = useSchemaForm(contactFormSchema, { ...contactFormDefaults, ...defaultValues });
  return (
    <SchemaFormShell
      error={error}
      success={success}
      form={form}
      onSubmit={onSubmit}
      className={className}
    >
      <div className="wt-Form-row">
        <TextInputField
          label={s.account.contactName}
          autoComplete="name"
          {...fieldProps(form, 'name')}
          isRequired
        />
        <TextInputField
          label={s.account.contactEmail}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
          isRequired
        />
      </div>
      <TextInputField
        label={s.account.contactSubject}
        {...fieldProps(form, 'subject')}
        isRequired
      />
      <TextAreaField label={s.account.contactMessage} {...fieldProps(form, 'message')} isRequired />
      <FormSubmit isPending={isSubmitting}>{s.account.send}</FormSubmit>
    </SchemaFormShell>
  );
}
