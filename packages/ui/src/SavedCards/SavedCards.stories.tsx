import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAVED_TEST_CARDS } from '@wtkit/domain';
import { expect, fn } from 'storybook/test';
import { desktop } from '../storybook/widths.js';
import { TestCardForm } from '../TestCardForm/TestCardForm.js';
import { type SavedCard, SavedCards } from './SavedCards.js';

const CARDS: SavedCard[] = [
  { _id: 'c1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 },
  { _id: 'c2', brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2029 },
];

const meta = {
  title: 'Account/SavedCards',
  component: SavedCards,
  args: { cards: CARDS, onRemove: fn() },
  decorators: [desktop],
} satisfies Meta<typeof SavedCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No card saved yet. */
export const None: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Saved Cards' })).toBeVisible();
    await expect(canvas.getByText('No saved cards yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

/** Brand, last 4 and expiry of each card, with Remove. */
export const Some: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('Expires 04/2031')).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    await expect(args.onRemove).toHaveBeenCalledWith('c2');
  },
};

/** A removal is running: that card's Remove is pending and says so. */
export const Removing: Story = {
  args: { removingId: 'c1' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove Visa ending in 4242' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** The cards could not be loaded or changed: the reason, announced. */
export const ErrorMessage: Story = {
  name: 'Error',
  args: { cards: [], error: 'Could not remove the card: the network is down.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not remove the card: the network is down.',
    );
  },
};

/** While the cards load. */
export const Loading: Story = {
  args: { cards: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your cards...')).toBeInTheDocument();
  },
};

const onSave = fn();

/** With the test provider's card form to add one: Save Card sends the typed card. */
export const AddingACard: Story = {
  args: { cards: CARDS.slice(0, 1) },
  render: (args) => {
    return (
      <SavedCards {...args}>
        <TestCardForm
          heading="Add a Card"
          submitLabel="Save Card"
          busyLabel="Saving card..."
          cards={SAVED_TEST_CARDS}
          onPay={onSave}
        />
      </SavedCards>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Add a Card' })).toBeVisible();
    await expect(canvas.getByTestId('test-mode')).toHaveTextContent(
      '4000 0000 0000 0341 Saves; every later charge is declined',
    );
    await userEvent.type(canvas.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText(/Expiry/), '12/34');
    await userEvent.type(canvas.getByLabelText(/CVC/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Card' }));
    await expect(onSave).toHaveBeenLastCalledWith({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
  },
};
