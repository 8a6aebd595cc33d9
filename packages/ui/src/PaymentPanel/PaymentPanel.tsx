import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { Spinner } from '../Spinner/Spinner.js';
import { checkoutStrings } from '../strings/catalogue/checkout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './PaymentPanel.css';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

export interface PaymentPanelProps {
  /** The payment provider's fields (Stripe's Payment Element, or the test card fields). */
  children?: ReactNode;
  /** Pay Now was pressed (never while paying or disabled). */
  onPay: () => void;
  /** A payment is in flight: Pay Now is pending and cannot be pressed again. */
  isPaying?: boolean;
  /** Pay Now cannot be pressed (e.g. the provider's form is still loading). */
  isDisabled?: boolean;
  /** The provider's message (e.g. "Your card was declined.") or the screen's own error. */
  error?: string | null;
  /** Shown above the fields, e.g. the test mode notice. */
  notice?: ReactNode;
  /** The total being paid, shown on the panel. */
  total?: string;
  formRef?: Ref<HTMLFormElement>;
  /** The panel's heading; Payment by default. */
  heading?: string;
  /** The submit button's text and what it says while busy; Pay Now and Paying by default. */
  submitLabel?: string;
  busyLabel?: string;
  className?: string;
}

/**
 * Checkout's payment panel: the provider's fields and Pay Now. While a payment runs the
 * button is pending, so a double click cannot pay twice.
 */
export function PaymentPanel({
  children,
  onPay,
  isPaying = false,
  isDisabled = false,
  error,
  notice,
  total,
  formRef,
  heading,
  submitLabel,
  busyLabel,
  className,
}: PaymentPanelProps) {
  const s = useStringAreas(STRINGS);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPaying && !isDisabled) onPay();
  };
  return (
    <section
      className={cx('wt-base wt-panel wt-PaymentPanel', className)}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="wt-panel-heading">
        {heading ?? s.checkout.payment}
      </h2>
      {notice}
      <form ref={formRef} className="wt-PaymentPanel-form" onSubmit={submit} noValidate>
        {children}
        {error ? (
          <Alert tone="danger">
            <DomainMessage text={error} />
          </Alert>
        ) : null}
        {total ? (
          <p className="wt-PaymentPanel-total">
            <span>{s.checkout.grandTotal}</span>
            <span>{total}</span>
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="wt-PaymentPanel-pay"
          isPending={isPaying}
          isDisabled={isDisabled}
        >
          {isPaying ? <Spinner /> : null}
          {submitLabel ?? s.checkout.payNow}
          {isPaying ? (
            <span className="wt-visually-hidden">{busyLabel ?? s.checkout.paying}</span>
          ) : null}
        </Button>
      </form>
    </section>
  );
}
