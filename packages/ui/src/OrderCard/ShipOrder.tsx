import type { Shipment } from '@wtkit/domain';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.js';
import { ordersStrings } from '../strings/catalogue/orders.js';
import { useStringAreas } from '../strings/WtkitProvider.js';

/** The catalogue's areas this module reads. */
const STRINGS = { orders: ordersStrings };

const loadForm = () => import('./ShipOrderForm.js');
const ShipOrderForm = lazy(() => loadForm().then((module) => ({ default: module.ShipOrderForm })));

export interface ShipOrderProps {
  onShip: (shipment: Shipment) => void;
  isShipping?: boolean;
}

/**
 * Mark as Shipped on a received order: the button opens the shipment form in its place (its
 * fields load then, so customers' order pages never carry them); closing the form gives focus
 * back to the button.
 */
export function ShipOrder({ onShip, isShipping = false }: ShipOrderProps) {
  const s = useStringAreas(STRINGS);
  const [isOpen, setOpen] = useState(false);
  const openerId = useId();
  const returnFocus = useRef(false);
  useLayoutEffect(() => {
    if (isOpen || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(openerId)?.focus();
  }, [isOpen, openerId]);

  if (!isOpen) {
    return (
      <Button
        id={openerId}
        variant="secondary"
        aria-expanded={false}
        onHoverStart={() => void loadForm()}
        onFocus={() => void loadForm()}
        onPress={() => setOpen(true)}
      >
        {s.orders.markAsShipped}
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <ShipOrderForm
        onShip={onShip}
        isShipping={isShipping}
        onCancel={() => {
          returnFocus.current = true;
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
