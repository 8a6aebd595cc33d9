import {
  type TaxRateFormInput,
  type TaxRateFormOutput,
  taxRateFormDefaults,
  taxRateFormSchema,
} from '@wtkit/domain';
import { useId } from 'react';
import { Form } from 'react-aria-components';
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
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';
import './TaxRateForm.css';

/** The catalogue's areas this module reads. */
const STRINGS = { shippingRates: shippingRatesStrings };

export interface TaxRateFormProps extends SchemaFormProps<TaxRateFormInput, TaxRateFormOutput> {
  headingLevel?: 2 | 3;
}

/**
 * The admin's sales tax for one state: its two-letter code, the rate (a percentage with up to
 * three decimals) and whether shipping is taxed there; setting a state that has a rate replaces
 * it. Checked by domain's `taxRateFormSchema` (the server's messages).
 */
export function TaxRateForm({
  onSubmit,
  isSubmitting = false,
  error,
  headingLevel = 3,
  className,
}: TaxRateFormProps) {
  const s = useStringAreas(STRINGS);
  const t = s.shippingRates;
  const headingId = useId();
  const form = useSchemaForm(taxRateFormSchema, taxRateFormDefaults);
  const { values, errors, setField } = form;
  const Heading = `h${headingLevel}` as const;
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form wt-TaxRateForm', className)}
      validationBehavior="aria"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <Heading id={headingId} className="wt-TaxRateForm-heading">
        {t.setRateHeading}
      </Heading>
      <FormMessages error={error} />
      <div className="wt-Form-row">
        <TextInputField
          label={t.state}
          autoComplete="off"
          maxLength={2}
          {...fieldProps(form, 'state')}
          isRequired
        />
        <NumberInputField decimal label={t.rate} {...fieldProps(form, 'rate')} isRequired />
      </div>
      <CheckboxField
        isSelected={values.taxShipping}
        onChange={(next) => setField('taxShipping', next)}
        error={errors.taxShipping}
      >
        {t.taxShipping}
      </CheckboxField>
      <div>
        <FormSubmit isPending={isSubmitting}>{t.setRate}</FormSubmit>
      </div>
    </Form>
  );
}
