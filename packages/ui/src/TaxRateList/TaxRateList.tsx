import { stateName } from '@wtkit/domain';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { FormMessages } from '../internal/FormMessages.js';
import type { AdminOutcome } from '../ShippingMethodList/ShippingMethodList.js';
import { Spinner } from '../Spinner/Spinner.js';
import { shippingRatesStrings } from '../strings/catalogue/shippingRates.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './TaxRateList.css';

/** The catalogue's areas this module reads. */
const STRINGS = { shippingRates: shippingRatesStrings };

/** A state's rate as `GET /admin/tax-rates` gives it (the rate in percent). */
export interface TaxRateListItem {
  state: string;
  rate: number;
  taxShipping: boolean;
}

export interface TaxRateListProps {
  /** Every rate; undefined while they load. */
  rates: readonly TaxRateListItem[] | undefined;
  error?: string | null;
  onRemove: (state: string) => void;
  /** The state whose rate is being removed (its button is pending). */
  busyState?: string | null;
  /** The last removal's outcome (`id`: the state's code). */
  outcome?: AdminOutcome | null;
  className?: string;
}

/**
 * The sales tax table: each state with its rate and whether shipping is taxed there, and Remove
 * (the state is then charged no tax). An outcome is said beside its state.
 */
export function TaxRateList({
  rates,
  error,
  onRemove,
  busyState = null,
  outcome = null,
  className,
}: TaxRateListProps) {
  const s = useStringAreas(STRINGS);
  const t = s.shippingRates;
  const format = useFormat();
  if (error)
    return (
      <Alert tone="danger" className={className}>
        <DomainMessage text={error} />
      </Alert>
    );
  if (rates === undefined) return <Spinner label={t.loadingRates} />;
  if (rates.length === 0) return <p className={cx('wt-base', className)}>{t.noRates}</p>;
  return (
    <ul className={cx('wt-base wt-TaxRateList', className)} aria-label={t.rateList}>
      {rates.map((rate) => {
        const name = `${stateName(rate.state)} (${rate.state})`;
        return (
          <li key={rate.state} className="wt-TaxRateList-rate">
            <span className="wt-TaxRateList-state">{name}</span>
            <span className="wt-TaxRateList-percent">
              {formatString(t.ratePercent, { rate: format.number(rate.rate) })}
            </span>
            <span className="wt-TaxRateList-shipping">
              {rate.taxShipping ? t.shippingTaxed : t.shippingNotTaxed}
            </span>
            <Button
              variant="danger"
              size="sm"
              aria-label={formatString(t.removeLabel, { state: name })}
              isPending={busyState === rate.state}
              onPress={() => onRemove(rate.state)}
            >
              {t.remove}
            </Button>
            {outcome?.id === rate.state ? (
              <div className="wt-TaxRateList-outcome">
                <FormMessages
                  error={outcome.tone === 'danger' ? outcome.message : null}
                  success={outcome.tone === 'success' ? outcome.message : null}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
