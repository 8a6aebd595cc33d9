/** Contact page; the form texts are beyond the spec. */
export const contactFormMessages = {
  received: 'Success! Message received',
  /** Beyond the spec: the send failed and the server gave no sentence. */
  sendFailed: 'Your message could not be sent. Please try again.',
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
} as const;
