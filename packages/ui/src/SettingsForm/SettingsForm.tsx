import {
  LABELS,
  type SettingsInput,
  type SettingsOutput,
  settingsDefaults,
  settingsSchema,
  WATER_TYPES,
  type WaterType,
} from '@wtkit/domain';
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
import { useSchemaForm } from '../internal/useSchemaForm.js';
import '../internal/FormLayout.css';

export interface SettingsFormProps {
  onSubmit: (values: SettingsOutput) => void;
  /** Loaded values (domain's `settingsFromHouseData`); defaults of 001 §3 otherwise. */
  defaultValues?: Partial<SettingsInput>;
  isSubmitting?: boolean;
  /** "Error loading settings: ..." or "Error saving settings: ...". */
  error?: string | null;
  /** "Settings updated successfully!" after a save. */
  success?: string | null;
  className?: string;
}

const waterOptions = WATER_TYPES.map((value) => ({ value, label: value }));

function text(value: unknown): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

/**
 * Household & Water Profile (001 §2, §4, §5): ZIP, people, pets, the approximation checkbox that
 * disables TDS and hardness, TDS, hardness (ppm), water source, shower time, Save Settings.
 */
export function SettingsForm({
  onSubmit,
  defaultValues,
  isSubmitting = false,
  error,
  success,
  className,
}: SettingsFormProps) {
  const form = useSchemaForm(settingsSchema, { ...settingsDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  return (
    <Form
      ref={form.formRef}
      className={cx('wt-base wt-Form', className)}
      data-wide=""
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h1 className="wt-Form-title">{LABELS.account.settingsTitle}</h1>
      <FormMessages error={error} success={success} />
      <div className="wt-Form-row">
        <TextInputField
          label={LABELS.account.zip}
          autoComplete="postal-code"
          value={values.zip}
          onChange={(next) => setField('zip', next)}
          error={errors.zip}
          isRequired
        />
        <NumberInputField
          label={LABELS.account.peopleNumber}
          value={text(values.peopleNumber)}
          onChange={(next) => setField('peopleNumber', next)}
          error={errors.peopleNumber}
          isRequired
        />
        <NumberInputField
          label={LABELS.account.petsNumber}
          value={text(values.petsNumber)}
          onChange={(next) => setField('petsNumber', next)}
          error={errors.petsNumber}
          isRequired
        />
      </div>
      <CheckboxField
        isSelected={values.useEstimate}
        onChange={(next) => setField('useEstimate', next)}
      >
        {LABELS.account.useApproximation}
      </CheckboxField>
      <div className="wt-Form-row">
        <NumberInputField
          decimal
          label={LABELS.account.tds}
          value={text(values.tds)}
          onChange={(next) => setField('tds', next)}
          error={errors.tds}
          isDisabled={values.useEstimate}
        />
        <NumberInputField
          decimal
          label={LABELS.account.hardness}
          value={text(values.hardness)}
          onChange={(next) => setField('hardness', next)}
          error={errors.hardness}
          isDisabled={values.useEstimate}
        />
      </div>
      <RadioGroupField<WaterType>
        label={LABELS.account.waterType}
        value={values.waterType}
        onChange={(next) => setField('waterType', next)}
        options={waterOptions}
        error={errors.waterType}
      />
      <NumberInputField
        decimal
        label={LABELS.account.showerTime}
        value={text(values.showerTime)}
        onChange={(next) => setField('showerTime', next)}
        error={errors.showerTime}
        isRequired
      />
      <Button type="submit" size="lg" isPending={isSubmitting}>
        {LABELS.account.saveSettings}
      </Button>
    </Form>
  );
}
