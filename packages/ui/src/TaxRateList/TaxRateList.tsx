import { stateName } from '@wtkit/domain';
import { Button } from '../Button/Button.js';
import { type AdminOutcome, RecordList } from '../RecordList/RecordList.js';
import { shippingRatesStrings } from '../strings/catalogue/shippingRates.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';

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
  return (
    <RecordList
      look="rows"
      items={rates}
      error={error}
      label={t.rateList}
      loadingLabel={t.loadingRates}
      emptyText={t.noRates}
      outcome={outcome}
      className={className}
      entry={(rate) => {
        const name = `${stateName(rate.state)} (${rate.state})`;
        return {
          id: rate.state,
          title: name,
          figure: formatString(t.ratePercent, { rate: format.number(rate.rate) }),
          details: [rate.taxShipping ? t.shippingTaxed : t.shippingNotTaxed],
          actions: (
            <Button
              variant="danger"
              size="sm"
              aria-label={formatString(t.removeLabel, { state: name })}
              isPending={busyState === rate.state}
              onPress={() => onRemove(rate.state)}
            >
              {t.remove}
            </Button>
          ),
        };
      }}
    />
  );
}
