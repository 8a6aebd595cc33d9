import { CheckboxField, NumberInputField } from '../Field/Field.js';
import { accountStrings } from '../strings/catalogue/account.js';
import { trackerStrings } from '../strings/catalogue/tracker.js';
import type { WtkitStrings } from '../strings/types.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import { fieldProps } from './SchemaFormShell.js';
import type { SchemaForm } from './useSchemaForm.js';
import '../foundation.css';
import './FormLayout.css';
import '../TrackerDialog/TrackerDialog.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings, tracker: trackerStrings };

/** The values the block edits: the schemas take TDS and hardness as text or numbers. */
export interface WaterQualityValues {
  useEstimate: boolean;
  tds: string | number;
  hardness: string | number;
}

/** Each place words the block its own way: the settings page and the tracker dialog. */
const VARIANTS = {
  settings: (s: Pick<WtkitStrings, 'account'>) => ({
    useEstimate: s.account.useApproximation,
    tds: s.account.tds,
    hardness: s.account.hardness,
    hardnessNote: undefined,
    rowClassName: 'wt-Form-row',
  }),
  tracker: (s: Pick<WtkitStrings, 'tracker'>) => ({
    useEstimate: s.tracker.useEstimate,
    tds: s.tracker.tds,
    hardness: s.tracker.hardness,
    hardnessNote: s.tracker.hardnessNote,
    rowClassName: 'wt-TrackerDialog-row',
  }),
} as const;

export interface WaterQualityFieldsProps<Input extends WaterQualityValues> {
  form: Pick<SchemaForm<Input, unknown>, 'values' | 'errors' | 'setField'>;
  variant: keyof typeof VARIANTS;
}

/**
 * The water-quality block of the settings form and the tracker dialog: the
 * estimate checkbox, then TDS and hardness side by side, both disabled while the estimate is
 * used; the tracker dialog notes the hardness units under its field.
 */
export function WaterQualityFields<Input extends WaterQualityValues>({
  form,
  variant,
}: WaterQualityFieldsProps<Input>) {
  const s = useStringAreas(STRINGS);
  const { values, setField } = form;
  const labels = VARIANTS[variant](s);
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
