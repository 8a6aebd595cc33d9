import { orderStatusTone, type Shipment } from '@wtkit/domain';
import { useId } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource, mainImage } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import { ordersStrings } from '../strings/catalogue/orders.js';
import { formatString } from '../strings/formatString.js';
import type { WtkitStrings } from '../strings/types.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import { ShipOrder } from './ShipOrder.js';
import '../foundation.css';
import './OrderCard.css';

/** The catalogue's areas this module reads. */
const STRINGS = { orders: ordersStrings };

export interface OrderCardItem {
  _id: string;
  /** The product's id, or null when it has been deleted since (the item cannot be opened then). */
  product: string | null;
  name: string;
  imageUrl?: string | null;
  /** The API's `images`: the item's image with its variants, for the thumbnail's `srcset`. */
  images?: readonly ImageSource[] | null;
  quantity: number;
  price: number;
}

/** An order as the API gives it; the fields a card shows. */
export interface OrderCardOrder {
  _id: string;
  user: { name: string; email: string | null };
  status: string;
  totalPrice: number;
  /** The promo code used and what it took off (dollars); a card without a code shows neither. */
  promoCode?: string | null;
  discount?: number;
  /** The shipping method charged (as named then) and its price; none when nothing was charged. */
  shippingMethod?: { name: string } | null;
  shipping?: number;
  /** The sales tax paid; a card shows it when there was any. */
  tax?: number;
  createdAt: string;
  isDelivered: boolean;
  deliveredAt: string | null;
  /** When it was marked Shipped, and with which carrier and tracking number (each if known). */
  shippedAt?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The filter plan that placed it, if one did: the card says it is a plan order. */
  planId?: string | null;
  orderItems: readonly OrderCardItem[];
}

