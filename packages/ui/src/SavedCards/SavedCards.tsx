import { type ReactNode, useId } from 'react';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { Spinner } from '../Spinner/Spinner.js';
import { accountStrings } from '../strings/catalogue/account.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './SavedCards.css';

/** The catalogue's areas this module reads. */
const STRINGS = { account: accountStrings };

/** A saved card as the API gives it: never more of the number than its last 4 digits. */
export interface SavedCard {
  _id: string;
  brand: keyof typeof accountStrings.cardBrands;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCardsProps {
  /** The shopper's cards; undefined while they load. */
  cards: readonly SavedCard[] | undefined;
  /** Remove was pressed for a card. */
  onRemove?: (id: string) => void;
  /** The card whose removal is running (its button is pending). */
  removingId?: string | null;
  /** Why the cards could not be loaded, saved or removed. */
  error?: string | null;
  /** The form that adds a card (the payment provider's card fields). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The settings page's saved cards: brand, last 4 and expiry of each, with Remove. */
export function SavedCards({
  cards,
  onRemove,
  removingId = null,
  error,
  children,
  headingLevel = 2,
  className,
}: SavedCardsProps) {
  const s = useStringAreas(STRINGS);
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section
      className={cx('wt-base wt-panel wt-SavedCards', className)}
      aria-labelledby={headingId}
    >
      <Title id={headingId} className="wt-panel-heading">
        {s.account.savedCardsTitle}
      </Title>
      <p className="wt-SavedCards-intro">{s.account.savedCardsIntro}</p>
      {error ? (
        <Alert tone="danger">
          <DomainMessage text={error} />
        </Alert>
      ) : null}
      {cards === undefined ? (
        <Spinner label={s.account.loadingCards} />
      ) : cards.length === 0 ? (
        <p className="wt-SavedCards-empty">{s.account.noSavedCards}</p>
      ) : (
        <ul className="wt-SavedCards-list" aria-labelledby={headingId}>
          {cards.map((card) => {
            const name = formatString(s.account.cardEnding, {
              brand: s.account.cardBrands[card.brand] ?? s.account.cardBrands.unknown,
              last4: card.last4,
            });
            const removing = removingId === card._id;
            return (
              <li key={card._id} className="wt-SavedCards-card">
                <span className="wt-SavedCards-name">{name}</span>
                <span className="wt-SavedCards-expiry">
                  {formatString(s.account.cardExpires, {
                    month: String(card.expMonth).padStart(2, '0'),
                    year: String(card.expYear),
                  })}
                </span>
                {onRemove ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={formatString(s.account.removeCardLabel, {
                      brand: s.account.cardBrands[card.brand] ?? s.account.cardBrands.unknown,
                      last4: card.last4,
                    })}
                    isPending={removing}
                    onPress={() => onRemove(card._id)}
                  >
                    {removing ? <Spinner /> : null}
                    {s.account.removeCard}
                    {removing ? (
                      <span className="wt-visually-hidden">{s.account.removingCard}</span>
                    ) : null}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </section>
  );
}
