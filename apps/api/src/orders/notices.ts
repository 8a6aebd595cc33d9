import { escapeHtml, formatUsd, oneLine, toCents } from '@wtkit/domain';
import type { Message } from '../messaging/index.js';
import type { ApiOrder } from './mapping.js';

/**
 * What the shop tells a customer about their order: confirmed, shipped, delivered. E-mails have
 * a plain-text body and the same in simple HTML; text messages are one short line. Every value
 * from the order (names, addresses, tracking numbers) is escaped in the HTML.
 */

export type OrderNotice = 'confirmed' | 'shipped' | 'delivered';

/** The order's short number: the first 8 characters of the id its order card starts with. */
export const orderNumber = (order: Pick<ApiOrder, '_id'>) => order._id.slice(0, 8);

function lines(order: ApiOrder): string[] {
  return order.orderItems.map(
    (item) => `${item.quantity} × ${item.name}: ${formatUsd(toCents(item.price) * item.quantity)}`,
  );
}

/**
 * The order's money beyond its lines: subtotal, discount, shipping and tax, when any of the last
 * three was charged (an order of lines only shows its total alone, as it always did).
 */
function charges(order: ApiOrder): string[] {
  if (order.discount === 0 && order.shipping === 0 && order.tax === 0 && !order.shippingMethod)
    return [];
  const usd = (dollars: number) => formatUsd(toCents(dollars));
  return [
    `Subtotal: ${usd(order.subtotal)}`,
    ...(order.discount > 0
      ? [`Discount${order.promoCode ? ` (${order.promoCode})` : ''}: -${usd(order.discount)}`]
      : []),
    ...(order.shippingMethod
      ? [`Shipping (${order.shippingMethod.name}): ${usd(order.shipping)}`]
      : []),
    ...(order.tax > 0 ? [`Sales tax: ${usd(order.tax)}`] : []),
  ];
}

function address(order: ApiOrder): string[] {
  const { street, city, state, zip } = order.shippingAddress;
  return [street, `${city}, ${state} ${zip}`];
}

function shipment(order: ApiOrder): string {
  if (order.carrier && order.trackingNumber)
    return `It is on its way with ${order.carrier}, tracking number ${order.trackingNumber}.`;
  if (order.trackingNumber) return `It is on its way, tracking number ${order.trackingNumber}.`;
  if (order.carrier) return `It is on its way with ${order.carrier}.`;
  return 'It is on its way.';
}

interface Content {
  subject: string;
  /** Paragraphs of the e-mail; an array is a list. */
  paragraphs: Array<string | string[]>;
  sms: string;
}

function content(kind: OrderNotice, order: ApiOrder, name: string): Content {
  const number = orderNumber(order);
  const total = formatUsd(toCents(order.totalPrice));
  const greeting = name ? `Hello ${name},` : 'Hello,';
  switch (kind) {
    case 'confirmed':
      return {
        subject: `Your order ${number} is confirmed`,
        paragraphs: [
          greeting,
          `Thank you for your order. We have received your payment of ${total}.`,
          lines(order),
          ...(charges(order).length > 0 ? [charges(order)] : []),
          `Total: ${total}`,
          ['Shipping to:', ...address(order)],
          `Order number: ${order._id}. We will tell you when it ships.`,
        ],
        sms: `wtkit: order ${number} confirmed, ${total}. We will text you when it ships.`,
      };
    case 'shipped':
      return {
        subject: `Your order ${number} has shipped`,
        paragraphs: [
          greeting,
          `Your order ${number} has left our warehouse. ${shipment(order)}`,
          ['Shipping to:', ...address(order)],
        ],
        sms: `wtkit: order ${number} has shipped. ${shipment(order)}`,
      };
    case 'delivered':
      return {
        subject: `Your order ${number} was delivered`,
        paragraphs: [
          greeting,
          `Your order ${number} has been delivered. If a filter was in it, add it to your filter tracker so we can remind you when its parts need replacing.`,
        ],
        sms: `wtkit: order ${number} has been delivered.`,
      };
  }
}

/** The notice as a message for `channel` (without its recipient). */
export function orderNotice(
  kind: OrderNotice,
  order: ApiOrder,
  channel: Message['channel'],
  name = '',
): Omit<Message, 'to' | 'channel'> {
  const { subject, paragraphs, sms } = content(kind, order, name);
  // The carrier and tracking number are checked when an admin types them; orders shipped before
  // that rule may hold anything, and a text message is one line whatever the order holds.
  if (channel === 'sms') return { subject, text: oneLine(sms) };
  const text = paragraphs
    .map((paragraph) => (Array.isArray(paragraph) ? paragraph.join('\n') : paragraph))
    .join('\n\n');
  const html = paragraphs
    .map((paragraph) =>
      Array.isArray(paragraph)
        ? `<p>${paragraph.map(escapeHtml).join('<br>')}</p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  return { subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}
