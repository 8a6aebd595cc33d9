import { MessageDeliveryError } from './errors.js';
import type { Message } from './messenger.js';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Twilio's API origin; tests point it at a local server speaking the same endpoint. */
  apiUrl: string;
}

/** Sends an SMS with Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`). */
export function createTwilioSender(config: TwilioConfig) {
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return async (message: Message) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: message.to, From: config.from, Body: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new MessageDeliveryError(
        `SMS provider answered ${response.status}: ${detail.slice(0, 200)}`,
      );
    }
  };
}
