/** A message provider (SMTP, SMS) did not accept a message; the messenger records it as failed. */
export class MessageDeliveryError extends Error {
  override readonly name = 'MessageDeliveryError';
}
