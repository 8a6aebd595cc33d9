import {
  CARRIER_MAX_LENGTH,
  readShipment,
  type Shipment,
  TRACKING_NUMBER_MAX_LENGTH,
} from '@wtkit/domain';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.js';
import { TextInputField } from '../Field/Field.js';
import { useStrings } from '../strings/WtkitProvider.js';

export interface ShipOrderFormProps {
  onShip: (shipment: Shipment) => void;
  isShipping?: boolean;
}

/**
 * Mark as Shipped on a received order: the button opens a short form for the carrier and the
 * tracking number (both optional), Confirm shipment sends it, Cancel (or Escape in a field)
 * closes it and gives focus back to the button.
 */
export function ShipOrderForm({ onShip, isShipping = false }: ShipOrderFormProps) {
  const s = useStrings();
  const [isOpen, setOpen] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const openerId = useId();
  const returnFocus = useRef(false);
  // Once the form is gone, focus goes back to the button that opened it (not to the page).
  useLayoutEffect(() => {
    if (isOpen || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(openerId)?.focus();
  }, [isOpen, openerId]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readShipment({ carrier, trackingNumber });
    if (!read.ok) {
      setError(read.trackingNumberError);
      return;
    }
    setError(undefined);
    onShip(read.shipment);
  };

  if (!isOpen) {
    return (
      <Button id={openerId} variant="secondary" aria-expanded={false} onPress={() => setOpen(true)}>
        {s.orders.markAsShipped}
      </Button>
    );
  }
  return (
    <form
      className="wt-OrderCard-ship"
      aria-label={s.orders.markAsShipped}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <TextInputField
        label={s.orders.carrierOptional}
        value={carrier}
        onChange={setCarrier}
        maxLength={CARRIER_MAX_LENGTH}
        autoComplete="off"
        autoFocus
      />
      <TextInputField
        label={s.orders.trackingNumberOptional}
        value={trackingNumber}
        onChange={(value) => {
          setTrackingNumber(value);
          setError(undefined);
        }}
        maxLength={TRACKING_NUMBER_MAX_LENGTH}
        autoComplete="off"
        error={error}
      />
      <div className="wt-OrderCard-shipActions">
        <Button type="submit" isPending={isShipping}>
          {s.orders.confirmShipment}
        </Button>
        <Button variant="ghost" onPress={close} isDisabled={isShipping}>
          {s.layout.cancel}
        </Button>
      </div>
    </form>
  );
}
