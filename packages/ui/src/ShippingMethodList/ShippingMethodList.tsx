import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { type AdminOutcome, RecordList } from '../RecordList/RecordList.js';
import { shippingRatesStrings } from '../strings/catalogue/shippingRates.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';

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
  return (
    <RecordList
      items={methods}
      error={error}
      label={t.methodList}
      loadingLabel={t.loadingMethods}
      emptyText={t.noMethods}
      outcome={outcome}
      className={className}
      entry={(method) => ({
        id: method._id,
        title: method.name,
        badge: (
          <Badge tone={method.isActive ? 'success' : 'neutral'}>
            {method.isActive ? t.active : t.inactive}
          </Badge>
        ),
        figure: format.price(method.price),
        details: [
          method.deliveryEstimate,
          ...(method.freeAbove === null
            ? []
            : [formatString(t.freeFrom, { amount: format.price(method.freeAbove) })]),
          formatString(t.shipsTo, { states: method.states.join(', ') }),
        ],
        actions: (
          <>
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
          </>
        ),
      })}
    />
  );
}
