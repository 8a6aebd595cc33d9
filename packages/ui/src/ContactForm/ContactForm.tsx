import {
  type ContactFormInput,
  type ContactFormOutput,
  contactFormDefaults,
  contactFormSchema,
  LABELS,
} from '@wtkit/domain';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { TextAreaField, TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { FormMessages } from '../internal/FormMessages.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';
import '../internal/FormLayout.css';

export interface ContactFormProps {
  onSubmit: (values: ContactFormOutput) => void;
  defaultValues?: Partial<ContactFormInput>;
  isSubmitting?: boolean;
  error?: string | null;
  /** "Success! Message received" (001 §2) once sent. */
  success?: string | null;
  className?: string;
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
  const { values, errors, setField } = form;
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form', className)}
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormMessages error={error} success={success} />
      <div className="wt-Form-row">
        <TextInputField
          label={LABELS.account.contactName}
          autoComplete="name"
          value={values.name}
          onChange={(next) => setField('name', next)}
          error={errors.name}
          isRequired
        />
        <TextInputField
          label={LABELS.account.contactEmail}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(next) => setField('email', next)}
          error={errors.email}
          isRequired
        />
      </div>
      <TextInputField
        label={LABELS.account.contactSubject}
        value={values.subject}
        onChange={(next) => setField('subject', next)}
        error={errors.subject}
        isRequired
      />
      <TextAreaField
        label={LABELS.account.contactMessage}
        value={values.message}
        onChange={(next) => setField('message', next)}
        error={errors.message}
        isRequired
      />
      <Button type="submit" size="lg" isPending={isSubmitting}>
        {LABELS.account.send}
      </Button>
    </Form>
  );
}
