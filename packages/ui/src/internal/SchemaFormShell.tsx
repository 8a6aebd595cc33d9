import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { cx } from './cx.js';
import { FormMessages } from './FormMessages.js';
import type { SchemaForm } from './useSchemaForm.js';
import '../foundation.css';
import './FormLayout.css';

export { useSchemaForm } from './useSchemaForm.js';

/** The props every schema form of the kit takes: the host submits, and shows the outcome. */
export interface SchemaFormProps<Input, Output> {
  /** Called with the schema's output once the values pass. */
  onSubmit: (values: Output) => void;
  /** Starting values, merged over the form's defaults. */
  defaultValues?: Partial<Input>;
  /** The host's request is running: the submit button is pending. */
  isSubmitting?: boolean;
  /** The host's error message. */
  error?: string | null;
  className?: string;
}

/** A schema form that also shows the host's success message after a save. */
export interface SavingFormProps<Input, Output> extends SchemaFormProps<Input, Output> {
  /** The host's success message. */
  success?: string | null;
}

/** The bits of a schema form a field binding needs (any output type will do). */
type FormFields<Input> = Pick<SchemaForm<Input, unknown>, 'values' | 'errors' | 'setField'>;

/** A field's value as its input shows it: numbers as text, nothing (or NaN) as empty. */
export function fieldText(value: unknown): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

/**
 * Binds a text or number input to a field of the form: its shown text, its change handler and
 * its error. The field must accept text (number fields of the schemas take text or numbers).
 */
export function fieldProps<Input extends object, K extends keyof Input & string>(
  form: FormFields<Input>,
  key: K,
): { value: string; onChange: (next: string) => void; error: string | undefined } {
  return {
    value: fieldText(form.values[key]),
    onChange: (next) => form.setField(key, next as Input[K]),
    error: form.errors[key],
  };
}

export interface SchemaFormShellProps<Input, Output> {
  form: SchemaForm<Input, Output>;
  /** Called with the schema's output when the values pass. */
  onSubmit: (values: Output) => void;
  /** The form's heading (an h1). */
  title?: ReactNode;
  /** The wider layout of the settings page. */
  wide?: boolean;
  /** The host's error, shown under the heading. */
  error?: string | null | undefined;
  /** The host's success message, shown under the heading. */
  success?: string | null | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The `<form>` every schema form of the kit shares: react-aria's Form with ARIA validation,
 * checked by the form's schema on submit (focus goes to the first invalid field), its heading
 * and the host's error or success message under it.
 */
export function SchemaFormShell<Input, Output>({
  form,
  onSubmit,
  title,
  wide = false,
  error,
  success,
  className,
  children,
}: SchemaFormShellProps<Input, Output>) {
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form', className)}
      data-wide={wide ? '' : undefined}
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {title ? <h1 className="wt-Form-title">{title}</h1> : null}
      <FormMessages error={error} success={success} />
      {children}
    </Form>
  );
}

export interface FormSubmitProps {
  children: ReactNode;
  isPending?: boolean;
  /** As wide as the form (the sign-in and sign-up forms). */
  fullWidth?: boolean;
}

/** The form's large submit button, pending while the host submits. */
export function FormSubmit({ children, isPending = false, fullWidth = false }: FormSubmitProps) {
  return (
    <Button
      type="submit"
      size="lg"
      className={fullWidth ? 'wt-Form-submit' : undefined}
      isPending={isPending}
    >
      {children}
    </Button>
  );
}
