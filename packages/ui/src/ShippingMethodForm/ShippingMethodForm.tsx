import {
  type ShippingMethodFormInput,
  type ShippingMethodFormOutput,
  shippingMethodFormDefaults,
  shippingMethodFormSchema,
} from '@wtkit/domain';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { CheckboxField, NumberInputField, TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { FormMessages } from '../internal/FormMessages.js';
import {
  FormSubmit,
  fieldProps,
  type SchemaFormProps,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';
import { shippingRatesStrings } from '../strings/catalogue/shippingRates.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';
import './ShippingMethodForm.css';

/** The catalogue's areas this module reads. */
const STRINGS = { shippingRates: shippingRatesStrings };

export interface ShippingMethodFormProps
  extends SchemaFormProps<ShippingMethodFormInput, ShippingMethodFormOutput> {
  /** An existing method's values (domain's `shippingMethodToFormValues`): the form edits it. */
  defaultValues?: Partial<ShippingMethodFormInput>;
  /** Editing: Save changes and Cancel instead of Create. */
  onCancel?: () => void;
  headingLevel?: 2 | 3;
}

/**
 * The admin's shipping method: the name and delivery estimate shoppers see, the flat price, the
 * subtotal from which it is free, the states it serves and whether it is offered. Checked by
 * domain's `shippingMethodFormSchema` (the server's messages, field by field); the output is the
 * API's `ShippingMethodInput`.
 */
export function ShippingMethodForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  onCancel,
  headingLevel = 3,
  className,
}: ShippingMethodFormProps) {
  const s = useStringAreas(STRINGS);
  const t = s.shippingRates;
  const headingId = useId();
  const form = useSchemaForm(shippingMethodFormSchema, {
    ...shippingMethodFormDefaults,
    ...defaultValues,
  });
  const { values, errors, setField } = form;
  const isEdit = onCancel !== undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form wt-ShippingMethodForm', className)}
      validationBehavior="aria"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <Heading id={headingId} className="wt-ShippingMethodForm-heading">
        {isEdit ? formatString(t.editMethod, { name: defaultValues?.name ?? '' }) : t.newMethod}
      </Heading>
      <FormMessages error={error} />
      <div className="wt-Form-row">
        <TextInputField
          label={t.name}
          autoComplete="off"
          {...fieldProps(form, 'name')}
          isRequired
        />
        <TextInputField
          label={t.deliveryEstimate}
          autoComplete="off"
          {...fieldProps(form, 'deliveryEstimate')}
          isRequired
        />
      </div>
      <div className="wt-Form-row">
        <NumberInputField decimal label={t.price} {...fieldProps(form, 'price')} isRequired />
        <NumberInputField decimal label={t.freeAbove} {...fieldProps(form, 'freeAbove')} />
      </div>
      <TextInputField
        label={t.states}
        description={t.statesHint}
        autoComplete="off"
        {...fieldProps(form, 'states')}
        isRequired
      />
      <CheckboxField
        isSelected={values.isActive === 'yes'}
        onChange={(next) => setField('isActive', next ? 'yes' : 'no')}
        error={errors.isActive}
      >
        {t.isActive}
      </CheckboxField>
      <div className="wt-ShippingMethodForm-actions">
        <FormSubmit isPending={isSubmitting}>{isEdit ? t.save : t.create}</FormSubmit>
        {onCancel ? (
          <Button variant="secondary" size="lg" onPress={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
