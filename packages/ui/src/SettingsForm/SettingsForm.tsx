import {
  type SettingsInput,
  type SettingsOutput,
  settingsDefaults,
  settingsSchema,
  WATER_TYPES,
  type WaterType,
} from '@wtkit/domain';
import { NumberInputField, RadioGroupField, TextInputField } from '../Field/Field.js';
import {
  FormSubmit,
  fieldProps,
  type SavingFormProps,
  SchemaFormShell,
  useSchemaForm,
} from '../internal/SchemaFormShell.js';
import { WaterQualityFields } from '../internal/WaterQualityFields.js';
import { accountStrings } from '../strings/catalogue/account.js';
import type { WtkitStrings } from '../strings/types.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FormLayout.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

export interface SettingsFormProps extends SavingFormProps<SettingsInput, SettingsOutput> {
  /** Loaded values (domain's `settingsFromHouseData`); else `settingsDefaults`. */
  defaultValues?: Partial<SettingsInput>;
  /** "Error loading settings: ..." or "Error saving settings: ...". */
  error?: string | null;
  /** "Settings updated successfully!" after a save. */
  success?: string | null;
}

/** The catalogue's word for each of domain's water types. */
const WATER_TYPE_KEYS = {
  Municipal: 'municipal',
  Well: 'well',
  Other: 'other',
} as const satisfies Record<WaterType, keyof WtkitStrings['account']['waterTypes']>;

/**
 * Household & Water Profile: ZIP, people, pets, the approximation checkbox that
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
  const s = useStringAreas(STRINGS);
  const waterOptions = WATER_TYPES.map((value) => ({
    value,
    label: s.account.waterTypes[WATER_TYPE_KEYS[value]],
  }));
  const form = useSchemaForm(settingsSchema, { ...settingsDefaults, ...defaultValues });
  const { values, errors, setField } = form;
  return (
    <SchemaFormShell
      error={error}
      success={success}
      form={form}
      onSubmit={onSubmit}
      title={s.account.settingsTitle}
      wide
      className={className}
    >
      <div className="wt-Form-row">
        <TextInputField
          label={s.account.zip}
          autoComplete="postal-code"
          {...fieldProps(form, 'zip')}
          isRequired
        />
        <NumberInputField
          label={s.account.peopleNumber}
          {...fieldProps(form, 'peopleNumber')}
          isRequired
        />
        <NumberInputField
          label={s.account.petsNumber}
          {...fieldProps(form, 'petsNumber')}
          isRequired
        />
      </div>
      <WaterQualityFields form={form} variant="settings" />
      <RadioGroupField<WaterType>
        label={s.account.waterType}
        value={values.waterType}
        onChange={(next) => setField('waterType', next)}
        options={waterOptions}
        error={errors.waterType}
      />
      <NumberInputField
        decimal
        label={s.account.showerTime}
        {...fieldProps(form, 'showerTime')}
        isRequired
      />
      <FormSubmit isPending={isSubmitting}>{s.account.saveSettings}</FormSubmit>
    </SchemaFormShell>
  );
}
