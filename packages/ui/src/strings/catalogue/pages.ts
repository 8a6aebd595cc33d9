/** The storefront's page titles and descriptions (document head) not given by a heading above. */
export const pagesStrings = {
  settingsTitle: 'Settings',
  orderHistoryTitle: 'Order History',
  receivedOrdersTitle: 'Received Orders',
  planLinkTitle: 'Your filter plan',
  signInDescription: 'Sign in to your account to order and track your filters.',
  signUpDescription: 'Create an account to order, track your filters and get reminders.',
  privacyPolicyDescription: 'How we collect, use and protect your details.',
  termsDescription:
    'The terms of buying from our shop, of its filter reminders and of using the site.',
  warrantyDescription:
    'What our warranty covers on water treatment systems and parts, and how to claim it.',
  contactUsDescription:
    'Call, write or send us a message about water treatment, your order or your filters.',
} as const;
