import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactMessages, outbox } from '../src/db/schema.js';
import { apiClient, rawRequest } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

const message = (subject: string) => ({
  name: 'Dana Shopper',
  email: 'dana@example.com',
  subject,
  message: 'Do you install whole-house systems in Austin?\nThanks!',
});

/** What the suite's server appended to its outbox file (no SMTP configured). */
function loggedMail() {
  return readFileSync(join(inject('dataDir'), 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .flatMap((line) => {
      // Other files' messages are appended meanwhile: a line still being written is skipped.
      try {
        return [JSON.parse(line) as { channel: string; to: string; subject: string; text: string }];
      } catch {
        return [];
      }
    });
}

describe('POST /contact', () => {
  it('accepts a message without a token and e-mails it to the shop inbox', async () => {
    const subject = `Installation question ${randomUUID().slice(0, 8)}`;
    const answer = await unwrap(apiClient().POST('/contact', { body: message(subject) }));
    expect(answer).toEqual({ success: true, message: 'Success! Message received' });
    const mail = loggedMail().find((entry) => entry.subject === `Contact form: ${subject}`);
    // The suite's server has no SHOP_INBOX: the admin's address is the inbox.
    expect(mail).toMatchObject({ channel: 'email', to: inject('admin').email });
    expect(mail?.text).toContain('From: Dana Shopper <dana@example.com>');
    expect(mail?.text).toContain('Reply-To: dana@example.com');
    expect(mail?.text).toContain('Do you install whole-house systems in Austin?\nThanks!');
  });

  it('trims the fields it stores and sends', async () => {
    const subject = `Trimmed ${randomUUID().slice(0, 8)}`;
    await unwrap(
      apiClient().POST('/contact', {
        body: { ...message(`  ${subject}  `), name: '  Dana  ' },
      }),
    );
    const mail = loggedMail().find((entry) => entry.subject === `Contact form: ${subject}`);
    expect(mail?.text).toContain('From: Dana <dana@example.com>');
  });

  it('refuses malformed messages (400), rule-breaking ones (422) and huge bodies (413)', async () => {
    const subject = `Never sent ${randomUUID().slice(0, 8)}`;
    const good = message(subject);
    const cases: Array<[number, unknown]> = [
      [400, {}],
      [400, { ...good, name: undefined }],
      [400, { ...good, name: '' }],
      [400, { ...good, name: 'x'.repeat(101) }],
      [400, { ...good, subject: 'x'.repeat(201) }],
      [400, { ...good, message: 'x'.repeat(5001) }],
      [400, { ...good, email: 'not-an-email' }],
      [400, { ...good, email: 7 }],
      [400, { ...good, message: ['a'] }],
      [400, { ...good, phone: '555' }],
      [400, 'just text'],
      [422, { ...good, name: '   ' }],
      [422, { ...good, message: ' \n ' }],
      // The shop's e-mail rule: 2- or 3-letter suffixes only.
      [422, { ...good, email: 'dana@example.info' }],
    ];
    for (const [status, body] of cases) {
      const answer = await rawRequest('POST', '/contact', { body: JSON.stringify(body) });
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(status);
      expect(answer.body.success).toBe(false);
    }
    const notJson = await rawRequest('POST', '/contact', { body: '{"name": "Dana",' });
    expect(notJson.status).toBe(400);
    const huge = JSON.stringify({ ...good, message: 'x'.repeat(2_000_000) });
    expect((await rawRequest('POST', '/contact', { body: huge })).status).toBe(413);
    expect(loggedMail().some((entry) => entry.subject.includes(subject))).toBe(false);
  });
});

describe('POST /contact on a server with no inbox and a low limit', () => {
  let own: OwnServer;
  beforeAll(async () => {
    own = await startOwnServer({ env: { RATE_LIMIT_PER_IP: '3' } });
  });
  afterAll(async () => {
    await own?.close();
  });

  it('stores each message, sends nothing, and answers 429 past the limit', async () => {
    expect(own.server.app.config.shopInbox).toBeUndefined();
    for (let i = 1; i <= 3; i += 1) {
      const answer = await apiClient(undefined, own.base).POST('/contact', {
        body: message(`Limited ${i}`),
      });
      expect(answer.response.status).toBe(201);
    }
    const refused = await rawRequest('POST', '/contact', {
      base: own.base,
      body: JSON.stringify(message('Limited 4')),
    });
    expect(refused.status).toBe(429);
    expect(Number(await retryAfter(own.base))).toBeGreaterThan(0);

    const stored = await own.server.app.db
      .select()
      .from(contactMessages)
      .orderBy(contactMessages.subject);
    expect(stored.map((row) => row.subject)).toEqual(['Limited 1', 'Limited 2', 'Limited 3']);
    expect(stored[0]).toMatchObject({
      name: 'Dana Shopper',
      email: 'dana@example.com',
      message: 'Do you install whole-house systems in Austin?\nThanks!',
    });
    const sent = await own.server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Contact form: Limited 1'));
    expect(sent).toEqual([]);
  });
});

/** The Retry-After header of one more refused attempt. */
async function retryAfter(base: string) {
  const response = await fetch(`${base}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message('Limited 5')),
  });
  expect(response.status).toBe(429);
  return response.headers.get('retry-after');
}
