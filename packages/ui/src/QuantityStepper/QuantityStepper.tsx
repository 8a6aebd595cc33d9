import { QUANTITY_MIN } from '@wtkit/domain';
import { useRef } from 'react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import { productStrings } from '../strings/catalogue/product.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './QuantityStepper.css';

/** The catalogue's areas this module reads. */
const STRINGS = { product: productStrings };

export interface QuantityStepperProps {
  value?: number;
  defaultValue?: number;
  onChange?: (quantity: number) => void;
  /** Visible label; defaults to "Quantity". */
  label?: string;
  /** Hide the label visually (it stays the field's accessible name). */
  hideLabel?: boolean;
  isDisabled?: boolean;
  /**
   * An update is running: the field reports no change and cannot be edited, but unlike
   * `isDisabled` it keeps focus (disabling the focused field drops focus to the page's body).
   */
  isBusy?: boolean;
  className?: string;
}

/**
 * The stepper buttons are named by react-aria ("Decrease"/"Increase" plus the field's label, in
 * the user's language) and sit outside the tab order: the field takes arrow keys.
 *
 * Quantity with decrease and increase buttons: whole numbers, minimum 1, no maximum.
 * The decrease button is disabled at 1. Arrow keys step; typing is allowed.
 */
export function QuantityStepper({
  value,
  defaultValue = QUANTITY_MIN,
  onChange,
  label: labelProp,
  hideLabel = false,
  isDisabled,
  isBusy = false,
  className,
}: QuantityStepperProps) {
  const s = useStringAreas(STRINGS);
  const label = labelProp ?? s.product.quantity;
  // Disabling the focused field blurs it while React commits, and react-aria commits its text on
  // blur with the handler of the previous render: a host that disables the stepper during an
  // update would be told the old quantity again. The render's own flag, kept in a ref, is already
  // current at that moment, so a disabled stepper reports nothing; it shows the value it is given
  // (react-aria resets a controlled field's text to `value` on that commit).
  const disabledRef = useRef(isDisabled || isBusy);
  disabledRef.current = isDisabled || isBusy;
  return (
    <NumberField
      className={cx('wt-base wt-QuantityStepper', className)}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        if (disabledRef.current) return;
        // Clearing the field and leaving it gives NaN: keep the minimum instead.
        onChange?.(Number.isFinite(next) ? next : QUANTITY_MIN);
      }}
      minValue={QUANTITY_MIN}
      step={1}
      isDisabled={isDisabled}
      // Busy, the field is read-only rather than disabled: it keeps the keyboard's focus.
      isReadOnly={isBusy}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
    >
      <Label className={hideLabel ? 'wt-visually-hidden' : 'wt-QuantityStepper-label'}>
        {label}
      </Label>
      <Group className="wt-QuantityStepper-group">
        <Button slot="decrement" className="wt-QuantityStepper-button wt-focus-ring">
          <Icon name="minus" />
        </Button>
        <Input className="wt-QuantityStepper-input" />
        <Button slot="increment" className="wt-QuantityStepper-button wt-focus-ring">
          <Icon name="plus" />
        </Button>
      </Group>
    </NumberField>
  );
}
