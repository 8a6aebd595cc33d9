import {
  CONTACT_METHODS,
  type ContactMethod,
  type FilterType,
  HARDNESS_UNITS,
  type HardnessUnit,
  POOL_OPTIONS,
  type PoolOption,
  TRACKER_DIALOG_RESET_MS,
  TRACKER_WATER_SOURCES,
  type TrackerDialogInput,
  type TrackerDialogOutput,
  type TrackerWaterSource,
  trackerDialogDefaults,
  trackerDialogSchema,
} from '@wtkit/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import { NumberInputField, RadioGroupField, TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { fieldProps } from '../internal/SchemaFormShell.js';
import { useControllableState } from '../internal/useControllableState.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';
import { WaterQualityFields } from '../internal/WaterQualityFields.js';
import { accountStrings } from '../strings/catalogue/account.js';
import { trackerStrings } from '../strings/catalogue/tracker.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../Dialog/Dialog.css';
import './TrackerDialog.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings, tracker: trackerStrings };

export interface TrackerDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The system's filter type: under-sink and whole-house systems ask different questions. */
  filterType: FilterType;
  /** The product the information is for, shown under the title and describing the dialog. */
  productName?: string | null;
  /** Pre-filled values (the household's data); merged over `trackerDialogDefaults`. */
  initialValues?: Partial<TrackerDialogInput>;
  /** Called with the checked values; the host saves them (and closes the dialog). */
  onSave: (values: TrackerDialogOutput) => void;
  /** While saving, the buttons are pending and the backdrop and Escape do not close it. */
  isSaving?: boolean;
  /** A save error to show (e.g. "Error saving item: ..."). */
  error?: string | null;
  className?: string;
}

const unitOptions = HARDNESS_UNITS.map((value) => ({ value, label: value }));

/**
 * Add Product Information: tracker name, contact method with its matching
 * field (only that one enabled), ZIP, water source, the estimate checkbox that disables TDS and
 * hardness, TDS, hardness with unit; people and pets for under-sink systems, people and pool for
 * whole-house ones. Checked on submit with the domain's messages; an error clears when its
 * field changes. The form is cleared 300 ms after the dialog closes.
 */
