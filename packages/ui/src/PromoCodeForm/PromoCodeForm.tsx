import {
  CATEGORIES,
  PROMO_KINDS,
  PROMO_SCOPE_ALL,
  type PromoCodeFormInput,
  type PromoCodeFormOutput,
  type PromoKind,
  promoCodeFormDefaults,
  promoCodeFormSchema,
} from '@wtkit/domain';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import {
  CheckboxField,
  NumberInputField,
  RadioGroupField,
  TextInputField,
} from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { FormMessages } from '../internal/FormMessages.js';
import {
  FormSubmit,
  fieldProps,
  type SchemaFormProps,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';
import { promoCodesStrings } from '../strings/catalogue/promoCodes.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';
import './PromoCodeForm.css';

/** The catalogue's areas this module reads. */
const STRINGS = { promoCodes: promoCodesStrings };

export interface PromoCodeFormProps
  extends SchemaFormProps<PromoCodeFormInput, PromoCodeFormOutput> {
  /** An existing code's values (domain's `promoCodeToFormValues`): the form edits it. */
  defaultValues?: Partial<PromoCodeFormInput>;
  /** Editing: Save changes and Cancel instead of Create. */
  onCancel?: () => void;
  headingLevel?: 2 | 3;
}

/**
 * The admin's promo code: the code, its kind and amount, the products it applies to, its dates
 * and limits, and whether it is active. Checked by domain's `promoCodeFormSchema` (the server's
 * messages, field by field); the output is the API's `PromoCodeInput`.
 */
export function PromoCodeForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  onCancel,
  headingLevel = 2,
  className,
}: PromoCodeFormProps) {
  const s = useStringAreas(STRINGS);
  const p = s.promoCodes;
  const { plural } = useFormat();
  const headingId = useId();
  const form = useSchemaForm(promoCodeFormSchema, { ...promoCodeFormDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  const isEdit = onCancel !== undefined;
  const Heading = `h${headingLevel}` as const;
  const categoryLabels = {
    commercial: p.categories.commercial,
    residential: p.categories.residential,
    'test kit': p.categories.testKit,
  };
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form wt-PromoCodeForm', className)}
      validationBehavior="aria"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <Heading id={headingId} className="wt-PromoCodeForm-heading">
        {isEdit ? formatString(p.editCode, { code: values.code }) : p.newCode}
      </Heading>
      <FormMessages error={error} />
      <TextInputField
        label={p.code}
        description={p.codeHint}
        autoComplete="off"
        {...fieldProps(form, 'code')}
        isRequired
      />
      <RadioGroupField<PromoKind>
        label={p.kind}
        value={values.kind}
        onChange={(next) => setField('kind', next)}
        options={PROMO_KINDS.map((value) => ({ value, label: p.kinds[value] }))}
        error={errors.kind}
      />
      {values.kind === 'percentage' ? (
        <NumberInputField label={p.percentOff} {...fieldProps(form, 'percentOff')} isRequired />
      ) : null}
      {values.kind === 'fixed-amount' ? (
        <NumberInputField
          decimal
          label={p.amountOff}
          {...fieldProps(form, 'amountOff')}
          isRequired
        />
      ) : null}
      <NumberInputField
        decimal
        label={p.minimumSubtotal}
        {...fieldProps(form, 'minimumSubtotal')}
      />
      <RadioGroupField<PromoCodeFormInput['category']>
        label={p.scope}
        value={values.category}
        onChange={(next) => setField('category', next)}
        options={[
          { value: PROMO_SCOPE_ALL, label: p.everyProduct },
          ...CATEGORIES.map((value) => ({ value, label: categoryLabels[value] })),
        ]}
        error={errors.category}
      />
      {values.productIds.length > 0 ? (
        <p className="wt-PromoCodeForm-products">
          {plural(p.productScope, values.productIds.length)}
        </p>
      ) : null}
      <div className="wt-Form-row">
        <TextInputField label={p.startsAt} {...fieldProps(form, 'startsAt')} />
        <TextInputField label={p.endsAt} {...fieldProps(form, 'endsAt')} />
      </div>
      <div className="wt-Form-row">
        <NumberInputField label={p.usageLimit} {...fieldProps(form, 'usageLimit')} />
        <NumberInputField label={p.perCustomerLimit} {...fieldProps(form, 'perCustomerLimit')} />
      </div>
      <CheckboxField
        isSelected={values.isActive === 'yes'}
        onChange={(next) => setField('isActive', next ? 'yes' : 'no')}
        error={errors.isActive}
      >
        {p.isActive}
      </CheckboxField>
      <div className="wt-PromoCodeForm-actions">
        <FormSubmit isPending={isSubmitting}>{isEdit ? p.save : p.create}</FormSubmit>
        {onCancel ? (
          <Button variant="secondary" size="lg" onPress={onCancel}>
            {p.cancel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
