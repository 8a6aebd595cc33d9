import { RadioGroupField } from '../Field/Field.js';
import { checkoutStrings } from '../strings/catalogue/checkout.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

/** A shipping method offered for the order, as the server answered it. */
export interface ShippingMethodOption {
  id: string;
  name: string;
  deliveryEstimate: string;
  /** What this order pays for it (0: Free). */
  priceCents: number;
}

export interface ShippingMethodPickerProps {
  /** In the server's order (cheapest first). */
  methods: readonly ShippingMethodOption[];
  /** The method the order ships by. */
  value: string;
  onChange: (id: string) => void;
  /** No change can be made (a payment has started). */
  isDisabled?: boolean;
  className?: string;
}

/**
 * Checkout's shipping methods: a radio group (arrow keys move the choice), each option with its
 * name, delivery estimate and price for this order ("Free" when it costs nothing), in the order
 * given.
 */
export function ShippingMethodPicker({
  methods,
  value,
  onChange,
  isDisabled,
  className,
}: ShippingMethodPickerProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  return (
    <RadioGroupField
      className={className}
      label={s.checkout.shippingMethod}
      name="shippingMethod"
      orientation="vertical"
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      options={methods.map((method) => ({
        value: method.id,
        label: method.name,
        detail: method.deliveryEstimate,
        end: method.priceCents === 0 ? s.checkout.free : format.priceCents(method.priceCents),
      }))}
    />
  );
}
