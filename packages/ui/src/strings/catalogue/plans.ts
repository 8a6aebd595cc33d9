/** PlanControls: a tracked part's filter plan, its start, its state and its actions. */
export const plansStrings = {
  title: 'Filter plan',
  /** The controls' group, one per part. */
  groupLabel: 'Filter plan for {part}',
  loading: 'Loading your plan...',
  intro: 'Have {product} ordered and paid for automatically each time this part is spent.',
  startPlan: 'Start a plan',
  startPlanLabel: 'Start a plan for {part}',
  /** The start form. */
  payWith: 'Pay with',
  cardOption: '{card}, expires {month}/{year}',
  quantity: 'Quantity per order',
  eachOrder: 'Each order: {quantity} × {product} at the day’s price (today {price} each).',
  shipsTo: 'Ships to {address}',
  address: '{street}, {city}, {state} {zip}',
  changeAddress: 'Change in Shipping Details',
  confirmStart: 'Start plan',
  starting: 'Starting plan...',
  notNow: 'Not now',
  /** What each state is called. */
  states: {
    active: 'Active',
    skipped: 'Next order skipped',
    paused: 'Paused',
    failed: 'Payment failed',
    needsAuthentication: 'Payment needs your confirmation',
  },
  nextOrder: 'Next order',
  noNextOrder: 'None while the plan is paused',
  order: 'Each order',
  orderLine: '{quantity} × {product}',
  card: 'Card',
  noCard: 'None: the plan’s card was removed',
  shipping: 'Ships to',
  skippedNote: 'The order due {date} is skipped.',
  pausedNote: 'No orders are placed until you resume the plan.',
  failedNote:
    'The card was declined, so no order was placed and the plan is paused. Update your card, then resume the plan.',
  updateCard: 'Update your card',
  authenticationNote:
    'Your bank asks you to confirm the payment for this order. The order is placed once you do.',
  confirmPayment: 'Confirm the payment',
  /** The actions and their accessible names (one per part). */
  skipNext: 'Skip next',
  skipNextLabel: 'Skip next order of {part}',
  pause: 'Pause',
  pauseLabel: 'Pause the plan for {part}',
  resume: 'Resume',
  resumeLabel: 'Resume the plan for {part}',
  cancel: 'Cancel',
  cancelLabel: 'Cancel the plan for {part}',
  cancelTitle: 'Cancel the plan for {part}?',
  cancelQuestion:
    'No more orders are placed for this part. You can start a new plan for it at any time.',
  cancelConfirm: 'Cancel plan',
  keepPlan: 'Keep plan',
  working: 'Working...',
  /** Said once an action has succeeded. */
  announceStarted: 'Plan started for {part}. The first order is on {date}.',
  announceSkipped: 'Next order of {part} skipped. The next order is on {date}.',
  announcePaused: 'Plan for {part} paused. No orders are placed until you resume it.',
  announceResumed: 'Plan for {part} resumed. The next order is on {date}.',
  announceCancelled: 'Plan for {part} cancelled.',
  /** Why a part cannot be planned yet, and what to do. */
  noReplacement:
    'A plan orders the part’s replacement from the catalogue, and this part has none there yet.',
  noLifespan: 'This part has no replacement interval, so a plan would have no date to order it on.',
  askUs: 'Ask us to add it',
  noSavedCard: 'A plan pays with a saved card, and you have not saved one yet.',
  saveCard: 'Save a card in Settings',
  noAddress: 'A plan sends each order to your address in Shipping Details, which is not complete.',
  addAddress: 'Complete your Shipping Details',
} as const;
