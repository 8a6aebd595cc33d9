/** How one component is worked from the keyboard: the keys and what each does. */
export interface KeyboardEntry {
  component: string;
  keys: ReadonlyArray<readonly [keys: string, action: string]>;
}

/**
 * The kit's keyboard map, component by component. The keyboard tests of the interactive
 * components (`.storybook/keyboard-*.test.tsx`) press these keys in Chromium, and the keyboard
 * pass tabs through every story.
 */
export const KEYBOARD_MAP: readonly KeyboardEntry[] = [
  {
    component: 'Every component',
    keys: [
      ['Tab / Shift+Tab', 'Moves through the controls in reading order; each shows a focus ring'],
      ['Enter', 'Follows a link or presses a button'],
      ['Space', 'Presses a button, checks a checkbox'],
    ],
  },
  {
    component: 'SiteHeader, SearchField',
    keys: [
      ['Enter', 'Searches the products for what the field holds'],
      ['Escape', 'Clears the search field'],
    ],
  },
  {
    component: 'SearchCombobox (the header search with suggestions)',
    keys: [
      [
        'Down / Up arrow',
        'Highlights the next or previous suggestion; the focus stays in the field',
      ],
      ['Enter', 'Opens the highlighted suggestion, or searches for the text when none is'],
      ['Escape', 'Closes the suggestions until the text changes'],
    ],
  },
  {
    component: 'MobileDrawer',
    keys: [
      ['Enter / Space', 'Opens the menu; focus moves into it and stays there'],
      ['Escape', 'Closes the menu and returns focus to its button'],
    ],
  },
  {
    component: 'BannerCarousel',
    keys: [
      ['Tab into the carousel', 'Stops the rotation (it starts again only from its control)'],
      ['Enter / Space on a dot', 'Shows that slide'],
      ['Enter / Space on the rotation control', 'Stops or starts the rotation'],
    ],
  },
  {
    component: 'ProductRail',
    keys: [['Enter / Space on Scroll left or right', 'Scrolls the row by one step']],
  },
  {
    component: 'ListingControls',
    keys: [
      ['Arrow keys on a choice', 'Chooses another value; with scripts the listing follows at once'],
      ['Space on In stock only', 'Shows only products in stock'],
      ['Enter on Apply (without scripts)', 'Shows the listing with the chosen filters'],
    ],
  },
  {
    component: 'ListingPager',
    keys: [
      ['Enter on Show more products', 'Adds the next page below; focus goes to its first product'],
      ['Enter on Previous page or Next page', 'Opens that page'],
    ],
  },
  {
    component: 'ProductCard, ProductGrid (delete mode)',
    keys: [
      ['Space', 'Checks or unchecks a card'],
      ['Enter on Delete', 'Deletes the checked products'],
    ],
  },
  {
    component: 'ProductGallery',
    keys: [
      ['Enter / Space on Previous or Next', 'Shows the previous or next image'],
      ['Enter on a thumbnail', 'Shows that image'],
      ['Enter on Zoom', 'Opens the enlarged image in a dialog that keeps focus'],
      ['Escape', 'Closes the zoom dialog (focus returns to Zoom), or hides the hover magnifier'],
    ],
  },
  {
    component: 'ProductForm (extra images)',
    keys: [
      ['Enter / Space on Add images', 'Chooses one or more image files to add'],
      [
        'Enter / Space on Earlier or Later',
        'Moves that image one place; focus stays on it and the move is announced',
      ],
      [
        'Enter / Space on Remove',
        'Removes that image; focus moves to the next image (or Add images)',
      ],
    ],
  },
  {
    component: 'ProductForm (parts)',
    keys: [
      ['Typing in Search parts', 'Searches the parts; Enter does not send the form'],
      [
        'Space',
        'Checks or unchecks a part; chosen parts stay shown while a search leaves them out',
      ],
      [
        'Enter / Space on Show more parts',
        'Adds the next page of parts; focus goes to its first part',
      ],
    ],
  },
  {
    component: 'QuantityStepper',
    keys: [
      ['Arrow Up / Arrow Down', 'Adds or removes one (never below 1)'],
      ['Digits, then Tab', 'Sets the quantity'],
    ],
  },
  {
    component: 'TrackerDialog',
    keys: [
      ['Tab / Shift+Tab', 'Stay inside the dialog while it is open'],
      ['Space on the estimate box', 'Estimates TDS and hardness from the ZIP code instead'],
      ['Escape', 'Closes the dialog'],
    ],
  },
  {
    component: 'TrackedFilterCard',
    keys: [
      ['Enter / Space on Reset', "Restarts the part's life"],
      ['Enter / Space on Delete', 'Asks in a dialog; Escape cancels, Enter on Delete confirms'],
    ],
  },
  {
    component: 'OrderCard',
    keys: [
      ['Enter / Space on the items toggle', "Shows or hides the order's items"],
      ['Enter / Space on Mark as Shipped', 'Opens the shipping form (admins); focus moves into it'],
      ['Enter in the shipping form', 'Confirms the shipment'],
      ['Escape in the shipping form', 'Closes it; focus returns to Mark as Shipped'],
      ['Enter on Mark as Delivered', 'Marks the order delivered (admins)'],
    ],
  },
  {
    component: 'Dialog, ConfirmDialog, ThankYouDialog',
    keys: [
      ['Tab / Shift+Tab', 'Stay inside the dialog while it is open'],
      ['Escape', 'Closes the dialog; focus returns to what opened it'],
    ],
  },
  {
    component: 'Forms (sign-in, sign-up, settings, shipping, product, contact, card, code)',
    keys: [['Enter in a field', 'Submits the form; errors are announced and tied to their fields']],
  },
];
