import { promoCodeMessages } from '@wtkit/domain';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.js';
import { TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { Spinner } from '../Spinner/Spinner.js';
import { checkoutStrings } from '../strings/catalogue/checkout.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './PromoCodeField.css';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

/** A code the server accepted, with what it takes off. */
export interface AppliedPromoCode {
  code: string;
  discountCents: number;
}

export interface PromoCodeFieldProps {
  /** The code in the order (the server's answer), or null. */
  applied: AppliedPromoCode | null;
  /** The order's total as shown now: said with each change of the code. */
  totalCents: number;
  /** Apply pressed with a code typed (trimmed, not empty). */
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The code is being checked: Apply is pending and the field read-only. */
  isApplying?: boolean;
  /** The code is being taken off: Remove is pending. */
  isRemoving?: boolean;
  /** Why the code typed does not apply (the server's message): the field's error, announced. */
  error?: string | null;
  className?: string;
}

/**
 * Checkout's promo code: a field with Apply, then the applied code with its discount and Remove.
 * A refusal is the field's error (its accessible description) and is said in a live region;
 * applying and removing say the new total. Focus follows the control that replaces the one
 * pressed: Remove after a code is applied, the field after it is removed.
 */
export function PromoCodeField({
  applied,
  totalCents,
  onApply,
  onRemove,
  isApplying = false,
  isRemoving = false,
  error,
  className,
}: PromoCodeFieldProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const [said, setSaid] = useState('');
  const appliedCode = applied?.code ?? null;
  const shownCode = useRef(appliedCode);
  // Noted while the new state renders, before the old controls leave the document.
  const focusWasInside = useRef(false);
  if (shownCode.current !== appliedCode && typeof document !== 'undefined')
    focusWasInside.current = rootRef.current?.contains(document.activeElement) ?? false;

  const total = format.priceCents(totalCents);
  const discount = applied ? format.priceCents(applied.discountCents) : '';
  // What the change of code says, with the figures of the render that shows it.
  const change = appliedCode
    ? formatString(s.checkout.codeApplied, { code: appliedCode, amount: discount, total })
    : formatString(s.checkout.codeRemoved, { total });
  const changeText = useRef(change);
  changeText.current = change;

  useLayoutEffect(() => {
    if (shownCode.current === appliedCode) return;
    shownCode.current = appliedCode;
    setSaid(changeText.current);
    if (appliedCode) setText('');
    if (focusWasInside.current) {
      const target = rootRef.current?.querySelector<HTMLElement>(
        appliedCode ? '[data-promo-remove]' : 'input',
      );
      target?.focus();
    }
    focusWasInside.current = false;
  }, [appliedCode]);

  const shownError = emptyError ? promoCodeMessages.enterCode : (error ?? undefined);
  const message = format.message;
  useEffect(() => {
    if (shownError) setSaid(message(shownError));
  }, [shownError, message]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isApplying) return;
    const code = text.trim();
    setEmptyError(code === '');
    if (code !== '') onApply(code);
  };

  return (
    <div ref={rootRef} className={cx('wt-base wt-PromoCodeField', className)}>
      {applied ? (
        <p className="wt-PromoCodeField-applied">
          <span data-testid="promo-applied">
            {formatString(s.checkout.appliedCode, { code: applied.code, amount: discount })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            data-promo-remove=""
            aria-label={formatString(s.checkout.removeCodeLabel, { code: applied.code })}
            isPending={isRemoving}
            onPress={onRemove}
          >
            {isRemoving ? <Spinner /> : null}
            {s.checkout.removeCode}
            {isRemoving ? (
              <span className="wt-visually-hidden">{s.checkout.removingCode}</span>
            ) : null}
          </Button>
        </p>
      ) : (
        <form className="wt-PromoCodeField-form" onSubmit={submit} noValidate>
          <TextInputField
            className="wt-PromoCodeField-input"
            label={s.checkout.promoCode}
            name="promoCode"
            autoComplete="off"
            value={text}
            onChange={(value) => {
              if (!isApplying) setText(value);
              setEmptyError(false);
            }}
            error={shownError}
          />
          <Button type="submit" variant="secondary" isPending={isApplying}>
            {isApplying ? <Spinner /> : null}
            {s.checkout.applyCode}
            {isApplying ? (
              <span className="wt-visually-hidden">{s.checkout.applyingCode}</span>
            ) : null}
          </Button>
        </form>
      )}
      <p className="wt-visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
