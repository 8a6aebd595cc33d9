import {
  LABELS,
  type ShippingInput,
  type ShippingOutput,
  shippingDefaults,
  shippingSchema,
} from '@wtkit/domain';
import { TextInputField } from '../Field/Field.js';
import {
  FormSubmit,
  fieldProps,
  type SavingFormProps,
  SchemaFormShell,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';

export interface ShippingFormProps extends SavingFormProps<ShippingInput, ShippingOutput> {
  /** Loaded address (domain's `shippingFromAddress`). */
  defaultValues?: Partial<ShippingInput>;
  /** "Shipping Details updated successfully!" after a save. */
  success?: string | null;
  /** The page heading; 001 §2 notes that it repeats "Household & Water Profile". */
  heading?: string;
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
  return (
    <SchemaFormShell
      error={error}
      success={success}
      form={form}
      onSubmit={onSubmit}
      title={heading}
      className={className}
    >
      <TextInputField
        label={LABELS.account.street}
        autoComplete="street-address"
        {...fieldProps(form, 'street')}
        isRequired
      />
      <div className="wt-Form-row">
        <TextInputField
          label={LABELS.account.city}
          autoComplete="address-level2"
          {...fieldProps(form, 'city')}
          isRequired
        />
        <TextInputField
          label={LABELS.account.state}
          autoComplete="address-level1"
          {...fieldProps(form, 'state')}
          isRequired
        />
        <TextInputField
          label={LABELS.account.zip}
          autoComplete="postal-code"
          {...fieldProps(form, 'zip')}
          isRequired
        />
      </div>
      <FormSubmit isPending={isSubmitting}>{LABELS.account.saveShipping}</FormSubmit>
    </SchemaFormShell>
  );
}
