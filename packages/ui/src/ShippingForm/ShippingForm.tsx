import {
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
import { accountStrings } from '../strings/catalogue/account.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

export interface ShippingFormProps extends SavingFormProps<ShippingInput, ShippingOutput> {
  /** Loaded address (domain's `shippingFromAddress`). */
  defaultValues?: Partial<ShippingInput>;
  /** "Shipping Details updated successfully!" after a save. */
  success?: string | null;
  /** The page heading; defaults to "Household & Water Profile", as the original shop had it. */
  heading?: string;
}

/** Shipping details: street, city, state, ZIP and Save Shipping Details. */
export function ShippingForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  success,
  heading: headingProp,
  className,
}: ShippingFormProps) {
  const s = useStringAreas(STRINGS);
  const heading = headingProp ?? s.account.settingsTitle;
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
        label={s.account.street}
        autoComplete="street-address"
        {...fieldProps(form, 'street')}
        isRequired
      />
      <div className="wt-Form-row">
        <TextInputField
          label={s.account.city}
          autoComplete="address-level2"
          {...fieldProps(form, 'city')}
          isRequired
        />
        <TextInputField
          label={s.account.state}
          autoComplete="address-level1"
          {...fieldProps(form, 'state')}
          isRequired
        />
        <TextInputField
          label={s.account.zip}
          autoComplete="postal-code"
          {...fieldProps(form, 'zip')}
          isRequired
        />
      </div>
      <FormSubmit isPending={isSubmitting}>{s.account.saveShipping}</FormSubmit>
    </SchemaFormShell>
  );
}
