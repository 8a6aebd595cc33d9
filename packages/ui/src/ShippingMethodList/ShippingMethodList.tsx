import { Alert } from '../Alert/Alert.js';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { FormMessages } from '../internal/FormMessages.js';
import { Spinner } from '../Spinner/Spinner.js';
import { shippingRatesStrings } from '../strings/catalogue/shippingRates.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './ShippingMethodList.css';

/** The catalogue's areas this module reads. */
const STRINGS = { shippingRates: shippingRatesStrings };

/** A shipping method as `GET /admin/shipping-methods` gives it (amounts in dollars). */
export interface ShippingMethodListItem {
  _id: string;
  name: string;
  deliveryEstimate: string;
  price: number;
  freeAbove: number | null;
  states: readonly string[];
  isActive: boolean;
}

/** How an admin's action on one row ended (a method's id, a state's code): shown with it. */
export interface AdminOutcome {
  id: string;
  tone: 'success' | 'danger';
  message: string;
}

export interface ShippingMethodListProps {
  /** Every method; undefined while they load. */
  methods: readonly ShippingMethodListItem[] | undefined;
  /** Why they could not be loaded. */
  error?: string | null;
  onEdit: (id: string) => void;
  onDeactivate: (id: string) => void;
  /** The method whose deactivation is running (its button is pending). */
  busyId?: string | null;
  /** The last deactivation's outcome. */
  outcome?: AdminOutcome | null;
  className?: string;
}

/**
 * The admin's shipping methods: each with its estimate, price, free threshold, the states it
 * serves and whether it is offered, with Edit and Deactivate. An action's outcome is said beside
 * its method.
 */
export function ShippingMethodList({
  methods,
  error,
  onEdit,
  onDeactivate,
  busyId = null,
  outcome = null,
  className,
}: ShippingMethodListProps) {
  const s = useStringAreas(STRINGS);
  const t = s.shippingRates;
  const format = useFormat();
  if (error)
    return (
      <Alert tone="danger" className={className}>
        <DomainMessage text={error} />
      </Alert>
    );
  if (methods === undefined) return <Spinner label={t.loadingMethods} />;
  if (methods.length === 0) return <p className={cx('wt-base', className)}>{t.noMethods}</p>;
  return (
    <ul className={cx('wt-base wt-ShippingMethodList', className)} aria-label={t.methodList}>
      {methods.map((method) => (
        <li key={method._id} className="wt-panel wt-ShippingMethodList-method">
          <h3 className="wt-ShippingMethodList-head">
            <span className="wt-ShippingMethodList-name">{method.name}</span>
            <Badge tone={method.isActive ? 'success' : 'neutral'}>
              {method.isActive ? t.active : t.inactive}
            </Badge>
          </h3>
          <p className="wt-ShippingMethodList-price">{format.price(method.price)}</p>
          <ul className="wt-ShippingMethodList-rules">
            <li>{method.deliveryEstimate}</li>
            {method.freeAbove === null ? null : (
              <li>{formatString(t.freeFrom, { amount: format.price(method.freeAbove) })}</li>
            )}
            <li>{formatString(t.shipsTo, { states: method.states.join(', ') })}</li>
          </ul>
          {outcome?.id === method._id ? (
            <FormMessages
              error={outcome.tone === 'danger' ? outcome.message : null}
              success={outcome.tone === 'success' ? outcome.message : null}
            />
          ) : null}
          <div className="wt-ShippingMethodList-actions">
            <Button
              variant="secondary"
              size="sm"
              aria-label={formatString(t.editLabel, { name: method.name })}
              onPress={() => onEdit(method._id)}
            >
              {t.edit}
            </Button>
            {method.isActive ? (
              <Button
                variant="danger"
                size="sm"
                aria-label={formatString(t.deactivateLabel, { name: method.name })}
                isPending={busyId === method._id}
                onPress={() => onDeactivate(method._id)}
              >
                {t.deactivate}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