export interface OrderCardProps {
  order: OrderCardOrder;
  /**
   * Shows Mark as Shipped on paid orders (admin received orders): a short form for the carrier
   * and tracking number, both optional.
   */
  onMarkShipped?: (shipment: Shipment) => void;
  /** Disables Confirm shipment while it runs. */
  isShipping?: boolean;
  /** Shows Mark as Delivered on orders not Delivered (admin received orders). */
  onMarkDelivered?: () => void;
  /** Disables Mark as Delivered while it runs. */
  isMarking?: boolean;
  /** Makes each item pressable (order history opens the product). */
  onItemPress?: (item: OrderCardItem) => void;
  defaultExpanded?: boolean;
  isExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The badge's text: pending and paid capitalised like Shipped and Delivered; others as given. */
function statusLabel(status: string, s: Pick<WtkitStrings, 'orders'>): string {
  if (status === 'pending') return s.orders.statusPending;
  if (status === 'paid') return s.orders.statusPaid;
  return status;
}

/**
 * An order: id, customer name and e-mail, status badge (Delivered green, Shipped blue,
 * otherwise warning), the discount, shipping and sales tax it was charged (each if any), total, the dates it was placed, shipped and delivered, the carrier and
 * tracking number once shipped, an expandable item list, and for admins Mark as Shipped and
 * Mark as Delivered.
 */
export function OrderCard({
  order,
  onMarkShipped,
  isShipping = false,
  onMarkDelivered,
  isMarking = false,
  onItemPress,
  defaultExpanded,
  isExpanded,
  onExpandedChange,
  headingLevel = 2,
  className,
}: OrderCardProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  const delivered = order.status === 'Delivered';
  return (
    <article className={cx('wt-base wt-OrderCard', className)} aria-labelledby={headingId}>
      <header className="wt-OrderCard-header">
        <Title id={headingId} className="wt-OrderCard-title">
          {formatString(s.orders.order, { id: order._id })}
        </Title>
        <Badge tone={orderStatusTone(order.status)}>{statusLabel(order.status, s)}</Badge>
        {order.planId ? <Badge tone="info">{s.orders.planOrder}</Badge> : null}
      </header>
      <dl className="wt-OrderCard-facts">
        <div>
          <dt className="wt-visually-hidden">{s.orders.name}</dt>
          <dd className="wt-OrderCard-customer">{order.user.name}</dd>
        </div>
        {order.user.email ? (
          <div>
            <dt className="wt-visually-hidden">{s.orders.email}</dt>
            <dd className="wt-OrderCard-email">{order.user.email}</dd>
          </div>
        ) : null}
        {order.promoCode ? (
          <div className="wt-OrderCard-fact" data-testid="order-discount">
            <dt>{formatString(s.orders.discount, { code: order.promoCode })}</dt>
            <dd>
              {formatString(s.orders.discountAmount, { amount: format.price(order.discount ?? 0) })}
            </dd>
          </div>
        ) : null}
        {order.shippingMethod ? (
          <div className="wt-OrderCard-fact" data-testid="order-shipping">
            <dt>{formatString(s.orders.shipping, { method: order.shippingMethod.name })}</dt>
            <dd>{order.shipping ? format.price(order.shipping) : s.orders.shippingFree}</dd>
          </div>
        ) : null}
        {order.tax ? (
          <div className="wt-OrderCard-fact" data-testid="order-tax">
            <dt>{s.orders.tax}</dt>
            <dd>{format.price(order.tax)}</dd>
          </div>
        ) : null}
        <div className="wt-OrderCard-fact">
          <dt>{s.orders.total}</dt>
          <dd className="wt-OrderCard-total">{format.price(order.totalPrice)}</dd>
        </div>
        <div className="wt-OrderCard-fact">
          <dt>{s.orders.placed}</dt>
          <dd>
            <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
          </dd>
        </div>
        {order.shippedAt ? (
          <div className="wt-OrderCard-fact">
            <dt>{s.orders.shipped}</dt>
            <dd>
              <time dateTime={order.shippedAt}>{format.date(order.shippedAt)}</time>
            </dd>
          </div>
        ) : null}
        {order.carrier ? (
          <div className="wt-OrderCard-fact">
            <dt>{s.orders.carrier}</dt>
            <dd>{order.carrier}</dd>
          </div>
        ) : null}
        {order.trackingNumber ? (
          <div className="wt-OrderCard-fact">
            <dt>{s.orders.trackingNumber}</dt>
            <dd className="wt-OrderCard-tracking">{order.trackingNumber}</dd>
          </div>
        ) : null}
        {order.isDelivered && order.deliveredAt ? (
          <div className="wt-OrderCard-fact">
            <dt>{s.orders.delivered}</dt>
            <dd>
              <time dateTime={order.deliveredAt}>{format.date(order.deliveredAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <Disclosure
        className="wt-OrderCard-items"
        defaultExpanded={defaultExpanded}
        isExpanded={isExpanded}
        onExpandedChange={onExpandedChange}
      >
        <Heading level={headingLevel + 1} className="wt-OrderCard-itemsHeading">
          <AriaButton slot="trigger" className="wt-OrderCard-trigger wt-focus-ring">
            {formatString(s.orders.items, { count: order.orderItems.length })}
            <Icon name="chevron-down" />
          </AriaButton>
        </Heading>
        <DisclosurePanel className="wt-OrderCard-panel">
          <ul className="wt-OrderCard-list">
            {order.orderItems.map((item) => {
              const content = (
                <>
                  <span className="wt-OrderCard-thumb">
                    <Image {...mainImage(item)} sizes={IMAGE_SIZES.thumbnail} alt="" />
                  </span>
                  <span className="wt-OrderCard-itemName">{item.name}</span>
                  <span className="wt-OrderCard-itemMeta">
                    {s.orders.quantity} {item.quantity} · {format.price(item.price)}
                  </span>
                </>
              );
              return (
                <li key={item._id}>
                  {onItemPress && item.product !== null ? (
                    <AriaButton
                      className="wt-OrderCard-item wt-focus-ring"
                      data-pressable=""
                      onPress={() => onItemPress(item)}
                    >
                      {content}
                    </AriaButton>
                  ) : (
                    <span className="wt-OrderCard-item">{content}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </DisclosurePanel>
      </Disclosure>
      {onMarkShipped && order.status === 'paid' ? (
        <ShipOrder onShip={onMarkShipped} isShipping={isShipping} />
      ) : null}
      {onMarkDelivered && !delivered ? (
        <Button variant="secondary" isPending={isMarking} onPress={onMarkDelivered}>
          {s.orders.markAsDelivered}
        </Button>
      ) : null}
    </article>
  );
}
