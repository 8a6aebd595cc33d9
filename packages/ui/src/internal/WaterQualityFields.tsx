import { LABELS, MESSAGES } from '@wtkit/domain';
import { CheckboxField, NumberInputField } from '../Field/Field.js';
import { fieldProps } from './SchemaFormShell.js';
import type { SchemaForm } from './useSchemaForm.js';

/** The values the block edits: the schemas take TDS and hardness as text or numbers. */
export interface WaterQualityValues {
  useEstimate: boolean;
  tds: string | number;
  hardness: string | number;
}

/** Each place words the block its own way (001 §2): the settings page and the tracker dialog. */
const VARIANTS = {
  settings: {
    useEstimate: LABELS.account.useApproximation,
    tds: LABELS.account.tds,
    hardness: LABELS.account.hardness,
    hardnessNote: undefined,
    rowClassName: 'wt-Form-row',
  },
  tracker: {
    useEstimate: LABELS.tracker.useEstimate,
    tds: LABELS.tracker.tds,
    hardness: LABELS.tracker.hardness,
    hardnessNote: MESSAGES.tracker.hardnessNote,
    rowClassName: 'wt-TrackerDialog-row',
  },
} as const;

export interface WaterQualityFieldsProps<Input extends WaterQualityValues> {
  form: Pick<SchemaForm<Input, unknown>, 'values' | 'errors' | 'setField'>;
  variant: keyof typeof VARIANTS;
}

/**
 * The water-quality block of the settings form and the tracker dialog (001 §2, §5): the
 * estimate checkbox, then TDS and hardness side by side, both disabled while the estimate is
 * used; the tracker dialog notes the hardness units under its field.
 */
export function WaterQualityFields<Input extends WaterQualityValues>({
  form,
  variant,
}: WaterQualityFieldsProps<Input>) {
  const { values, setField } = form;
  const labels = VARIANTS[variant];
  return (
    <>
      <CheckboxField
        isSelected={values.useEstimate}
        onChange={(next) => setField('useEstimate', next as Input['useEstimate'])}
      >
        {labels.useEstimate}
      </CheckboxField>
      <div className={labels.rowClassName}>
        <NumberInputField
          decimal
          label={labels.tds}
          {...fieldProps(form, 'tds')}
          isDisabled={values.useEstimate}
        />
        <NumberInputField
          decimal
          label={labels.hardness}
          {...fieldProps(form, 'hardness')}
          isDisabled={values.useEstimate}
          description={labels.hardnessNote}
        />
      </div>
    </>
  );
}
