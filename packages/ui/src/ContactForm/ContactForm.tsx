import {
  type ContactFormInput,
  type ContactFormOutput,
  contactFormDefaults,
  contactFormSchema,
  LABELS,
} from '@wtkit/domain';
import { TextAreaField, TextInputField } from '../Field/Field.js';
import {
  FormSubmit,
  fieldProps,
  type SavingFormProps,
  SchemaFormShell,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';

export interface ContactFormProps extends SavingFormProps<ContactFormInput, ContactFormOutput> {
  /** "Success! Message received" (001 §2) once sent. */
  success?: string | null;
}

/** The contact page's form (001 §2): name, e-mail, subject, message and Send. */
export function ContactForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  success,
  className,
}: ContactFormProps) {
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
          label={LABELS.account.contactName}
          autoComplete="name"
          {...fieldProps(form, 'name')}
          isRequired
        />
        <TextInputField
          label={LABELS.account.contactEmail}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
          isRequired
        />
      </div>
      <TextInputField
        label={LABELS.account.contactSubject}
        {...fieldProps(form, 'subject')}
        isRequired
      />
      <TextAreaField
        label={LABELS.account.contactMessage}
        {...fieldProps(form, 'message')}
        isRequired
      />
      <FormSubmit isPending={isSubmitting}>{LABELS.account.send}</FormSubmit>
    </SchemaFormShell>
  );
}
