import { fromCents } from '@wtkit/domain';
import type Stripe from 'stripe';
import { requireUser } from '../auth/session.js';
import { notFound } from '../errors.js';
import { badRequest } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import {
  applyStripeEvent,
  confirmTestPayment,
  type StartedPayment,
  startPayment,
} from './service.js';

const paymentData = (payment: StartedPayment) => ({
  clientSecret: payment.clientSecret,
  paymentIntentId: payment.id,
  amount: fromCents(payment.amountCents),
  subtotal: fromCents(payment.subtotalCents),
  discount: fromCents(payment.discountCents),
  promoCode: payment.promoCode,
  shipping: fromCents(payment.shippingCents),
  shippingMethod: payment.shippingMethod,
  tax: fromCents(payment.taxCents),
  currency: 'usd' as const,
  status: payment.status,
});

export const paymentRoutes = {
  async createPaymentIntent({ body, user, app }) {
    const payment = await startPayment(app, requireUser(user).id, body);
    return { status: 200, body: { success: true, data: paymentData(payment) } };
  },

  async stripeWebhook({ headers, rawBody, app }) {
    if (!app.stripe) throw notFound('Stripe is not configured on this shop.');
    let event: Stripe.Event;
    try {
      event = app.stripe.client.webhooks.constructEvent(
        rawBody ?? '',
        headers['Stripe-Signature'],
        app.stripe.webhookSecret,
      );
    } catch {
      throw badRequest('The webhook signature is not valid.');
    }
    await applyStripeEvent(app, event);
    return { status: 200, body: { received: true } };
  },

  async testConfirmPayment({ body, user, app }) {
    const intent = await confirmTestPayment(app, requireUser(user).id, body);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Payment succeeded.',
        data: { id: intent.id, status: 'succeeded' },
      },
    };
  },
} satisfies Partial<Handlers>;
