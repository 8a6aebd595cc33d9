import { contactFormSchema, MESSAGES } from '@wtkit/domain';
import { applyRules } from '../businessRules.js';
import { contactMessages } from '../db/schema.js';
import type { Handlers } from '../http/handlerTypes.js';
import { hit } from '../rateLimit.js';

const TOO_MANY = 'Too many messages from your address. Please wait a few minutes and try again.';

export const contactHandlers = {
  /**
   * The contact page's form: stored first (the shop can always read it from the database), then
   * e-mailed to the shop's inbox (SHOP_INBOX, else ADMIN_EMAIL) with the sender as the reply-to
   * line. Without an inbox the message is only stored. A failed delivery is logged by the
   * messenger and does not fail the request: the message is already kept.
   */
  async sendContactMessage({ body, app, clientIp }) {
    await hit(
      app.db,
      app.now(),
      { key: `contact:ip:${clientIp}`, max: app.config.rateLimitPerIp, windowSeconds: 900 },
      TOO_MANY,
    );
    const form = applyRules(contactFormSchema, body);
    const [stored] = await app.db
      .insert(contactMessages)
      .values({ ...form, createdAt: app.now() })
      .returning({ id: contactMessages.id });
    const inbox = app.config.shopInbox;
    if (inbox) {
      await app.messenger.send({
        channel: 'email',
        to: inbox,
        subject: `Contact form: ${form.subject}`,
        text: [
          `From: ${form.name} <${form.email}>`,
          `Reply-To: ${form.email}`,
          `Subject: ${form.subject}`,
          '',
          form.message,
          '',
          `(contact message ${stored?.id ?? ''})`,
        ].join('\n'),
      });
    }
    return { status: 201, body: { success: true, message: MESSAGES.contactForm.received } };
  },
} satisfies Partial<Handlers>;
