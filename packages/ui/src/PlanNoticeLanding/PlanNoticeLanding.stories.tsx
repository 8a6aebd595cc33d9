import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import type { WtkitStringOverrides } from '../strings/types.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import {
  PlanNoticeLanding,
  type PlanNoticeLandingProps,
  type PlanNoticeLinkState,
  type PlanNoticeOrder,
} from './PlanNoticeLanding.js';

const ORDER: PlanNoticeOrder = {
  partName: 'Sediment Pre-Filter',
  productName: 'Sediment Pre-Filter 5 Micron',
  quantity: 2,
  amount: 17.98,
  dueDate: '2026-07-15',
  nextOrderDate: '2027-01-15',
};

const meta = {
  title: 'Tracker/PlanNoticeLanding',
  component: PlanNoticeLanding,
  args: {
    action: 'skip',
    state: 'ready',
    order: ORDER,
    dashboardHref: '/dashboard',
    onConfirm: fn(),
  },
} satisfies Meta<typeof PlanNoticeLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skip link, opened: what it skips, and a press to confirm (opening it did nothing). */
export const SkipReady: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Skip this filter order' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Skip the order of 2 × Sediment Pre-Filter 5 Micron ($17.98) due Jul 15, 2026?',
      ),
    ).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip this order' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A cancel link, opened. */
export const CancelReady: Story = {
  args: { action: 'cancel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cancel this filter plan' })).toBeVisible();
    await expect(canvas.getByText(/Cancel the plan for Sediment Pre-Filter\?/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel the plan' })).toBeVisible();
  },
};

/** The confirmation is on its way. */
export const Working: Story = {
  args: { isWorking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Skip this order/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The host confirming as the server would: the result said, focus on the dashboard link. */
function ConfirmingHost(props: PlanNoticeLandingProps) {
  const [state, setState] = useState<PlanNoticeLinkState>('ready');
  return <PlanNoticeLanding {...props} state={state} onConfirm={() => setState('done')} />;
}

/** Confirmed: what happened is announced, and focus continues from the dashboard link. */
export const Skipped: Story = {
  render: (args) => <ConfirmingHost {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip this order' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The order due Jul 15, 2026 is skipped. The next one is on Jan 15, 2027.',
    );
    await expect(canvas.queryByRole('button', { name: 'Skip this order' })).toBeNull();
    await waitFor(() =>
      expect(
        canvas.getByRole('link', { name: 'Manage your plans on the dashboard' }),
      ).toHaveFocus(),
    );
  },
};

/** A cancel link, confirmed. */
export const Cancelled: Story = {
  args: { action: 'cancel', state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The plan for Sediment Pre-Filter is cancelled. No more orders are placed.',
    );
  },
};

/** A payment the bank asked the cardholder about: the amount, and a press to confirm it. */
export const ConfirmPaymentReady: Story = {
  args: { action: 'confirm' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Confirm your filter order’s payment' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/confirm the payment of \$17\.98 for 2 × Sediment Pre-Filter 5 Micron/),
    ).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the payment' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A payment confirmed: the order is placed. */
export const PaymentConfirmed: Story = {
  args: { action: 'confirm', state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Payment confirmed: your order of 2 × Sediment Pre-Filter 5 Micron is placed.',
    );
  },
};

/** A link used once already. */
export const Used: Story = {
  args: { state: 'used', order: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This link has been used already, so it does nothing more.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Manage your plans on the dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
  },
};

/** A link whose cycle is past. */
export const Expired: Story = {
  args: { state: 'expired', order: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This link has expired: the order it was for is past.'),
    ).toBeVisible();
  },
};

/** A link the shop did not sign (cut short, altered). */
export const Invalid: Story = {
  args: { state: 'invalid', order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This link is not valid/)).toBeVisible();
  },
};

/** While the link is checked. */
export const Loading: Story = {
  args: { state: 'loading', order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking the link...')).toBeInTheDocument();
  },
};

/** The confirmation failed: the host's reason, announced. */
export const ErrorMessage: Story = {
  name: 'Error',
  args: { error: 'Could not skip the order: the network is down.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not skip the order: the network is down.',
    );
  },
};

/** The second host's Spanish copy. */
export const InSpanish: Story = {
  render: (args) => (
    <div lang="es-US">
      <WtkitProvider
        strings={{ plans: esStrings.plans } satisfies WtkitStringOverrides}
        locale="es-US"
      >
        <PlanNoticeLanding {...args} />
      </WtkitProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Omitir este pedido de filtros' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Omitir este pedido' })).toBeVisible();
  },
};
