import {
  CARRIER_MAX_LENGTH,
  readShipment,
  type Shipment,
  TRACKING_NUMBER_MAX_LENGTH,
} from '@wtkit/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../Button/Button.js';
import { TextInputField } from '../Field/Field.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { ordersStrings } from '../strings/catalogue/orders.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './OrderCard.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings, orders: ordersStrings };

export interface ShipOrderFormProps {
  onShip: (shipment: Shipment) => void;
  onCancel: () => void;
  isShipping?: boolean;
}

/**
 * The carrier and the tracking number of a shipment (both optional): Confirm shipment sends
 * them, Cancel or Escape in a field closes the form. Loaded when an admin first opens it.
 */
export function ShipOrderForm({ onShip, onCancel, isShipping = false }: ShipOrderFormProps) {
  const s = useStringAreas(STRINGS);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [carrierError, setCarrierError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readShipment({ carrier, trackingNumber });
    if (!read.ok) {
      setCarrierError(read.carrierError);
      setError(read.trackingNumberError);
      return;
    }
    setCarrierError(undefined);
    setError(undefined);
    onShip(read.shipment);
  };

  return (
    <form
      className="wt-OrderCard-ship"
      aria-label={s.orders.markAsShipped}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <TextInputField
        label={s.orders.carrierOptional}
        value={carrier}
        onChange={(value) => {
          setCarrier(value);
          setCarrierError(undefined);
        }}
        maxLength={CARRIER_MAX_LENGTH}
        autoComplete="off"
        autoFocus
        error={carrierError}
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
        <Button variant="ghost" onPress={onCancel} isDisabled={isShipping}>
          {s.layout.cancel}
        </Button>
      </div>
    </form>
  );
}
