import { TEST_CARDS, testCardDefaults, testCardSchema, toTestCard } from '@wtkit/domain';
import { TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { useSchemaForm } from '../internal/useSchemaForm.js';
import { PaymentPanel } from '../PaymentPanel/PaymentPanel.js';
import { checkoutStrings } from '../strings/catalogue/checkout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './TestCardForm.css';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

/** The card of POST /payments/test-confirm. */
export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface TestCardFormProps {
  /** Called with a well-formed card when Pay Now is pressed; the server decides the outcome. */
  onPay: (card: TestCard) => void;
  isPaying?: boolean;
  isDisabled?: boolean;
  /** The provider's message (e.g. "Your card was declined."). */
  error?: string | null;
  total?: string;
  /** The test cards listed; checkout's by default (saving a card lists SAVED_TEST_CARDS). */
  cards?: ReadonlyArray<{ number: string; outcome: string }>;
  /** As PaymentPanel's: the heading, the button and what it says while busy. */
  heading?: string;
  submitLabel?: string;
  busyLabel?: string;
  className?: string;
}

/**
 * The payment panel of the built-in test provider (no Stripe key set), clearly marked as test
 * mode, listing the test cards it accepts, with card number, expiry and CVC fields.
 */
export function TestCardForm({
  onPay,
  isPaying = false,
  isDisabled = false,
  error,
  total,
  cards = TEST_CARDS,
  heading,
  submitLabel,
  busyLabel,
  className,
}: TestCardFormProps) {
  const s = useStringAreas(STRINGS);
  const form = useSchemaForm(testCardSchema, testCardDefaults);
  const { values, errors, setField } = form;
  const locked = isPaying || isDisabled;
  return (
    <PaymentPanel
      className={cx('wt-TestCardForm', className)}
      formRef={form.formRef}
      onPay={() => form.handleSubmit((card) => onPay(toTestCard(card)))()}
      isPaying={isPaying}
      isDisabled={isDisabled}
      error={error}
      total={total}
      heading={heading}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      notice={
        <div className="wt-TestCardForm-notice" data-testid="test-mode">
          <p className="wt-TestCardForm-mode">{s.checkout.testMode}</p>
          <h3 className="wt-TestCardForm-cardsHeading">{s.checkout.testCardsHeading}</h3>
          <ul className="wt-TestCardForm-cards">
            {cards.map((card) => (
              <li key={card.number}>
                <code>{card.number}</code> {card.outcome}
              </li>
            ))}
          </ul>
          <p className="wt-TestCardForm-note">{s.checkout.testCardsNote}</p>
        </div>
      }
    >
      <TextInputField
        label={s.checkout.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={values.number}
        onChange={(next) => setField('number', next)}
        error={errors.number}
        isDisabled={locked}
        isRequired
      />
      <div className="wt-TestCardForm-row">
        <TextInputField
          label={s.checkout.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          value={values.expiry}
          onChange={(next) => setField('expiry', next)}
          error={errors.expiry}
          isDisabled={locked}
          isRequired
        />
        <TextInputField
          label={s.checkout.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          onChange={(next) => setField('cvc', next)}
          error={errors.cvc}
          isDisabled={locked}
          isRequired
        />
      </div>
    </PaymentPanel>
  );
}
