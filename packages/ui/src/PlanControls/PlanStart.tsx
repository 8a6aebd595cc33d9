import { QUANTITY_MIN } from '@wtkit/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, LinkButton } from '../Button/Button.js';
import { RadioGroupField } from '../Field/Field.js';
import { cardName } from '../internal/cardName.js';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.js';
import type { SavedCard } from '../SavedCards/SavedCards.js';
import { Spinner } from '../Spinner/Spinner.js';
import { accountStrings } from '../strings/catalogue/account.js';
import { plansStrings } from '../strings/catalogue/plans.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import type { ReplacementProduct } from '../TrackedFilterCard/TrackedFilterCard.js';
import { PlanAddressText } from './PlanAddressText.js';
import type { PlanAddress, PlanLinks, PlanStartInput } from './types.js';

/** The catalogue's areas this module reads. */
const STRINGS = { plans: plansStrings, account: accountStrings };

export interface PlanStartProps {
  partName: string;
  replacement: ReplacementProduct;
  /** At least one card, newest first (the first is chosen). */
  cards: readonly SavedCard[];
  shippingAddress: PlanAddress;
  links: PlanLinks;
  isStarting: boolean;
  onStart: (input: PlanStartInput) => void;
}

/**
 * A part with no plan: what a plan does, and Start a plan, which shows the form to choose the
 * card and the quantity, with the address each order goes to (a disclosure: the button stays,
 * and Not now hides the form again, back on the button).
 */
export function PlanStart({
  partName,
  replacement,
  cards,
  shippingAddress,
  links,
  isStarting,
  onStart,
}: PlanStartProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const formId = useId();
  const openerBox = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  // The chosen card, or the newest while none is chosen (or the chosen one was removed).
  const cardId = cards.find(({ _id }) => _id === chosenCard)?._id ?? cards[0]?._id ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({ savedCardId: cardId, quantity });
  };

  const close = () => {
    setOpen(false);
    openerBox.current?.querySelector('button')?.focus();
  };

  return (
    <div className="wt-PlanControls-body" data-state="none">
      <p className="wt-PlanControls-note">
        {formatString(s.plans.intro, { product: replacement.name })}
      </p>
      <div ref={openerBox} className="wt-PlanControls-actions">
        <Button
          variant={isOpen ? 'secondary' : 'primary'}
          size="sm"
          aria-label={formatString(s.plans.startPlanLabel, { part: partName })}
          aria-expanded={isOpen}
          aria-controls={isOpen ? formId : undefined}
          onPress={() => setOpen((open) => !open)}
          data-plan-next-focus
        >
          {s.plans.startPlan}
        </Button>
      </div>
      {isOpen ? (
        <form
          id={formId}
          className="wt-PlanControls-form"
          aria-label={formatString(s.plans.startPlanLabel, { part: partName })}
          onSubmit={submit}
        >
          <RadioGroupField
            label={s.plans.payWith}
            orientation="vertical"
            value={cardId}
            onChange={setChosenCard}
            options={cards.map((card) => ({
              value: card._id,
              label: formatString(s.plans.cardOption, {
                card: cardName(s.account, card),
                month: String(card.expMonth).padStart(2, '0'),
                year: String(card.expYear),
              }),
            }))}
          />
          <QuantityStepper
            label={s.plans.quantity}
            value={quantity}
            onChange={setQuantity}
            isBusy={isStarting}
          />
          <p className="wt-PlanControls-note">
            {formatString(s.plans.eachOrder, {
              quantity: format.number(quantity),
              product: replacement.name,
              price: format.price(replacement.price),
            })}
          </p>
          <p className="wt-PlanControls-address">
            <PlanAddressText address={shippingAddress} withLabel />{' '}
            <LinkButton variant="ghost" size="sm" href={links.shippingDetails}>
              {s.plans.changeAddress}
            </LinkButton>
          </p>
          <div className="wt-PlanControls-actions">
            <Button type="submit" variant="primary" size="sm" isPending={isStarting}>
              {isStarting ? <Spinner /> : null}
              {s.plans.confirmStart}
              {isStarting ? <span className="wt-visually-hidden">{s.plans.starting}</span> : null}
            </Button>
            <Button variant="secondary" size="sm" onPress={close} isDisabled={isStarting}>
              {s.plans.notNow}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
