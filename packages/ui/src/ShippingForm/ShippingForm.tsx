import {
  LABELS,
  type ShippingInput,
  type ShippingOutput,
  shippingDefaults,
  shippingSchema,
} from '@wtkit/domain';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { FormMessages } from '../internal/FormMessages.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';
import '../internal/FormLayout.css';

export interface ShippingFormProps {
  onSubmit: (values: ShippingOutput) => void;
  /** Loaded address (domain's `shippingFromAddress`). */
  defaultValues?: Partial<ShippingInput>;
  isSubmitting?: boolean;
  error?: string | null;
  /** "Shipping Details updated successfully!" after a save. */
  success?: string | null;
  /** The page heading; 001 §2 notes that it repeats "Household & Water Profile". */
  heading?: string;
  className?: string;
}

/** Shipping details (001 §2, §5): street, city, state, ZIP and Save Shipping Details. */
export function ShippingForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  success,
  heading = LABELS.account.settingsTitle,
  className,
}: ShippingFormProps) {
  const form = useSchemaForm(shippingSchema, { ...shippingDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form', className)}
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h1 className="wt-Form-title">{heading}</h1>
      <FormMessages error={error} success={success} />
      <TextInputField
        label={LABELS.account.street}
        autoComplete="street-address"
        value={values.street}
        onChange={(next) => setField('street', next)}
        error={errors.street}
        isRequired
      />
      <div className="wt-Form-row">
        <TextInputField
          label={LABELS.account.city}
          autoComplete="address-level2"
          value={values.city}
          onChange={(next) => setField('city', next)}
          error={errors.city}
          isRequired
        />
        <TextInputField
          label={LABELS.account.state}
          autoComplete="address-level1"
          value={values.state}
          onChange={(next) => setField('state', next)}
          error={errors.state}
          isRequired
        />
        <TextInputField
          label={LABELS.account.zip}
          autoComplete="postal-code"
          value={values.zip}
          onChange={(next) => setField('zip', next)}
          error={errors.zip}
          isRequired
        />
      </div>
      <Button type="submit" size="lg" isPending={isSubmitting}>
        {LABELS.account.saveShipping}
      </Button>
    </Form>
  );
}