export function TrackerDialog({
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  filterType,
  productName,
  initialValues,
  onSave,
  isSaving = false,
  error,
  className,
}: TrackerDialogProps) {
  const s = useStringAreas(STRINGS);
  const { contactOptions, sourceOptions, poolOptions } = useMemo(
    () => ({
      contactOptions: CONTACT_METHODS.map((value) => ({
        value,
        label: value === 'email' ? s.tracker.email : s.tracker.sms,
      })),
      sourceOptions: TRACKER_WATER_SOURCES.map((value) => ({
        value,
        label: s.account.waterTypes[value],
      })),
      poolOptions: POOL_OPTIONS.map((value) => ({
        value,
        label: value === 'Yes' ? s.tracker.poolOptions.yes : s.tracker.poolOptions.no,
      })),
    }),
    [s.tracker, s.account.waterTypes],
  );
  const [isOpen, setOpen] = useControllableState(isOpenProp, defaultOpen, onOpenChange);
  const initial = useMemo<TrackerDialogInput>(
    () => ({ ...trackerDialogDefaults, ...initialValues, filterType }),
    [initialValues, filterType],
  );
  const form = useSchemaForm(trackerDialogSchema, initial);
  const { values, errors, setField } = form;
  const [nameAlert, setNameAlert] = useState(false);

  // Keep the system's type in the values when the host changes it.
  useEffect(() => {
    if (values.filterType !== filterType) setField('filterType', filterType);
  }, [filterType, values.filterType, setField]);

  // The dialog's state is cleared 300 ms after it closes.
  const resetRef = useRef(form.reset);
  resetRef.current = form.reset;
  useEffect(() => {
    if (isOpen) return;
    const timer = setTimeout(() => {
      resetRef.current();
      setNameAlert(false);
    }, TRACKER_DIALOG_RESET_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);

  const submit = form.handleSubmit((output) => onSave(output));
  const productId = useId();

  return (
    <ModalOverlay
      className="wt-base wt-ModalOverlay"
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
    >
      <Modal className={cx('wt-Modal wt-TrackerDialog', className)}>
        <Dialog className="wt-Dialog" aria-describedby={productName ? productId : undefined}>
          <div className="wt-TrackerDialog-header">
            <Heading slot="title" className="wt-Dialog-title">
              {s.tracker.title}
            </Heading>
            {productName ? (
              <p id={productId} className="wt-Dialog-text wt-TrackerDialog-product">
                {productName}
              </p>
            ) : null}
          </div>
          <Form
            ref={form.formRef}
            className="wt-TrackerDialog-form"
            validationBehavior="aria"
            onSubmit={(event) => {
              setNameAlert(values.customName.trim() === '');
              submit(event);
            }}
          >
            {nameAlert ? <Alert tone="danger">{s.tracker.nameRequiredAlert}</Alert> : null}
            {error ? (
              <Alert tone="danger">
                <DomainMessage text={error} />
              </Alert>
            ) : null}
            <TextInputField
              label={s.tracker.trackerName}
              {...fieldProps(form, 'customName')}
              onChange={(next) => {
                setField('customName', next);
                setNameAlert(false);
              }}
              isRequired
              autoFocus
            />
            <RadioGroupField<ContactMethod>
              label={s.tracker.contactMethod}
              value={values.contactMethod}
              onChange={(next) => setField('contactMethod', next)}
              options={contactOptions}
              error={errors.contactMethod}
            />
            <div className="wt-TrackerDialog-row">
              <TextInputField
                label={s.tracker.email}
                type="email"
                autoComplete="email"
                {...fieldProps(form, 'email')}
                isDisabled={values.contactMethod !== 'email'}
                isRequired={values.contactMethod === 'email'}
              />
              <TextInputField
                label={s.tracker.sms}
                type="tel"
                autoComplete="tel"
                {...fieldProps(form, 'sms')}
                isDisabled={values.contactMethod !== 'sms'}
                isRequired={values.contactMethod === 'sms'}
              />
            </div>
            <TextInputField
              label={s.tracker.zip}
              autoComplete="postal-code"
              {...fieldProps(form, 'zipCode')}
              isRequired
            />
            <RadioGroupField<TrackerWaterSource>
              label={s.tracker.waterSource}
              value={values.waterSource}
              onChange={(next) => setField('waterSource', next)}
              options={sourceOptions}
              error={errors.waterSource}
            />
            <WaterQualityFields form={form} variant="tracker" />
            <RadioGroupField<HardnessUnit>
              label={s.tracker.hardnessUnit}
              value={values.hardnessUnit}
              onChange={(next) => setField('hardnessUnit', next)}
              options={unitOptions}
              isDisabled={values.useEstimate}
            />
            {filterType === 'undersink' ? (
              <div className="wt-TrackerDialog-row">
                <NumberInputField
                  label={s.tracker.people}
                  {...fieldProps(form, 'roPeople')}
                  isRequired
                />
                <NumberInputField label={s.tracker.pets} {...fieldProps(form, 'roPets')} />
              </div>
            ) : null}
            {filterType === 'wholehouse' ? (
              <div className="wt-TrackerDialog-row">
                <NumberInputField
                  label={s.tracker.people}
                  {...fieldProps(form, 'wholeHousePeople')}
                  isRequired
                />
                <RadioGroupField<PoolOption>
                  label={s.tracker.pool}
                  value={values.hasPool}
                  onChange={(next) => setField('hasPool', next)}
                  options={poolOptions}
                />
              </div>
            ) : null}
            <div className="wt-Dialog-actions">
              <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={isSaving}>
                {s.tracker.cancel}
              </Button>
              <Button type="submit" isPending={isSaving}>
                {s.tracker.save}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
